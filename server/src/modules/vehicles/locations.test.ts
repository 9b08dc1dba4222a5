import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { blankPng, EVIL_HTML } from '../../../test/support/images.js';
import { makePath, multipart, PNG } from './test-support.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let car: Awaited<ReturnType<typeof makePath>>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  car = await makePath(app, admin.headers, {
    vtype: 'Car',
    manufacturer: 'Toyota',
    vmodel: 'Hilux',
    generation: 'AN120',
    variant: '2.4 D-4D 150hp',
  });
});
afterAll(async () => {
  await app.cleanup();
});

const create = (user: TestUser, payload: object) =>
  app.inject({ method: 'POST', url: '/api/vehicle/ecu-adblue-location', headers: user.headers, payload });
const one = (query: string) =>
  app.inject({
    method: 'GET',
    url: `/api/vehicle/one-ecu-adblue-location?${query}`,
    headers: customer.headers,
  });

describe('ECU/AdBlue locations', () => {
  it('records a location with images from a multipart form', async () => {
    const form = await multipart(
      {
        vtype: String(car.vtype),
        manufacture: String(car.manufacturer),
        vmodel: '',
        ecu_location: 'Behind the battery, left side of the engine bay',
        adblue_location: 'Under the rear bumper',
      },
      [
        { field: 'ecu_location_images', name: 'ecu.png', type: 'image/png', content: PNG },
        { field: 'adblue_location_images', name: 'adblue.png', type: 'image/png', content: PNG },
      ],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/vehicle/ecu-adblue-location',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const loc = res.json();
    expect(loc).toMatchObject({
      vtype: { _id: car.vtype, name: 'Car' },
      manufacture: { _id: car.manufacturer, name: 'Toyota' },
      vmodel: null,
      variant: null,
      ecu_location: 'Behind the battery, left side of the engine bay',
      adblue_location: 'Under the rear bumper',
    });
    expect(loc.ecu_location_images).toHaveLength(1);
    expect(loc.adblue_location_images[0].name).toBe('adblue.png');
    const image = await app.inject({
      method: 'GET',
      url: loc.ecu_location_images[0].url,
      headers: customer.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers the most specific location for a vehicle', async () => {
    const variantLoc = await create(admin, {
      variant: car.variant,
      ecu_location: 'Variant specific: under the airbox',
    });
    expect(variantLoc.statusCode).toBe(200);
    // The variant alone is enough: its parents are filled in.
    expect(variantLoc.json()).toMatchObject({
      vtype: { _id: car.vtype },
      generation: { _id: car.generation },
    });

    const forVariant = await one(`vtype=${car.vtype}&manufacture=${car.manufacturer}&variant=${car.variant}`);
    expect(forVariant.json().location.ecu_location).toBe('Variant specific: under the airbox');
    const forModel = await one(`vtype=${car.vtype}&manufacture=${car.manufacturer}&vmodel=${car.vmodel}`);
    expect(forModel.json().location.ecu_location).toMatch(/^Behind the battery/);
    const other = await makePath(app, admin.headers, { vtype: 'Tractor' });
    const none = await one(`vtype=${other.vtype}`);
    expect(none.json()).toEqual({ status: 'success', location: null });
  });

  it('refuses a second location for the same vehicle, and inconsistent levels', async () => {
    const before = await app.db('ecu_adblue_locations').count({ n: '*' });
    const dup = await create(admin, { variant: car.variant });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(
      'There is already an ECU/AdBlue location for this vehicle. Edit that one instead.',
    );
    const other = await makePath(app, admin.headers, { vtype: 'Van' });
    const wrong = await create(admin, { vtype: other.vtype, variant: car.variant });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The chosen variant does not belong to the chosen type.');
    const empty = await create(admin, { ecu_location: 'Somewhere' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a vehicle type at least.');
    const missing = await create(admin, { generation: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(await app.db('ecu_adblue_locations').count({ n: '*' })).toEqual(before);
  });

  it('edits text and images, and deletes', async () => {
    const created = (await create(admin, { generation: car.generation, ecu_location: 'Old text' })).json();
    const add = await multipart({ ecu_location: 'New text' }, [
      { field: 'ecu_location_images', name: 'a.png', type: 'image/png', content: PNG },
    ]);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/ecu-adblue-location/${created._id}`,
      headers: { ...admin.headers, ...add.headers },
      payload: add.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ecu_location: 'New text', generation: { _id: car.generation } });
    const imageId = edited.json().ecu_location_images[0]._id;
    const key = (await app.db('ecu_adblue_location_images').where({ id: imageId }).first()).storage_key;

    const removed = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/ecu-adblue-location/${created._id}`,
      headers: admin.headers,
      payload: { remove_images: [imageId] },
    });
    expect(removed.json().ecu_location_images).toEqual([]);
    expect(await app.storage.size(key)).toBeNull();

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/ecu-adblue-location/${created._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/ecu-adblue-location/${created._id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('types images by their bytes: a page declared as PNG, or too many pixels, is refused and nothing kept', async () => {
    const before = await app.db('ecu_adblue_locations').count({ n: '*' });
    const put = vi.spyOn(app.storage, 'put');
    try {
      for (const [bad, status, message] of [
        [EVIL_HTML, 415, 'Images must be PNG, JPEG, WebP or GIF files.'],
        [blankPng(8000, 8000), 413, 'The image is too large: at most 40 megapixels.'],
      ] as const) {
        put.mockClear();
        // A good image first: it is stored, then removed again with the refusal.
        const form = await multipart({ generation: String(car.generation), ecu_location: 'Nope' }, [
          { field: 'ecu_location_images', name: 'ok.png', type: 'image/png', content: PNG },
          { field: 'adblue_location_images', name: 'evil.png', type: 'image/png', content: bad },
        ]);
        const res = await app.inject({
          method: 'POST',
          url: '/api/vehicle/ecu-adblue-location',
          headers: { ...admin.headers, ...form.headers },
          payload: form.payload,
        });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
        expect(put).toHaveBeenCalledTimes(1);
        const stored = await put.mock.results[0].value;
        expect(await app.storage.size(stored.key)).toBeNull();
      }
    } finally {
      put.mockRestore();
    }
    expect(await app.db('ecu_adblue_locations').count({ n: '*' })).toEqual(before);
  });

  it('lists locations with filters and keyword', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/api/vehicle/ecu-adblue-locations',
      headers: customer.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    const byVariant = await app.inject({
      method: 'GET',
      url: `/api/vehicle/ecu-adblue-locations?variant=${car.variant}`,
      headers: customer.headers,
    });
    expect(byVariant.json().total).toBe(1);
    const keyword = await app.inject({
      method: 'GET',
      url: '/api/vehicle/ecu-adblue-locations?keyword=bumper',
      headers: customer.headers,
    });
    expect(keyword.json().items.map((l: { adblue_location: string }) => l.adblue_location)).toEqual([
      'Under the rear bumper',
    ]);
  });

  it('keeps the stored path right when a variant moves to another generation', async () => {
    const other = (
      await app.inject({
        method: 'POST',
        url: '/api/vehicle/generation',
        headers: admin.headers,
        payload: { name: 'AN130', vmodel: car.vmodel },
      })
    ).json()._id;
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${car.variant}`,
      headers: admin.headers,
      payload: { generation: other },
    });
    expect(moved.statusCode).toBe(200);
    const loc = await one(`variant=${car.variant}`);
    expect(loc.json().location).toMatchObject({
      generation: { _id: other, name: 'AN130' },
      variant: { _id: car.variant },
    });
  });

  it('needs the miscellaneous permission to write', async () => {
    const staff = await createStaff(app, { vehicle_statistics: { enabled: true, variants: { add: true } } });
    expect((await create(staff, { vtype: car.vtype })).statusCode).toBe(403);
    expect((await create(customer, { vtype: car.vtype })).statusCode).toBe(403);
    const misc = await createStaff(app, { miscellaneous: true });
    const other = await makePath(app, admin.headers, { vtype: 'Truck' });
    expect(
      (await create(misc, { vtype: other.vtype, ecu_location: 'Cab, behind the seat' })).statusCode,
    ).toBe(200);
  });
});
