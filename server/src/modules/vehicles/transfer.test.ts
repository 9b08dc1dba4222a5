import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { csvLine } from './csv.js';
import { makePath, multipart } from './test-support.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

const HEADER =
  'type,manufacturer,model,generation,variant,fuel_type,engine_cc,stock_hp,stock_torque,stage1_hp,stage1_torque,ecu_brands';

async function importCsv(
  csv: string,
  opts: { user?: TestUser; query?: string; name?: string; type?: string; language?: string } = {},
) {
  const form = await multipart({}, [
    { field: 'file', name: opts.name ?? 'vehicles.csv', type: opts.type ?? 'text/csv', content: csv },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/vehicle/import${opts.query ?? ''}`,
    headers: {
      ...(opts.user ?? admin).headers,
      ...form.headers,
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
    payload: form.payload,
  });
}

const counts = async () => {
  const out: Record<string, number> = {};
  for (const t of [
    'vehicle_types',
    'vehicle_manufacturers',
    'vehicle_models',
    'vehicle_generations',
    'vehicle_variants',
  ]) {
    out[t] = Number((await app.db(t).count({ n: '*' }))[0].n);
  }
  return out;
};

describe('CSV import', () => {
  it('imports variants, creating their types, manufacturers, models and generations', async () => {
    const csv = [
      HEADER,
      'Car,Volkswagen,Golf,Mk7,2.0 TDI 150hp,Diesel,1968,150,340,185,400,Bosch EDC17C64',
      'Car,Volkswagen,Golf,Mk7,1.4 TSI 125hp,Petrol,1395,125,200,150,250,Bosch MED17.5.25|Bosch MED17.5.21',
      'Car,"BMW","3 Series","F30 (2012-2019)","320d 184hp",Diesel,1995,184,380,220,450,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 3,
      created: 3,
      updated: 0,
      rejected: [],
      rejected_total: 0,
    });
    expect(res.json().message).toBe('Rows imported: 3.');

    const list = await app.inject({
      method: 'GET',
      url: '/api/vehicle/variant?keyword=320d',
      headers: admin.headers,
    });
    const v = list.json().items[0];
    expect(v).toMatchObject({
      name: '320d 184hp',
      generation: { name: 'F30 (2012-2019)' },
      details_complete: true,
    });
    const details = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/${v._id}`,
      headers: admin.headers,
    });
    expect(details.json().variant.stages[0]).toMatchObject({ hp: 220, hp_gain: 36 });
    const tsi = (
      await app.inject({ method: 'GET', url: '/api/vehicle/variant?keyword=tsi', headers: admin.headers })
    ).json().items[0];
    const brands = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/${tsi._id}`,
      headers: admin.headers,
    });
    expect(brands.json().variant.ecu_brands).toEqual(['Bosch MED17.5.21', 'Bosch MED17.5.25']);
  });

  it('reports a broken row by line and imports nothing', async () => {
    const before = await counts();
    const csv = [
      HEADER,
      'Truck,MAN,TGX,Euro 6,D2676 440hp,Diesel,12419,440,2100,520,2400,',
      'Truck,MAN,TGX,Euro 6,D2676 480hp,Diesel,12419,four hundred,2300,540,2500,',
      'Truck,Scania,R-series,NTG,DC13 500hp,Diesel,12742,500,2550,,2700,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, created: 0, rejected_total: 2 });
    expect(res.json().rejected).toEqual([
      { line: 3, reason: 'The column "stock_hp" must be a whole number (found "four hundred").' },
      { line: 4, reason: 'Stage 1 needs both hp and torque.' },
    ]);
    expect(res.json().message).toMatch(/^Nothing was imported\. Rows with problems: 2\./);
    expect(await counts()).toEqual(before);
  });

  it('answers the summary, every row problem and a refused header in the reader language', async () => {
    const de = JSON.parse(
      readFileSync(new URL('../../i18n/messages/locales/de.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const fill = (template: string, ...values: (string | number)[]) =>
      (de[template] ?? '').replace(/\{\{p(\d)\}\}/g, (_, i: string) => String(values[Number(i)]));
    const csv = [
      HEADER,
      'Truck,MAN,TGX,Euro 7,D2676 440hp,Diesel,12419,440,2100,520,2400,',
      'Truck,,TGX,Euro 7,D2676 480hp,Diesel,12419,480,2300,540,2500,',
      'Truck,MAN,TGX,Euro 7,D2676 500hp,Diesel,12419,500,2400,,2700,',
      'Truck,MAN,TGX,Euro 7,D2676 510hp,Diesel,12419,x,2400,,,',
      'Truck,MAN,TGX,Euro 7,D2676 440hp,Diesel,12419,440,2100,520,2400,',
    ].join('\n');
    const language = 'de-DE,de;q=0.9';
    const res = await importCsv(csv, { language });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      fill(
        'Nothing was imported. Rows with problems: {{p0}}. Fix them and import again, or choose to skip rows with problems.',
        4,
      ),
    );
    expect(res.json().rejected).toEqual([
      { line: 3, reason: fill('The column "{{p0}}" is empty.', 'manufacturer') },
      { line: 4, reason: fill('Stage {{p0}} needs both hp and torque.', 1) },
      {
        line: 5,
        reason: fill('The column "{{p0}}" must be a whole number (found "{{p1}}").', 'stock_hp', 'x'),
      },
      { line: 6, reason: fill('The same record is already on line {{p0}}.', 2) },
    ]);
    expect(res.json().rejected[1].reason).toBe('Stufe 1 braucht sowohl PS als auch Drehmoment.');

    const skipped = await importCsv(csv, { language, query: '?skip_invalid=true' });
    expect(skipped.json().message).toBe(
      fill('Rows imported: {{p0}}. Skipped rows with problems: {{p1}}.', 1, 4),
    );
    const unknown = await importCsv('type,manufacturer,model,generation,variant,make\nCar,A,B,C,D,E', {
      language,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(
      /^Unbekannte Spalten: "make"\. Die Spalten sind: type, manufacturer/,
    );
  });

  it('imports the good rows with skip_invalid=true', async () => {
    const csv = [
      HEADER,
      'Tractor,John Deere,6R,2014-,6150R 150hp,Diesel,6788,150,620,180,720,',
      'Tractor,John Deere,6R,2014-,,Diesel,6788,175,700,205,800,',
      'Tractor,John Deere,6R,2014-,6150R 150hp,Diesel,6788,150,620,180,720,',
    ].join('\n');
    const res = await importCsv(csv, { query: '?skip_invalid=true' });
    expect(res.json()).toMatchObject({ imported: 1, created: 1, rejected_total: 2 });
    expect(res.json().rejected).toEqual([
      { line: 3, reason: 'The column "variant" is empty.' },
      { line: 4, reason: 'The same record is already on line 2.' },
    ]);
    const list = await app.inject({
      method: 'GET',
      url: '/api/vehicle/variant?keyword=6150R',
      headers: admin.headers,
    });
    expect(list.json().total).toBe(1);
  });

  it('updates variants that exist already', async () => {
    const csv = [
      'type,manufacturer,model,generation,variant,stock_hp',
      'car,VOLKSWAGEN,golf,MK7,2.0 tdi 150HP,151',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.json()).toMatchObject({ imported: 1, created: 0, updated: 1 });
    const v = (
      await app.inject({ method: 'GET', url: '/api/vehicle/variant?keyword=2.0 TDI', headers: admin.headers })
    ).json().items;
    expect(v).toHaveLength(1);
    const details = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/${v[0]._id}`,
      headers: admin.headers,
    });
    // Columns the file does not have keep their values.
    expect(details.json().variant).toMatchObject({
      stock_hp: 151,
      stock_torque: 340,
      fuel_type: 'Diesel',
      details_complete: true,
    });
  });

  it('refuses files it cannot read with a clear 4xx', async () => {
    const before = await counts();
    const unknown = await importCsv('type,manufacturer,model,generation,variant,colour\nCar,A,B,C,D,red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(
      /^Unknown columns: "colour"\. The columns are: type, manufacturer/,
    );
    const missing = await importCsv('type,manufacturer,model,variant\nCar,A,B,D');
    expect(missing.json().message).toBe('Missing columns: generation.');
    const broken = await importCsv(`${HEADER}\nCar,A,B,C,"D,Diesel,1,1,1,1,1,\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not valid CSV/);
    const empty = await importCsv('');
    expect(empty.json().message).toBe('The file is empty.');
    const short = await importCsv(`${HEADER}\nCar,A,B`);
    expect(short.json().rejected[0]).toEqual({
      line: 2,
      reason: 'This row has 3 values but the header has 12 columns.',
    });
    const pdf = await importCsv('%PDF', { name: 'x.pdf', type: 'application/pdf' });
    expect(pdf.statusCode).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: '/api/vehicle/import',
      headers: admin.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    // Uploads are removed again, whatever the outcome.
    const folder = path.join(app.config.filesDir, 'imports');
    const left = existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }) : [];
    expect(left.filter((f) => f.isFile())).toEqual([]);
  });

  it('is refused to customers and allowed to staff with variants.add', async () => {
    const customer = await createUser(app);
    // A new variant under a generation that exists: variants.add is all it takes.
    const csv = `${HEADER}\nCar,Volkswagen,Golf,Mk7,1.6 TDI 115hp,Diesel,1598,115,250,,,`;
    expect((await importCsv(csv, { user: customer })).statusCode).toBe(403);
    const staff = await createStaff(app, { vehicle_statistics: { variants: { add: true } } });
    expect((await importCsv(csv, { user: staff })).json()).toMatchObject({ imported: 1, created: 1 });
  });
});

describe('CSV import permissions', () => {
  const FORBIDDEN = 'You do not have permission to do this.';
  const variantsAddOnly = { vehicle_statistics: { enabled: true, variants: { add: true } } };
  let path: Awaited<ReturnType<typeof makePath>>;
  const PATH = 'PermCar,PermMake,PermModel,PermGen';

  const details = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/vehicle/variant/${id}`, headers: admin.headers })).json()
      .variant;
  const typeNamed = (name: string) => app.db('vehicle_types').where({ name }).first();

  beforeAll(async () => {
    path = await makePath(app, admin.headers, {
      vtype: 'PermCar',
      manufacturer: 'PermMake',
      vmodel: 'PermModel',
      generation: 'PermGen',
      variant: 'PermVar',
    });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${path.variant}/details`,
      headers: admin.headers,
      payload: { stock_hp: 150 },
    });
    expect(put.statusCode).toBe(200);
  });

  it('refuses rows that would create a level the person may not add, and creates nothing', async () => {
    const staff = await createStaff(app, variantsAddOnly);
    const byHand = await app.inject({
      method: 'POST',
      url: '/api/vehicle/vtype',
      headers: staff.headers,
      payload: { name: 'BoatY' },
    });
    expect(byHand.statusCode).toBe(403);

    const before = await counts();
    const csv = 'type,manufacturer,model,generation,variant\nBoatX,NewMakeX,NewModelX,GenX,VarX';
    for (const query of ['', '?skip_invalid=true']) {
      const res = await importCsv(csv, { user: staff, query });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        imported: 0,
        created: 0,
        updated: 0,
        rejected: [{ line: 2, reason: FORBIDDEN }],
        rejected_total: 1,
      });
    }
    expect(await typeNamed('BoatX')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('needs the add permission of every level the row would create', async () => {
    // May add types but not manufacturers: the row is refused whole, so not even the type is created.
    const staff = await createStaff(app, {
      vehicle_statistics: { enabled: true, types: { add: true }, variants: { add: true } },
    });
    const before = await counts();
    const csv = 'type,manufacturer,model,generation,variant\nBoatZ,MakeZ,ModelZ,GenZ,VarZ';
    const res = await importCsv(csv, { user: staff, query: '?skip_invalid=true' });
    expect(res.json()).toMatchObject({ imported: 0, rejected: [{ line: 2, reason: FORBIDDEN }] });
    expect(await typeNamed('BoatZ')).toBeUndefined();
    expect(await counts()).toEqual(before);

    // Under a model that exists, generations.add is enough for a new generation.
    const generations = await createStaff(app, {
      vehicle_statistics: { enabled: true, generations: { add: true }, variants: { add: true } },
    });
    const ok = await importCsv(
      `type,manufacturer,model,generation,variant\nPermCar,PermMake,PermModel,GenNew,VarNew`,
      {
        user: generations,
      },
    );
    expect(ok.json()).toMatchObject({ imported: 1, created: 1, rejected_total: 0 });
    expect(await app.db('vehicle_generations').where({ name: 'GenNew' }).first()).toBeDefined();
  });

  it('refuses changing the details of an existing variant without variants.edit_details', async () => {
    const staff = await createStaff(app, variantsAddOnly);
    const byHand = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${path.variant}/details`,
      headers: staff.headers,
      payload: { stock_hp: 99 },
    });
    expect(byHand.statusCode).toBe(403);

    const csv = `type,manufacturer,model,generation,variant,stock_hp,ecu_brands\n${PATH},PermVar,99,Bosch`;
    for (const query of ['', '?skip_invalid=true']) {
      const res = await importCsv(csv, { user: staff, query });
      expect(res.json()).toMatchObject({
        imported: 0,
        updated: 0,
        rejected: [{ line: 2, reason: FORBIDDEN }],
      });
    }
    expect(await details(path.variant)).toMatchObject({ stock_hp: 150, ecu_brands: [] });
  });

  it('with skip_invalid imports the rows the person may write and refuses the others', async () => {
    const staff = await createStaff(app, variantsAddOnly);
    const before = await counts();
    const csv = [
      'type,manufacturer,model,generation,variant,stock_hp',
      `${PATH},PermVar,98`,
      `${PATH},PermVar2,120`,
      'BoatW,MakeW,ModelW,GenW,VarW,120',
    ].join('\n');
    const res = await importCsv(csv, { user: staff, query: '?skip_invalid=true' });
    expect(res.json()).toMatchObject({
      imported: 1,
      created: 1,
      updated: 0,
      rejected: [
        { line: 2, reason: FORBIDDEN },
        { line: 4, reason: FORBIDDEN },
      ],
    });
    expect(await counts()).toEqual({ ...before, vehicle_variants: before.vehicle_variants + 1 });
    expect(await typeNamed('BoatW')).toBeUndefined();
    expect(await details(path.variant)).toMatchObject({ stock_hp: 150 });
    const added = await app.db('vehicle_variants').where({ name: 'PermVar2' }).first();
    expect(Number(added.stock_hp)).toBe(120);
  });

  it('keeps working for staff who hold every permission it needs', async () => {
    const staff = await createStaff(app, {
      vehicle_statistics: {
        enabled: true,
        types: { add: true },
        manufacturers: { add: true },
        models: { add: true },
        generations: { add: true },
        variants: { add: true, edit_details: true },
      },
    });
    const csv = [
      'type,manufacturer,model,generation,variant,stock_hp',
      `${PATH},PermVar,151`,
      'BoatV,MakeV,ModelV,GenV,VarV,130',
    ].join('\n');
    const res = await importCsv(csv, { user: staff });
    expect(res.json()).toMatchObject({ imported: 2, created: 1, updated: 1, rejected_total: 0 });
    expect(await typeNamed('BoatV')).toBeDefined();
    expect(await details(path.variant)).toMatchObject({ stock_hp: 151 });
  });
});

describe('CSV export', () => {
  it('exports one row per variant that imports back unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/vehicle/export', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vehicles-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'type,manufacturer,model,generation,variant,engine_type,fuel_type,transmission,engine_cc,year_from,year_to,stock_hp,stock_kw,stock_torque,stage1_hp,stage1_torque,stage2_hp,stage2_torque,stage3_hp,stage3_torque,stage4_hp,stage4_torque,ecu_brands',
    );
    expect(lines).toHaveLength(1 + Number((await app.db('vehicle_variants').count({ n: '*' }))[0].n));
    expect(lines).toContain(
      'Car,BMW,3 Series,F30 (2012-2019),320d 184hp,,Diesel,,1995,,,184,,380,220,450,,,,,,,',
    );

    const before = await counts();
    const again = await importCsv(res.body);
    expect(again.json()).toMatchObject({ created: 0, rejected_total: 0 });
    expect(again.json().updated).toBe(lines.length - 1);
    expect(await counts()).toEqual(before);
    const customer = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/vehicle/export', headers: customer.headers })).statusCode,
    ).toBe(403);
  });

  it('guards cells spreadsheets would run as formulas, and imports them back unchanged', async () => {
    const csv = [
      'type,manufacturer,model,generation,variant,engine_type,stock_hp,ecu_brands',
      'Formula,=1+1,+SUM(1),-2+3,@A1,=2*3,150,@Bosch|Delphi',
      // A leading quote marks text, as in spreadsheets: this variant is called '-quoted.
      "Formula,=1+1,+SUM(1),-2+3,''-quoted,,,",
    ].join('\n');
    expect((await importCsv(csv)).json()).toMatchObject({ created: 2, rejected_total: 0 });

    const res = await app.inject({ method: 'GET', url: '/api/vehicle/export', headers: admin.headers });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toContain("Formula,'=1+1,'+SUM(1),'-2+3,'@A1,'=2*3,,,,,,150,,,,,,,,,,,'@Bosch|Delphi");
    // A value that already starts with a quote before a formula sign gets one more, so it reads back as it was.
    expect(lines).toContain("Formula,'=1+1,'+SUM(1),'-2+3,''-quoted,,,,,,,,,,,,,,,,,,");
    expect(lines.every((l) => !/(^|,)[=+\-@]/.test(l))).toBe(true);

    const before = await counts();
    const again = await importCsv(res.body);
    expect(again.json()).toMatchObject({ created: 0, rejected_total: 0, updated: lines.length - 1 });
    expect(await counts()).toEqual(before);
    expect(await app.db('vehicle_manufacturers').where({ name: '=1+1' }).first()).toBeDefined();
    expect(await app.db('vehicle_manufacturers').where({ name: "'=1+1" }).first()).toBeUndefined();
    const variant = await app.db('vehicle_variants').where({ name: '@A1' }).first();
    expect(variant).toMatchObject({ engine_type: '=2*3' });
    const brands = await app
      .db('vehicle_variant_ecu_brands')
      .where({ variant_id: variant.id })
      .orderBy('brand');
    expect(brands.map((b) => b.brand)).toEqual(['@Bosch', 'Delphi']);
    expect(await app.db('vehicle_variants').where({ name: "'-quoted" }).first()).toBeDefined();
  });

  it('leaves numbers alone and guards only text', () => {
    expect(csvLine(['-2', -2, '@x', 7, null])).toBe("'-2,-2,'@x,7,\r\n");
  });

  it('imports and exports 10,000 variants in a few seconds', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 10_000; i++) {
      const maker = `Bulk maker ${i % 20}`;
      const model = `Model ${Math.floor(i / 20) % 25}`;
      const generation = `Gen ${Math.floor(i / 500)}`;
      rows.push(
        `Bulk,${maker},${model},${generation},Engine ${i} ${100 + (i % 200)}hp,Diesel,1968,${100 + (i % 200)},300,${130 + (i % 200)},360,Bosch EDC17`,
      );
    }
    const started = Date.now();
    const res = await importCsv(rows.join('\n'));
    const importMs = Date.now() - started;
    expect(res.json()).toMatchObject({ imported: 10_000, created: 10_000, rejected_total: 0 });
    // A few seconds on an idle machine; the bound leaves room for a busy test run.
    expect(importMs).toBeLessThan(45_000);

    const dropdown = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant?vtype=${(await app.db('vehicle_types').where({ name: 'Bulk' }).first()).id}&size=5`,
      headers: admin.headers,
    });
    expect(dropdown.json().total).toBe(10_000);

    const exportStarted = Date.now();
    const out = await app.inject({ method: 'GET', url: '/api/vehicle/export', headers: admin.headers });
    expect(Date.now() - exportStarted).toBeLessThan(45_000);
    expect(out.body.split('\r\n').filter((l) => l.startsWith('Bulk,'))).toHaveLength(10_000);
  }, 120_000);
});
