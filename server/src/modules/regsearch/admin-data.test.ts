import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { multipart } from '../vehicles/test-support.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(async () => {
  await app.cleanup();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
const idOf = async (url: string, payload: object) => {
  const res = await call(admin, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json()._id as number;
};
async function importCsv(resource: string, csv: string, query = '') {
  const form = await multipart({}, [
    { field: 'file', name: `${resource}.csv`, type: 'text/csv', content: csv },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/reg-search/${resource}/import${query}`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('lookup lists', () => {
  it('creates, lists, edits and deletes every kind', async () => {
    const cases: [string, object, object, object][] = [
      ['vmake', { name: 'Vauxhall' }, { name: 'Vauxhall' }, { name: 'Opel' }],
      [
        'engine-type',
        { engine_cc: 1598, name: '1.6 CDTi' },
        { engine_cc: 1598, name: '1.6 CDTi' },
        { engine_cc: 1599 },
      ],
      ['years', { year: 2017 }, { year: 2017 }, { year: 2018 }],
      ['powers', { bhp: 136 }, { bhp: 136, kw: 100 }, { bhp: 110 }],
      ['fuel-types', { name: 'Diesel' }, { name: 'Diesel' }, { name: 'Petrol' }],
    ];
    for (const [path, body, shown, edit] of cases) {
      const created = await call(admin, 'POST', `/reg-search/${path}`, body);
      expect(created.statusCode, path).toBe(200);
      expect(created.json()).toMatchObject(shown);
      const list = await call(admin, 'GET', `/reg-search/${path}`);
      expect(list.json().total, path).toBe(1);
      const edited = await call(admin, 'PUT', `/reg-search/${path}/${created.json()._id}`, edit);
      expect(edited.statusCode, path).toBe(200);
      expect(edited.json()).toMatchObject(edit);
      expect(
        (await call(admin, 'DELETE', `/reg-search/${path}/${created.json()._id}`)).statusCode,
        path,
      ).toBe(200);
      expect((await call(admin, 'GET', `/reg-search/${path}`)).json().total, path).toBe(0);
    }
  });

  it('keeps models under their make and refuses duplicates', async () => {
    const ford = await idOf('/reg-search/vmake', { name: 'Ford' });
    const model = await call(admin, 'POST', '/reg-search/models', { name: 'Focus', make: ford });
    expect(model.json()).toMatchObject({ name: 'Focus', make: { _id: ford, name: 'Ford' } });
    const dup = await call(admin, 'POST', '/reg-search/models', { name: 'FOCUS', make: ford });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('The model "Focus" for this make already exists.');
    const noMake = await call(admin, 'POST', '/reg-search/models', { name: 'Golf', make: 999999 });
    expect(noMake.statusCode).toBe(404);
    expect(noMake.json().message).toBe('Make not found.');
    const dupMake = await call(admin, 'POST', '/reg-search/vmake', { name: ' ford ' });
    expect(dupMake.json().message).toBe('The make "Ford" already exists.');
    const bad = await call(admin, 'POST', '/reg-search/years', { year: 1800 });
    expect(bad.statusCode).toBe(400);

    const byMake = await call(admin, 'GET', `/reg-search/models?make=${ford}&search=foc`);
    expect(byMake.json().total).toBe(1);
    const dropdown = await call(customer, 'GET', `/reg-search/makes/selected/${ford}`);
    expect(dropdown.json().items).toEqual([{ _id: model.json()._id, name: 'Focus' }]);
    const makes = await call(customer, 'GET', '/reg-search/makes/selected/all');
    expect(makes.json().items.map((m: { name: string }) => m.name)).toContain('Ford');
  });

  it('refuses to delete a make that models or records still use', async () => {
    const make = await idOf('/reg-search/vmake', { name: 'Kia' });
    await idOf('/reg-search/models', { name: 'Ceed', make });
    await idOf('/reg-search/uvc-final', { uvc: 'KIA001', make });
    const res = await call(admin, 'DELETE', `/reg-search/vmake/${make}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The make "Kia" is still used by 1 model and 1 UVC record. Change or delete those first.',
    );
  });

  it('needs the miscellaneous permission', async () => {
    expect((await call(customer, 'GET', '/reg-search/vmake')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/reg-search/vmake', { name: 'Seat' })).statusCode).toBe(403);
    const staff = await createStaff(app, { vehicle_statistics: { enabled: true } });
    expect((await call(staff, 'POST', '/reg-search/vmake', { name: 'Seat' })).statusCode).toBe(403);
    const misc = await createStaff(app, { miscellaneous: true });
    expect((await call(misc, 'POST', '/reg-search/vmake', { name: 'Seat' })).statusCode).toBe(200);
  });
});

describe('UVC records, vehicle finals and registration numbers', () => {
  it('records a UVC with its dimensions and checks the model belongs to the make', async () => {
    const vw = await idOf('/reg-search/vmake', { name: 'Volkswagen' });
    const golf = await idOf('/reg-search/models', { name: 'Golf', make: vw });
    const ford = (await call(admin, 'GET', '/reg-search/vmake?search=ford')).json().items[0]._id;
    const diesel = await idOf('/reg-search/fuel-types', { name: 'Diesel' });
    const cc = await idOf('/reg-search/engine-type', { engine_cc: 1968 });
    const power = await idOf('/reg-search/powers', { bhp: 150 });
    const year = await idOf('/reg-search/years', { year: 2016 });
    const res = await call(admin, 'POST', '/reg-search/uvc-final', {
      uvc: 'vw-golf-150',
      make: vw,
      model: golf,
      fuel_type: diesel,
      engine_type: cc,
      power,
      year,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uvc: 'VW-GOLF-150',
      make: { name: 'Volkswagen' },
      model: { name: 'Golf' },
      engine_type: { name: '1968 cc' },
      power: { name: '150 bhp' },
      year: { name: '2016' },
      variant: null,
      description: 'Volkswagen Golf 1968 cc Diesel 150 bhp 2016',
    });
    const wrong = await call(admin, 'POST', '/reg-search/uvc-final', { uvc: 'X1', make: ford, model: golf });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The chosen model belongs to another make.');
    const dup = await call(admin, 'POST', '/reg-search/uvc-final', { uvc: 'VW-golf-150', make: vw });
    expect(dup.statusCode).toBe(409);
    const variant = await call(admin, 'PUT', `/reg-search/uvc-final/${res.json()._id}`, { variant: 999999 });
    expect(variant.statusCode).toBe(404);

    const makes = await call(admin, 'GET', '/reg-search/uvc-final/total-makes');
    expect(makes.json().items).toEqual(
      expect.arrayContaining([{ _id: vw, name: 'Volkswagen', count: 1, clicks: 0 }]),
    );
    const access = await call(customer, 'GET', '/access/reg-search/makes/selected');
    expect(access.json().items.map((m: { name: string }) => m.name)).toEqual(['Kia', 'Volkswagen']);
  });

  it('stores registration numbers normalised and unique', async () => {
    const res = await call(admin, 'POST', '/reg-search/vehicle-main', {
      vehicle_reg_no: 'ab16 cde',
      vin: 'wvwzzzauzgw000001',
      uvc: 'vw-golf-150',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      vehicle_reg_no: 'AB16CDE',
      vin: 'WVWZZZAUZGW000001',
      uvc: 'VW-GOLF-150',
      uvc_final: { description: 'Volkswagen Golf 1968 cc Diesel 150 bhp 2016' },
      clicks: 0,
    });
    const dup = await call(admin, 'POST', '/reg-search/vehicle-main', {
      vehicle_reg_no: 'AB16-CDE',
      uvc: 'X',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('The registration number AB16CDE is already recorded.');
    const badVin = await call(admin, 'POST', '/reg-search/vehicle-main', {
      vehicle_reg_no: 'ZZ1',
      vin: 'IOQ',
      uvc: 'X',
    });
    expect(badVin.statusCode).toBe(400);
    expect(badVin.json().message).toMatch(/is not a VIN/);

    const view = await call(admin, 'GET', '/reg-search/vehicle-main/uvc-final?vehicle_reg_no=ab16cde');
    expect(view.json()).toMatchObject({
      vehicle_main: { vehicle_reg_no: 'AB16CDE' },
      uvc_final: { uvc: 'VW-GOLF-150' },
    });
    const unknown = await call(admin, 'GET', '/reg-search/vehicle-main/uvc-final?vehicle_reg_no=NOPE1');
    expect(unknown.statusCode).toBe(404);
    const search = await call(admin, 'GET', '/reg-search/vehicle-main?search=ab16 c');
    expect(search.json().total).toBe(1);
  });

  it('keeps registration numbers when all UVC records are wiped, and re-links them on re-import', async () => {
    const wiped = await call(admin, 'DELETE', '/reg-search/uvc-final/all');
    expect(wiped.json()).toMatchObject({ deleted: 2 });
    const main = await call(admin, 'GET', '/reg-search/vehicle-main?search=AB16CDE');
    expect(main.json().items[0]).toMatchObject({ uvc: 'VW-GOLF-150', uvc_final: null });

    const csv = [
      'uvc,make,model,year,fuel_type,engine_cc,bhp,description',
      'VW-GOLF-150,Volkswagen,Golf,2016,Diesel,1968,150,',
      'FORD-FOCUS-125,FORD,Focus,2015,Petrol,999,125,Ford Focus 1.0 EcoBoost',
    ].join('\n');
    const res = await importCsv('uvc-final', csv);
    expect(res.json()).toMatchObject({ imported: 2, created: 2, rejected_total: 0 });
    const after = await call(admin, 'GET', '/reg-search/vehicle-main?search=AB16CDE');
    expect(after.json().items[0].uvc_final).not.toBeNull();
    // Values the lists lacked were added to them.
    expect((await call(admin, 'GET', '/reg-search/engine-type?search=999')).json().total).toBe(1);
  });

  it('keeps tuning figures for vehicles the vehicle database lacks', async () => {
    const ford = (await call(admin, 'GET', '/reg-search/vmake?search=ford')).json().items[0]._id;
    const res = await call(admin, 'POST', '/reg-search/vehicle-finals', {
      make: ford,
      stock_hp: 125,
      stock_torque: 170,
      stages: [{ stage: 1, hp: 155, torque: 230 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stages[0]).toMatchObject({ hp_gain: 30, torque_gain: 60 });
    const dup = await call(admin, 'POST', '/reg-search/vehicle-finals', { make: ford });
    expect(dup.statusCode).toBe(409);
  });
});

describe('CSV imports of the registration data', () => {
  it('imports every lookup list', async () => {
    const files: [string, string, number][] = [
      ['vmake', 'name\nSkoda\nSEAT\nCupra', 2],
      ['models', 'make,name\nSkoda,Octavia\nSkoda,Fabia\nMini,Cooper', 3],
      ['engine-type', 'engine_cc,name\n1968,2.0 TDI\n1395,1.4 TSI', 1],
      ['years', 'year\n2019\n2020', 2],
      ['powers', 'bhp\n150\n184', 1],
      ['fuel-types', 'name\ndiesel\nHybrid', 1],
    ];
    for (const [resource, csv, created] of files) {
      const res = await importCsv(resource, csv);
      expect(res.statusCode, resource).toBe(200);
      expect(res.json().rejected, resource).toEqual([]);
      expect(res.json().created, resource).toBe(created);
    }
    const engine = await call(admin, 'GET', '/reg-search/engine-type?search=1968');
    expect(engine.json().items[0].name).toBe('2.0 TDI');
  });

  it('reports broken rows by line and imports nothing', async () => {
    const before = Number((await app.db('reg_vehicle_main').count({ n: '*' }))[0].n);
    const csv = [
      'vehicle_reg_no,uvc,vin',
      'XY19ABC,VW-GOLF-150,',
      'XY19 ABD,,',
      'XY19ABE,FORD-FOCUS-125,SHORTVIN',
    ].join('\n');
    const res = await importCsv('vehicle-main', csv);
    expect(res.json()).toMatchObject({ imported: 0, rejected_total: 2 });
    expect(res.json().rejected.map((r: { line: number }) => r.line)).toEqual([3, 4]);
    expect(Number((await app.db('reg_vehicle_main').count({ n: '*' }))[0].n)).toBe(before);

    const skipped = await importCsv('vehicle-main', csv, '?skip_invalid=true');
    expect(skipped.json()).toMatchObject({ imported: 1, created: 1, rejected_total: 2 });
  });

  it('refuses a UVC row naming a variant that does not exist', async () => {
    const res = await importCsv('uvc-final', 'uvc,make,variant_id\nABC1,Skoda,999999');
    expect(res.json().rejected).toEqual([{ line: 2, reason: 'There is no variant with id 999999.' }]);
  });

  it('is refused to customers', async () => {
    const form = await multipart({}, [
      { field: 'file', name: 'x.csv', type: 'text/csv', content: 'name\nA' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/reg-search/vmake/import',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
  });
});
