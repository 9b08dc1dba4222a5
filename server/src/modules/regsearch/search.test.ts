import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { makePath } from '../vehicles/test-support.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let golf: Awaited<ReturnType<typeof makePath>>;

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
const search = (user: TestUser, regno: string) =>
  call(user, 'GET', `/vehicle/reg_search/${encodeURIComponent(regno)}`);
const setMode = async (reg_no_mode: 'reg_no' | 'vin' | 'off') =>
  app.settings.set('site', { ...(await app.settings.all()), reg_no_mode });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  other = await createUser(app);

  golf = await makePath(app, admin.headers, {
    manufacturer: 'Volkswagen',
    vmodel: 'Golf',
    generation: 'Mk7',
    variant: '2.0 TDI 150hp',
  });
  await call(admin, 'PUT', `/vehicle/variant/${golf.variant}/details`, {
    fuel_type: 'Diesel',
    engine_cc: 1968,
    year_from: 2012,
    year_to: 2020,
    stock_hp: 150,
    stock_torque: 340,
    stages: [{ stage: 1, hp: 185, torque: 400 }],
  });
  // A second Golf the matcher must not pick for a 150 bhp diesel.
  const petrol = (
    await call(admin, 'POST', '/vehicle/variant', { name: '1.4 TSI 125hp', generation: golf.generation })
  ).json()._id;
  await call(admin, 'PUT', `/vehicle/variant/${petrol}/details`, {
    fuel_type: 'Petrol',
    engine_cc: 1395,
    stock_hp: 125,
    stock_torque: 200,
  });

  const post = async (url: string, payload: object) =>
    (await call(admin, 'POST', url, payload)).json()._id as number;
  const vw = await post('/reg-search/vmake', { name: 'VOLKSWAGEN' });
  const golfModel = await post('/reg-search/models', { name: 'GOLF', make: vw });
  const diesel = await post('/reg-search/fuel-types', { name: 'DIESEL' });
  const cc = await post('/reg-search/engine-type', { engine_cc: 1968 });
  const bhp = await post('/reg-search/powers', { bhp: 148 });
  const year = await post('/reg-search/years', { year: 2016 });
  // Not linked to a variant: found by make, model, engine size, power, fuel and year.
  await post('/reg-search/uvc-final', {
    uvc: 'UVC-GOLF',
    make: vw,
    model: golfModel,
    fuel_type: diesel,
    engine_type: cc,
    power: bhp,
    year,
  });
  await post('/reg-search/vehicle-main', {
    vehicle_reg_no: 'AB16CDE',
    vin: 'WVWZZZAUZGW000001',
    uvc: 'UVC-GOLF',
  });
  // Linked by hand to the same variant.
  await post('/reg-search/uvc-final', { uvc: 'UVC-LINKED', make: vw, variant: golf.variant });
  await post('/reg-search/vehicle-main', { vehicle_reg_no: 'LK17LNK', uvc: 'UVC-LINKED' });

  // A vehicle the database lacks, with figures of its own.
  const dacia = await post('/reg-search/vmake', { name: 'Dacia' });
  const duster = await post('/reg-search/models', { name: 'Duster', make: dacia });
  const tce = await post('/reg-search/engine-type', { engine_cc: 1332 });
  const p130 = await post('/reg-search/powers', { bhp: 130 });
  await post('/reg-search/uvc-final', {
    uvc: 'UVC-DUSTER',
    make: dacia,
    model: duster,
    engine_type: tce,
    power: p130,
  });
  await post('/reg-search/vehicle-finals', {
    make: dacia,
    model: duster,
    engine_type: tce,
    power: p130,
    stock_hp: 130,
    stock_torque: 240,
    stages: [{ stage: 1, hp: 160, torque: 290 }],
  });
  await post('/reg-search/vehicle-main', { vehicle_reg_no: 'DU19STR', uvc: 'UVC-DUSTER' });
  await post('/reg-search/vehicle-main', { vehicle_reg_no: 'NO20UVC', uvc: 'UVC-MISSING' });
});
afterAll(async () => {
  await app.cleanup();
});

describe('registration search', () => {
  it('finds a vehicle by registration number, however it is typed, with the matched variant figures', async () => {
    const res = await search(customer, 'ab16 cde');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      found: true,
      reg_no: 'AB16CDE',
      vehicle: { uvc: 'UVC-GOLF', make: 'VOLKSWAGEN', model: 'GOLF', year: 2016, engine_cc: 1968, bhp: 148 },
      variant: { _id: golf.variant, name: '2.0 TDI 150hp', manufacturer: { name: 'Volkswagen' } },
      figures: { source: 'variant', stock_hp: 150, stock_torque: 340 },
    });
    expect(body.figures.stages[0]).toMatchObject({ stage: 1, hp: 185, hp_gain: 35 });
    expect(body.message).toBe('VOLKSWAGEN GOLF 1968 cc DIESEL 148 bhp 2016.');
  });

  it('uses the variant an admin linked', async () => {
    const res = await search(customer, 'LK17LNK');
    expect(res.json()).toMatchObject({
      found: true,
      variant: { _id: golf.variant },
      figures: { source: 'variant' },
    });
  });

  it('falls back to vehicle-final figures for vehicles the database lacks', async () => {
    const res = await search(customer, 'DU19STR');
    expect(res.json()).toMatchObject({
      found: true,
      variant: null,
      figures: {
        source: 'vehicle_final',
        stock_hp: 130,
        stock_kw: 96,
        stages: [{ stage: 1, hp: 160, hp_gain: 30 }],
      },
    });
  });

  it('says so when nothing is known', async () => {
    const unknown = await search(customer, 'ZZ99ZZZ');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ found: false, vehicle: null, figures: null });
    expect(unknown.json().message).toBe('No vehicle was found for the registration number ZZ99ZZZ.');
    // A registration whose UVC record is missing is not found either.
    expect((await search(customer, 'NO20UVC')).json().found).toBe(false);
  });

  it('refuses input that is not a registration number', async () => {
    const res = await search(customer, 'AB!!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a registration number: up to 12 letters and digits.');
    expect((await app.inject({ method: 'GET', url: '/api/vehicle/reg_search/AB16CDE' })).statusCode).toBe(
      401,
    );
  });

  it('refuses letters that only upper-case into a registration, and records nothing for them', async () => {
    const searcher = await createUser(app);
    // ß, the ligature ﬀ, the dotless ı and the long ſ upper-case to SS, FF, I and S.
    for (const input of ['ß', '\uFB00', 'AB1\u0131', '\u017F12']) {
      const res = await search(searcher, input);
      expect(res.statusCode, input).toBe(400);
      expect(res.json().message).toBe('Enter a registration number: up to 12 letters and digits.');
    }
    expect(await app.db('reg_search_history').where({ user_id: searcher.id })).toHaveLength(0);
    // Lower case, spaces and dashes are still accepted.
    const typed = await search(searcher, 'ab-16 cde');
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ found: true, reg_no: 'AB16CDE' });
  });

  it('searches by VIN in vin mode and is refused when turned off', async () => {
    await setMode('vin');
    try {
      const reg = await search(customer, 'AB16CDE');
      expect(reg.statusCode).toBe(400);
      expect(reg.json().message).toMatch(/17-character VIN/);
      const vin = await search(customer, 'wvwzzzauzgw000001');
      expect(vin.json()).toMatchObject({ found: true, vehicle: { uvc: 'UVC-GOLF' } });
      await setMode('off');
      const off = await search(customer, 'AB16CDE');
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({
        code: 'FEATURE_DISABLED',
        message: 'Registration search is turned off on this site.',
      });
    } finally {
      await setMode('reg_no');
    }
  });
});

describe('search history and statistics', () => {
  it('shows customers their own searches only', async () => {
    await search(other, 'LK17LNK');
    const mine = await call(customer, 'GET', '/reg-search/history?size=50');
    expect(mine.statusCode).toBe(200);
    const regs = mine.json().items.map((i: { reg_no: string }) => i.reg_no);
    expect(regs).toContain('AB16CDE');
    expect(regs).toContain('ZZ99ZZZ');
    expect(mine.json().items.every((i: { user?: unknown }) => i.user === undefined)).toBe(true);
    const theirs = await call(other, 'GET', '/reg-search/history');
    expect(theirs.json()).toMatchObject({
      total: 1,
      items: [{ reg_no: 'LK17LNK', found: true, variant: golf.variant }],
    });
    const filtered = await call(customer, 'GET', '/reg-search/history?search=zz99');
    expect(filtered.json().items.map((i: { found: boolean }) => i.found)).toEqual([false]);
  });

  it("gives staff everyone's searches and the click counts", async () => {
    const all = await call(admin, 'GET', `/reg-search/history/all?user=${other.id}`);
    expect(all.json().items[0]).toMatchObject({
      reg_no: 'LK17LNK',
      user: { _id: other.id, username: other.username },
    });
    expect((await call(customer, 'GET', '/reg-search/history/all')).statusCode).toBe(403);

    const totals = await call(admin, 'GET', '/reg-search/vehicle-main/total-clicks');
    const history = await app.db('reg_search_history').select('found');
    const found = history.filter((h: { found: unknown }) => Boolean(h.found)).length;
    expect(totals.json()).toEqual({
      status: 'success',
      total: history.length,
      found,
      not_found: history.length - found,
      this_month: history.length,
    });
    const monthly = await call(admin, 'GET', '/reg-search/vehicle-main/monthly-clicks?months=3');
    const items = monthly.json().items;
    expect(items).toHaveLength(3);
    expect(items[2]).toEqual({ month: new Date().toISOString().slice(0, 7), total: history.length, found });
    expect(items[0].total).toBe(0);
    expect((await call(customer, 'GET', '/reg-search/vehicle-main/total-clicks')).statusCode).toBe(403);

    const main = await call(admin, 'GET', '/reg-search/vehicle-main?search=LK17LNK');
    expect(main.json().items[0].clicks).toBe(2);
    // Per make: the sum of the clicks of its registration numbers.
    const perMake = (await call(admin, 'GET', '/reg-search/uvc-final/total-makes')).json().items;
    const clicks = await app
      .db('reg_vehicle_main as vm')
      .join('reg_uvc_finals as u', 'u.uvc', 'vm.uvc')
      .join('reg_makes as mk', 'mk.id', 'u.make_id')
      .select('mk.name', 'vm.clicks');
    for (const make of perMake) {
      const expected = clicks
        .filter((c: { name: string }) => c.name === make.name)
        .reduce((sum: number, c: { clicks: number }) => sum + Number(c.clicks), 0);
      expect(make.clicks, make.name).toBe(expected);
    }
    expect(perMake.some((m: { clicks: number }) => m.clicks >= 2)).toBe(true);
  });
});
