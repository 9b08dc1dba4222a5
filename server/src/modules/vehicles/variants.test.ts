import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { EVIL_HTML } from '../../../test/support/images.js';
import { makePath, multipart, PNG } from './test-support.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let ids: Awaited<ReturnType<typeof makePath>>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  ids = await makePath(app, admin.headers);
});
afterAll(async () => {
  await app.cleanup();
});

const putDetails = (user: TestUser, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/vehicle/variant/${id}/details`, headers: user.headers, payload });

const golf = {
  engine_type: '2.0 TDI (CR)',
  fuel_type: 'Diesel',
  transmission: 'Manual',
  engine_cc: 1968,
  year_from: 2012,
  year_to: 2020,
  stock_hp: 150,
  stock_torque: 340,
  stages: [
    { stage: 2, hp: 205, torque: 440 },
    { stage: 1, hp: 185, torque: 400 },
  ],
  ecu_brands: ['Bosch EDC17C64', 'bosch edc17c64', 'Delphi DCM6.2'],
};

describe('variant details', () => {
  it('saves details as JSON and answers figures with gains per stage', async () => {
    const res = await putDetails(admin, ids.variant, golf);
    expect(res.statusCode).toBe(200);
    const v = res.json().variant;
    expect(v).toMatchObject({
      _id: ids.variant,
      vtype: { name: 'Car' },
      manufacturer: { name: 'Volkswagen' },
      fuel_type: 'Diesel',
      engine_cc: 1968,
      stock_hp: 150,
      stock_kw: 110,
      stock_torque: 340,
      details_complete: true,
      ecu_brands: ['Bosch EDC17C64', 'Delphi DCM6.2'],
    });
    expect(v.stages).toEqual([
      {
        stage: 1,
        hp: 185,
        kw: 136,
        torque: 400,
        hp_gain: 35,
        torque_gain: 60,
        hp_gain_percent: 23.3,
        torque_gain_percent: 17.6,
      },
      {
        stage: 2,
        hp: 205,
        kw: 151,
        torque: 440,
        hp_gain: 55,
        torque_gain: 100,
        hp_gain_percent: 36.7,
        torque_gain_percent: 29.4,
      },
    ]);
    const again = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/${ids.variant}`,
      headers: customer.headers,
    });
    expect(again.json().variant.stages[0].hp_gain).toBe(35);
  });

  it('saves a multipart form with images; fields left out keep their value, empty ones clear it', async () => {
    const form = await multipart(
      {
        transmission: 'DSG',
        year_to: '',
        ecu_brands: 'Bosch EDC17C64, Siemens PCR2.1',
        stages: JSON.stringify([{ stage: 1, hp: 184, torque: 380 }]),
      },
      [
        { field: 'images', name: 'bay.png', type: 'image/png', content: PNG },
        { field: 'images', name: 'ecu.png', type: 'image/png', content: PNG },
      ],
    );
    const res = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${ids.variant}/details`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().variant;
    expect(v).toMatchObject({
      transmission: 'DSG',
      year_to: null,
      year_from: 2012,
      stock_hp: 150,
      fuel_type: 'Diesel',
    });
    expect(v.ecu_brands).toEqual(['Bosch EDC17C64', 'Siemens PCR2.1']);
    expect(v.stages).toHaveLength(1);
    expect(v.images.map((i: { name: string }) => i.name)).toEqual(['bay.png', 'ecu.png']);

    const image = await app.inject({ method: 'GET', url: v.images[0].url, headers: customer.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const remove = await putDetails(admin, ids.variant, { remove_images: [v.images[0]._id] });
    expect(remove.json().variant.images.map((i: { name: string }) => i.name)).toEqual(['ecu.png']);
    expect(
      (await app.inject({ method: 'GET', url: v.images[0].url, headers: customer.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses bad figures with a clear message and changes nothing', async () => {
    const before = (
      await app.inject({ method: 'GET', url: `/api/vehicle/variant/${ids.variant}`, headers: admin.headers })
    ).json().variant;
    const cases: [object, number, RegExp][] = [
      [{ year_from: 2021, year_to: 2019 }, 400, /year from \(2021\) is after the year to \(2019\)/],
      [{ stock_hp: -5 }, 400, /stock_hp/],
      [
        {
          stages: [
            { stage: 1, hp: 180, torque: 400 },
            { stage: 1, hp: 190, torque: 410 },
          ],
        },
        400,
        /Stage 1 is listed twice/,
      ],
      [{ stages: [{ stage: 9, hp: 180, torque: 400 }] }, 400, /stage/],
      [{ colour: 'red' }, 400, /colour/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await putDetails(admin, ids.variant, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const form = await multipart({ stock_hp: 'lots' });
    const text = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${ids.variant}/details`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('stock_hp');
    const pdf = await multipart({}, [
      { field: 'images', name: 'x.pdf', type: 'application/pdf', content: 'x' },
    ]);
    const wrongType = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${ids.variant}/details`,
      headers: { ...admin.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(wrongType.statusCode).toBe(415);
    // The declared type is the sender's word only: a page sent as a PNG is no image either.
    const page = await multipart({}, [
      { field: 'images', name: 'bay.png', type: 'image/png', content: EVIL_HTML },
    ]);
    const disguised = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${ids.variant}/details`,
      headers: { ...admin.headers, ...page.headers },
      payload: page.payload,
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('Images must be PNG, JPEG, WebP or GIF files.');
    const after = (
      await app.inject({ method: 'GET', url: `/api/vehicle/variant/${ids.variant}`, headers: admin.headers })
    ).json().variant;
    expect(after).toEqual(before);
    expect((await putDetails(admin, 999999, { stock_hp: 100 })).statusCode).toBe(404);
  });

  it('needs variants.edit_details to save details', async () => {
    expect((await putDetails(customer, ids.variant, { stock_hp: 1 })).statusCode).toBe(403);
    const adder = await createStaff(app, { vehicle_statistics: { variants: { add: true, edit: true } } });
    expect((await putDetails(adder, ids.variant, { stock_hp: 1 })).statusCode).toBe(403);
    const editor = await createStaff(app, { vehicle_statistics: { variants: { edit_details: true } } });
    const ok = await putDetails(editor, ids.variant, { stock_hp: 150 });
    expect(ok.statusCode).toBe(200);
  });
});

describe('completed variants and ECU brands', () => {
  it('lists only variants of the generation whose figures are complete', async () => {
    const g = await makePath(app, admin.headers, { vtype: 'Completed type', variant: 'A 1.0' });
    const b = (
      await app.inject({
        method: 'POST',
        url: '/api/vehicle/variant',
        headers: admin.headers,
        payload: { name: 'B 2.0', generation: g.generation },
      })
    ).json()._id;
    await putDetails(admin, b, {
      fuel_type: 'Petrol',
      stock_hp: 200,
      stock_torque: 280,
      stages: [{ stage: 1, hp: 240, torque: 350 }],
    });
    // Figures without a tuned stage are not complete.
    await putDetails(admin, g.variant, { fuel_type: 'Petrol', stock_hp: 100, stock_torque: 150 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/completed/${g.generation}`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((v: { name: string }) => v.name)).toEqual(['B 2.0']);
    expect(res.json().items[0].stages[0]).toMatchObject({ hp_gain: 40, torque_gain: 70 });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/vehicle/variant/completed/999999',
      headers: customer.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('offers the ECU brands recorded on variants for dropdowns', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/vehicle/variant/ecu-brands/for-dropdown',
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(expect.arrayContaining(['Bosch EDC17C64', 'Siemens PCR2.1']));
    const one = await app.inject({
      method: 'GET',
      url: `/api/vehicle/variant/ecu-brands/for-dropdown?variant=${ids.variant}`,
      headers: customer.headers,
    });
    expect(one.json().items).toEqual(['Bosch EDC17C64', 'Siemens PCR2.1']);
  });
});
