import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { makePath, multipart, PNG } from './test-support.js';

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

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload });
const get = (user: TestUser, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);

describe('building the vehicle tree', () => {
  it('creates every level and answers each node with its parents', async () => {
    const ids = await makePath(app, admin.headers, { vtype: 'Car A', manufacturer: 'BMW' });
    const res = await get(customer, `/vehicle/variant?generation=${ids.generation}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(res.json().items[0]).toMatchObject({
      _id: ids.variant,
      name: '2.0 TDI 150hp',
      vtype: { _id: ids.vtype, name: 'Car A' },
      manufacturer: { _id: ids.manufacturer, name: 'BMW' },
      vmodel: { _id: ids.vmodel, name: 'Golf' },
      generation: { _id: ids.generation, name: 'Mk7' },
      details_complete: false,
    });
    const one = await get(customer, `/vehicle/vmodel/${ids.vmodel}`);
    expect(one.json()).toMatchObject({
      name: 'Golf',
      manufacturer: { name: 'BMW' },
      vtype: { name: 'Car A' },
    });
  });

  it('gives dropdowns ordered by name, ignoring case', async () => {
    const vtype = (await post(admin, '/vehicle/vtype', { name: 'Dropdown type' })).json()._id;
    for (const name of ['skoda', 'Audi', 'Škoda Trucks', 'BMW']) {
      expect((await post(admin, '/vehicle/manufacturer', { name, vtype })).statusCode).toBe(200);
    }
    const res = await get(customer, `/vehicle/manufacturer/selected/${vtype}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { name: string }) => i.name)).toEqual([
      'Audi',
      'BMW',
      'skoda',
      'Škoda Trucks',
    ]);
    expect(Object.keys(res.json().items[0]).sort()).toEqual(['_id', 'name']);

    const types = await get(customer, '/vehicle/vtype/selected/all');
    expect(types.json().items.map((i: { name: string }) => i.name)).toContain('Dropdown type');
    const filtered = await get(customer, `/vehicle/manufacturer/selected/${vtype}?keyword=SKO`);
    expect(filtered.json().items).toHaveLength(2);

    const bad = await get(customer, '/vehicle/vmodel/selected/all');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a manufacturer first.');
  });

  it('refuses a duplicate name under the same parent, whatever the case or accents', async () => {
    const vtype = (await post(admin, '/vehicle/vtype', { name: 'Dup type' })).json()._id;
    const first = await post(admin, '/vehicle/manufacturer', { name: 'Citroën', vtype });
    expect(first.statusCode).toBe(200);
    const before = await count('vehicle_manufacturers');
    for (const name of ['Citroën', 'CITROEN', '  citroen ']) {
      const res = await post(admin, '/vehicle/manufacturer', { name, vtype });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
      expect(res.json().message).toBe('There is already a manufacturer called "Citroën" in this type.');
    }
    expect(await count('vehicle_manufacturers')).toBe(before);
    // The same name under another type is fine.
    const other = (await post(admin, '/vehicle/vtype', { name: 'Dup type 2' })).json()._id;
    expect((await post(admin, '/vehicle/manufacturer', { name: 'Citroën', vtype: other })).statusCode).toBe(
      200,
    );
    // Renaming onto an existing sibling is refused too.
    const second = (await post(admin, '/vehicle/manufacturer', { name: 'Peugeot', vtype })).json()._id;
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/manufacturer/${second}`,
      headers: admin.headers,
      payload: { name: 'citroen' },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await count('vehicle_models');
    const noName = await post(admin, '/vehicle/vmodel', { manufacturer: 1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 'VALIDATION' });
    expect(noName.json().message).toContain('name');

    const blank = await post(admin, '/vehicle/vtype', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Enter a name.');

    const noParent = await post(admin, '/vehicle/vmodel', { name: 'Orphan', manufacturer: 999999 });
    expect(noParent.statusCode).toBe(404);
    expect(noParent.json().message).toBe('Manufacturer not found.');

    const extra = await post(admin, '/vehicle/vtype', { name: 'X', colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(await count('vehicle_models')).toBe(before);

    expect((await get(admin, '/vehicle/generation/999999')).statusCode).toBe(404);
    expect((await get(admin, '/vehicle/variant?size=1000')).statusCode).toBe(400);
  });

  it('lists with keyword, ancestor filters and paging', async () => {
    const ids = await makePath(app, admin.headers, {
      vtype: 'List type',
      manufacturer: 'Ford',
      vmodel: 'Focus',
    });
    for (const name of ['1.0 EcoBoost 100hp', '1.0 EcoBoost 125hp', '1.5 TDCi 120hp']) {
      await post(admin, '/vehicle/variant', { name, generation: ids.generation });
    }
    const byMaker = await get(admin, `/vehicle/variant?manufacturer=${ids.manufacturer}&size=2&page=2`);
    expect(byMaker.json()).toMatchObject({ total: 4, page: 2, size: 2 });
    expect(byMaker.json().items.map((i: { name: string }) => i.name)).toEqual([
      '1.5 TDCi 120hp',
      '2.0 TDI 150hp',
    ]);
    const keyword = await get(admin, `/vehicle/variant?vtype=${ids.vtype}&keyword=ecoboost`);
    expect(keyword.json().total).toBe(2);
    // Wildcards in a keyword are taken literally.
    expect((await get(admin, `/vehicle/variant?vtype=${ids.vtype}&keyword=%25`)).json().total).toBe(0);
  });
});

describe('who may change the tree', () => {
  it('lets customers read but not write', async () => {
    const ids = await makePath(app, admin.headers, { vtype: 'Perm type' });
    const before = await count('vehicle_types');
    const res = await post(customer, '/vehicle/vtype', { name: 'Customer type' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/variant/${ids.variant}`,
      headers: customer.headers,
    });
    expect(del.statusCode).toBe(403);
    expect(await count('vehicle_types')).toBe(before);
    expect((await get(customer, `/vehicle/generation/selected/${ids.vmodel}`)).statusCode).toBe(200);
  });

  it('refuses reads to visitors and to accounts awaiting approval', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/vehicle/vtype/selected/all' })).statusCode).toBe(
      401,
    );
    const pending = await createUser(app, { status: 0 });
    const res = await get(pending, '/vehicle/vtype/selected/all');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it('lets staff with only variants.add add variants, but not delete them or add other levels', async () => {
    const ids = await makePath(app, admin.headers, { vtype: 'Staff type' });
    const staff = await createStaff(app, { vehicle_statistics: { variants: { add: true } } });
    const added = await post(staff, '/vehicle/variant', {
      name: '1.6 TDI 105hp',
      generation: ids.generation,
    });
    expect(added.statusCode).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/variant/${added.json()._id}`,
      headers: staff.headers,
    });
    expect(del.statusCode).toBe(403);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${added.json()._id}`,
      headers: staff.headers,
      payload: { name: 'renamed' },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await post(staff, '/vehicle/vmodel', { name: 'Polo', manufacturer: ids.manufacturer })).statusCode,
    ).toBe(403);
    expect((await get(admin, `/vehicle/variant/${added.json()._id}`)).statusCode).toBe(200);
  });
});

describe('editing and deleting', () => {
  it('renames and moves a node', async () => {
    const a = await makePath(app, admin.headers, { vtype: 'Move type' });
    const otherModel = (
      await post(admin, '/vehicle/vmodel', { name: 'Passat', manufacturer: a.manufacturer })
    ).json()._id;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/generation/${a.generation}`,
      headers: admin.headers,
      payload: { name: 'B8', vmodel: otherModel },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'B8', vmodel: { _id: otherModel, name: 'Passat' } });
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/generation/${a.generation}`,
      headers: admin.headers,
      payload: { vmodel: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to delete a node that still has children, naming how many', async () => {
    const a = await makePath(app, admin.headers, { vtype: 'Del type', manufacturer: 'Audi' });
    await post(admin, '/vehicle/vmodel', { name: 'A3', manufacturer: a.manufacturer });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/manufacturer/${a.manufacturer}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This manufacturer still has 2 models. Delete them first.');
    expect((await get(admin, `/vehicle/manufacturer/${a.manufacturer}`)).statusCode).toBe(200);

    const one = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/generation/${a.generation}`,
      headers: admin.headers,
    });
    expect(one.json().message).toBe('This generation still has 1 variant. Delete them first.');
  });

  it('deletes a whole subtree with cascade=true, images included', async () => {
    const a = await makePath(app, admin.headers, { vtype: 'Cascade type' });
    const form = await multipart({ stock_hp: '150' }, [
      { field: 'images', name: 'engine.png', type: 'image/png', content: PNG },
    ]);
    const details = await app.inject({
      method: 'PUT',
      url: `/api/vehicle/variant/${a.variant}/details`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(details.json()).toMatchObject({ status: 'success' });
    const key = (await app.db('vehicle_variant_images').where({ variant_id: a.variant }).first()).storage_key;
    expect(await app.storage.size(key)).toBeGreaterThan(0);
    await app.inject({
      method: 'POST',
      url: '/api/vehicle/ecu-adblue-location',
      headers: admin.headers,
      payload: { variant: a.variant, ecu_location: 'Behind the glovebox' },
    });

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/vehicle/vtype/${a.vtype}?cascade=true`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    for (const [table, column, id] of [
      ['vehicle_manufacturers', 'id', a.manufacturer],
      ['vehicle_models', 'id', a.vmodel],
      ['vehicle_generations', 'id', a.generation],
      ['vehicle_variants', 'id', a.variant],
      ['vehicle_variant_images', 'variant_id', a.variant],
      ['ecu_adblue_locations', 'vtype_id', a.vtype],
    ] as const) {
      expect(await app.db(table).where(column, id).first()).toBeUndefined();
    }
    expect(await app.storage.size(key)).toBeNull();
  });

  it('answers 404 when deleting something that is not there', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/vehicle/variant/999999',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Variant not found.');
  });
});
