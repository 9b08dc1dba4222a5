import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { matchKey } from '../modules/regsearch/uvc-service.js';
import { isComplete } from '../modules/vehicles/figures.js';
import { nameKey } from '../modules/vehicles/levels.js';
import { seedVehicleTypeTranslations } from './catalogue-i18n.js';

interface DemoVariant {
  name: string;
  engine: string;
  fuel: string;
  gearbox: string;
  cc: number;
  years: [number, number | null];
  hp: number;
  nm: number;
  /** [hp, torque] per tuning stage, stage 1 first. */
  stages: [number, number][];
  ecu: string[];
}

/**
 * One variant per line: name | engine | fuel | gearbox | cc | years | stock hp/Nm | stages hp/Nm | ECU brands.
 * Common engines with typical published stock figures and usual remap results.
 */
const TREE: Record<string, Record<string, Record<string, Record<string, string[]>>>> = {
  Car: {
    Volkswagen: {
      Golf: {
        'Mk7 (2012-2020)': [
          '2.0 TDI 150hp | EA288 2.0 TDI | Diesel | Manual | 1968 | 2012-2020 | 150/340 | 185/400 200/430 | Bosch EDC17C64',
          '1.4 TSI 125hp | EA211 1.4 TSI | Petrol | Manual | 1395 | 2012-2018 | 125/200 | 155/250 | Bosch MED17.5.25',
          '2.0 TSI GTI 230hp | EA888 Gen3 | Petrol | DSG | 1984 | 2013-2020 | 230/350 | 290/420 320/450 | Continental Simos 18.1',
        ],
      },
      Passat: {
        'B8 (2014-2023)': [
          '2.0 TDI 190hp | EA288 2.0 TDI | Diesel | DSG | 1968 | 2014-2023 | 190/400 | 225/460 | Bosch EDC17C74',
        ],
      },
    },
    BMW: {
      '3 Series': {
        'F30 (2012-2019)': [
          '320d 184hp | N47 / B47 2.0d | Diesel | Automatic | 1995 | 2012-2019 | 184/380 | 220/450 235/480 | Bosch EDC17C50, Bosch EDC17C41',
          '330i 252hp | B48 2.0 | Petrol | Automatic | 1998 | 2015-2019 | 252/350 | 300/440 | Bosch MEVD17.2.G',
        ],
      },
      '5 Series': {
        'G30 (2017-2023)': [
          '520d 190hp | B47 2.0d | Diesel | Automatic | 1995 | 2017-2023 | 190/400 | 225/470 | Bosch EDC17C76',
        ],
      },
    },
    Ford: {
      Focus: {
        'Mk3 (2011-2018)': [
          '1.0 EcoBoost 125hp | 1.0 EcoBoost Fox | Petrol | Manual | 999 | 2012-2018 | 125/170 | 155/230 | Bosch MED17.0',
          '2.0 TDCi 150hp | Duratorq 2.0 | Diesel | Manual | 1997 | 2014-2018 | 150/370 | 185/420 | Siemens SID208',
        ],
      },
    },
    Audi: {
      A4: {
        'B9 (2015-2023)': [
          '2.0 TFSI 190hp | EA888 Gen3 B-cycle | Petrol | S tronic | 1984 | 2015-2023 | 190/320 | 245/400 | Continental Simos 18.4',
          '2.0 TDI 150hp | EA288 2.0 TDI | Diesel | Manual | 1968 | 2015-2019 | 150/320 | 190/400 | Bosch EDC17C64',
        ],
      },
    },
    'Mercedes-Benz': {
      'C-Class': {
        'W205 (2014-2021)': [
          'C220d 170hp | OM651 2.1 | Diesel | Automatic | 2143 | 2014-2018 | 170/400 | 210/480 | Delphi CRD3',
          'C220d 194hp | OM654 2.0 | Diesel | Automatic | 1950 | 2018-2021 | 194/400 | 230/480 | Bosch MD1CP001',
        ],
      },
    },
    Toyota: {
      Hilux: {
        'AN120 (2015-)': [
          '2.4 D-4D 150hp | 2GD-FTV | Diesel | Manual | 2393 | 2015- | 150/400 | 180/460 | Denso 89663',
          '2.8 D-4D 204hp | 1GD-FTV | Diesel | Automatic | 2755 | 2020- | 204/500 | 235/560 | Denso 89663',
        ],
      },
    },
  },
  Truck: {
    Scania: {
      'R-series': {
        'NTG (2016-)': [
          'DC13 500hp | DC13 148 | Diesel | Opticruise | 12742 | 2016- | 500/2550 | 570/2800 | Scania EMS S8',
        ],
      },
    },
    MAN: {
      TGX: {
        'Euro 6 (2013-2020)': [
          'D2676 480hp | D2676 LF | Diesel | TipMatic | 12419 | 2013-2020 | 480/2300 | 540/2550 | Bosch EDC17CV41',
        ],
      },
    },
  },
  Tractor: {
    'John Deere': {
      '6R': {
        '6R (2014-2021)': [
          '6155R 155hp | PowerTech PVS 6.8 | Diesel | AutoQuad Plus | 6788 | 2014-2021 | 155/677 | 185/770 | Denso HPCR',
        ],
      },
    },
    Fendt: {
      '700 Vario': {
        'Gen6 (2019-)': [
          '724 Vario 246hp | AGCO Power 6.6 | Diesel | Vario CVT | 6600 | 2019- | 246/1100 | 280/1220 | Bosch EDC17CV52',
        ],
      },
    },
  },
};

/** Reads one line of the table above. */
function parseVariant(line: string): DemoVariant {
  const [name, engine, fuel, gearbox, cc, years, stock, stages, ecu] = line.split('|').map((p) => p.trim());
  const [from, to] = years.split('-');
  const pair = (text: string) => text.split('/').map(Number) as [number, number];
  const [hp, nm] = pair(stock);
  return {
    name,
    engine,
    fuel,
    gearbox,
    cc: Number(cc),
    years: [Number(from), to ? Number(to) : null],
    hp,
    nm,
    stages: stages.split(' ').map(pair),
    ecu: ecu.split(',').map((b) => b.trim()),
  };
}

async function insertNode(db: Knex, table: string, parent: Record<string, number>, name: string, extra = {}) {
  const [id] = await db(table).insert({
    ...parent,
    name,
    name_key: nameKey(name),
    created_at: new Date(),
    updated_at: new Date(),
    ...extra,
  });
  return Number(id);
}

/** Demo vehicle database, ECU locations and registration-search data; skipped once any vehicle exists. */
export async function seedDemoVehicles(app: FastifyInstance): Promise<void> {
  if (await app.db('vehicle_types').first('id')) return;
  await app.db.transaction(async (trx) => {
    const variants = new Map<string, number>();
    const ids = new Map<string, number>();
    for (const [type, makers] of Object.entries(TREE)) {
      const typeId = await insertNode(trx, 'vehicle_types', {}, type);
      ids.set(type, typeId);
      for (const [maker, models] of Object.entries(makers)) {
        const makerId = await insertNode(trx, 'vehicle_manufacturers', { vtype_id: typeId }, maker);
        ids.set(maker, makerId);
        for (const [model, generations] of Object.entries(models)) {
          const modelId = await insertNode(trx, 'vehicle_models', { manufacturer_id: makerId }, model);
          for (const [generation, list] of Object.entries(generations)) {
            const genId = await insertNode(trx, 'vehicle_generations', { model_id: modelId }, generation);
            ids.set(`${model} ${generation}`, genId);
            for (const v of list.map(parseVariant)) {
              const stages = v.stages.map(([hp, torque], i) => ({ stage: i + 1, hp, torque }));
              const id = await insertNode(trx, 'vehicle_variants', { generation_id: genId }, v.name, {
                engine_type: v.engine,
                fuel_type: v.fuel,
                transmission: v.gearbox,
                engine_cc: v.cc,
                year_from: v.years[0],
                year_to: v.years[1],
                stock_hp: v.hp,
                stock_torque: v.nm,
                stages: JSON.stringify(stages),
                details_complete: isComplete({
                  fuel_type: v.fuel,
                  stock_hp: v.hp,
                  stock_torque: v.nm,
                  stages,
                }),
              });
              variants.set(`${maker} ${v.name}`, id);
              await trx('vehicle_variant_ecu_brands').insert(
                v.ecu.map((brand) => ({ variant_id: id, brand })),
              );
            }
          }
        }
      }
    }
    await seedVehicleTypeTranslations(trx);
    await seedLocations(trx, ids, variants);
    await seedRegSearch(trx, variants);
  });
}

async function seedLocations(trx: Knex.Transaction, ids: Map<string, number>, variants: Map<string, number>) {
  const variantPath = async (key: string) => {
    const id = variants.get(key)!;
    const row = await trx('vehicle_variants as vr')
      .join('vehicle_generations as gn', 'gn.id', 'vr.generation_id')
      .join('vehicle_models as vm', 'vm.id', 'gn.model_id')
      .join('vehicle_manufacturers as mf', 'mf.id', 'vm.manufacturer_id')
      .where('vr.id', id)
      .first('mf.vtype_id', 'vm.manufacturer_id', 'gn.model_id', 'vr.generation_id');
    return {
      target_key: `variant:${id}`,
      vtype_id: row.vtype_id,
      manufacturer_id: row.manufacturer_id,
      vmodel_id: row.model_id,
      generation_id: row.generation_id,
      variant_id: id,
    };
  };
  const rows = [
    {
      target_key: `manufacturer:${ids.get('Volkswagen')}`,
      vtype_id: ids.get('Car'),
      manufacturer_id: ids.get('Volkswagen'),
      ecu_location: 'Engine bay, driver side, under the scuttle panel below the windscreen wiper cowl.',
      adblue_location: 'Filler next to the fuel filler; tank under the boot floor (where fitted).',
    },
    {
      ...(await variantPath('BMW 320d 184hp')),
      ecu_location: 'Engine bay, left side, in the electronics box behind the suspension strut tower.',
      adblue_location: 'Filler next to the fuel filler; tank behind the rear axle.',
    },
    {
      ...(await variantPath('Toyota 2.4 D-4D 150hp')),
      ecu_location: 'Behind the glovebox, on the passenger side bulkhead.',
      adblue_location: 'Filler in the fuel flap; tank on the chassis rail, right side.',
    },
    {
      target_key: `vtype:${ids.get('Truck')}`,
      vtype_id: ids.get('Truck'),
      ecu_location: 'Mounted on the left side of the engine block, behind a heat shield.',
      adblue_location: 'Tank on the left chassis rail next to the fuel tank; blue filler cap.',
    },
  ];
  for (const row of rows) {
    await trx('ecu_adblue_locations').insert({ ...row, created_at: new Date(), updated_at: new Date() });
  }
}

/** Fictional registration numbers resolving to the demo variants, and one vehicle only the figures cover. */
async function seedRegSearch(trx: Knex.Transaction, variants: Map<string, number>) {
  if (await trx('reg_makes').first('id')) return;
  const stamp = { created_at: new Date(), updated_at: new Date() };
  const lists = new Map<string, number>();
  const id = async (table: string, key: string, row: Record<string, unknown>) => {
    const k = `${table}:${key}`;
    if (!lists.has(k)) lists.set(k, Number((await trx(table).insert({ ...row, ...stamp }))[0]));
    return lists.get(k)!;
  };
  const records: [string, string, string, string, number, number, string, number, string | null][] = [
    // reg no, UVC, make, model, cc, bhp, fuel, year, linked variant
    [
      'DM16 VWG',
      'DEMO-VW-GOLF-20TDI-150',
      'VOLKSWAGEN',
      'GOLF',
      1968,
      150,
      'DIESEL',
      2016,
      'Volkswagen 2.0 TDI 150hp',
    ],
    ['DM15 BMW', 'DEMO-BMW-320D-184', 'BMW', '3 SERIES', 1995, 184, 'DIESEL', 2015, 'BMW 320d 184hp'],
    ['DM17 FRD', 'DEMO-FORD-FOCUS-10-125', 'FORD', 'FOCUS', 999, 125, 'PETROL', 2017, null],
    ['DM18 AUD', 'DEMO-AUDI-A4-20TFSI-190', 'AUDI', 'A4', 1984, 190, 'PETROL', 2018, 'Audi 2.0 TFSI 190hp'],
    ['DM19 DUS', 'DEMO-DACIA-DUSTER-13-130', 'DACIA', 'DUSTER', 1332, 130, 'PETROL', 2019, null],
  ];
  for (const [reg, uvc, make, model, cc, bhp, fuel, year, variant] of records) {
    const makeId = await id('reg_makes', make, { name: make, name_key: nameKey(make) });
    const row = {
      make_id: makeId,
      model_id: await id('reg_models', `${makeId}:${model}`, {
        make_id: makeId,
        name: model,
        name_key: nameKey(model),
      }),
      fuel_type_id: await id('reg_fuel_types', fuel, { name: fuel, name_key: nameKey(fuel) }),
      engine_type_id: await id('reg_engine_types', String(cc), { engine_cc: cc, name: '' }),
      power_id: await id('reg_powers', String(bhp), { bhp }),
    };
    await trx('reg_uvc_finals').insert({
      ...row,
      uvc,
      year_id: await id('reg_years', String(year), { year }),
      // The Focus is left unlinked on purpose: the search finds its variant by make, model and engine.
      variant_id: variant ? variants.get(variant) : null,
      description: '',
      ...stamp,
    });
    await trx('reg_vehicle_main').insert({
      vehicle_reg_no: reg.replace(/\s+/g, ''),
      uvc,
      clicks: 0,
      ...stamp,
    });
    if (make === 'DACIA') {
      await trx('reg_vehicle_finals').insert({
        ...row,
        match_key: matchKey(row),
        stock_hp: 130,
        stock_torque: 240,
        stages: JSON.stringify([{ stage: 1, hp: 160, torque: 290 }]),
        ...stamp,
      });
    }
  }
}
