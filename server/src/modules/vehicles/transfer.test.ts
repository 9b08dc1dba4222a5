import { existsSync, readdirSync } from 'node:fs';
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
import { multipart } from './test-support.js';

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
  opts: { user?: TestUser; query?: string; name?: string; type?: string } = {},
) {
  const form = await multipart({}, [
    { field: 'file', name: opts.name ?? 'vehicles.csv', type: opts.type ?? 'text/csv', content: csv },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/vehicle/import${opts.query ?? ''}`,
    headers: { ...(opts.user ?? admin).headers, ...form.headers },
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
    expect(res.json().message).toBe('3 variants imported.');

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
      { line: 3, reason: 'stock_hp must be a whole number (found "four hundred").' },
      { line: 4, reason: 'Stage 1 needs both hp and torque.' },
    ]);
    expect(res.json().message).toMatch(/^Nothing was imported: 2 rows have problems/);
    expect(await counts()).toEqual(before);
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
      { line: 3, reason: 'The variant is empty.' },
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
    expect(unknown.json().message).toMatch(/^Unknown column "colour"\. The columns are: type, manufacturer/);
    const missing = await importCsv('type,manufacturer,model,variant\nCar,A,B,D');
    expect(missing.json().message).toBe('The file needs the column generation.');
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
    const csv = `${HEADER}\nCar,Skoda,Octavia,Mk3,2.0 TDI 150hp,Diesel,1968,150,340,,,`;
    expect((await importCsv(csv, { user: customer })).statusCode).toBe(403);
    const staff = await createStaff(app, { vehicle_statistics: { variants: { add: true } } });
    expect((await importCsv(csv, { user: staff })).json()).toMatchObject({ imported: 1 });
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
