import { PRICE_LIST_ITEMS_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let manager: TestUser;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  manager = await createStaff(app, { tuning_services: true });
  other = await createStaff(app, { settings: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);

describe('price items', () => {
  it('adds credit packages in the site currency and shows customers those on sale, in order', async () => {
    const add = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/price', headers: manager.headers, payload });
    const ten = await add({ name: '10 credits', credits: 1000, price: 1000 });
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toMatchObject({
      name: '10 credits',
      credits: 1000,
      price: 1000,
      currency: 'EUR',
      position: 1,
    });
    const fifty = await add({ name: '50 credits', credits: 5000, price: 4750, currency: 'gbp' });
    expect(fifty.json().currency).toBe('GBP');
    await add({ name: 'Old offer', credits: 100, price: 100, status: 'offline' });

    const pub = await app.inject({ method: 'GET', url: '/api/price_all' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().items.map((p: { name: string }) => p.name)).toEqual(['10 credits', '50 credits']);
    const paged = await app.inject({ method: 'GET', url: '/api/price?size=1', headers: customer.headers });
    expect(paged.json()).toMatchObject({ total: 2, size: 1, page: 1 });
    const forManager = await app.inject({ method: 'GET', url: '/api/price_all', headers: manager.headers });
    expect(forManager.json().items).toHaveLength(3);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/price/${fifty.json()._id}/update_pos`,
      headers: manager.headers,
      payload: { position: 1 },
    });
    expect(moved.json().items.map((p: { name: string }) => p.name)).toEqual([
      '50 credits',
      '10 credits',
      'Old offer',
    ]);
  });

  it('refuses bad input and other roles, and writes nothing', async () => {
    const before = await count('price_items');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/price',
      headers: manager.headers,
      payload: { name: 'X', credits: 100, price: 100, currency: 'EURO' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('currency');
    for (const user of [customer, other]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/price',
        headers: user.headers,
        payload: { name: 'X', credits: 100, price: 100 },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await count('price_items')).toBe(before);
  });

  it('changes and deletes a price item', async () => {
    const item = await app.db('price_items').where({ name: '10 credits' }).first();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/price/${item.id}`,
      headers: manager.headers,
      payload: { price: 990 },
    });
    expect(put.json()).toMatchObject({ price: 990, name: '10 credits' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/price/${item.id}`,
      headers: manager.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/price/${item.id}`, headers: manager.headers }))
        .statusCode,
    ).toBe(404);
  });
});

const line = (make: string, model: string, extra: object = {}) => ({
  vehicle: 'Car',
  make,
  model,
  engine: '2.0 TDI 150',
  stage: 'Stage 1',
  stock_power: 150,
  tuned_power: 190,
  stock_torque: 340,
  tuned_torque: 410,
  price: 34900,
  ...extra,
});

describe('public price list', () => {
  it('refuses a missing, empty or non-array list with the exact words', async () => {
    for (const payload of [{}, { items: [] }, { items: 'golf' }, { models: {} }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/price-list',
        headers: manager.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: PRICE_LIST_ITEMS_MESSAGE });
    }
    expect(PRICE_LIST_ITEMS_MESSAGE).toBe('models must be an array of price list items!');
  });

  it('adds all lines or none', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { items: [line('Volkswagen', 'Golf 7'), line('BMW', '', { price: 10 })] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Price list line 2: Invalid "model": must not be empty.');
    expect(await count('price_list_items')).toBe(0);

    const ok = await app.inject({
      method: 'POST',
      url: '/api/price-list',
      headers: manager.headers,
      payload: {
        items: [
          line('Volkswagen', 'Golf 7'),
          line('BMW', '320d', { stock_torque: null, tuned_torque: null }),
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items).toHaveLength(2);
    expect(ok.json().items[1]).toMatchObject({ make: 'BMW', stock_torque: null });
    // The older field name works too.
    const models = await app.inject({
      method: 'POST',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { models: [line('Scania', 'R-series', { vehicle: 'Truck', engine: 'DC13 450' })] },
    });
    expect(models.statusCode).toBe(200);
  });

  it('shows the list to anyone, searchable and paged', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/price-list' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, size: 50 });
    expect(all.json().items.map((l: { make: string }) => l.make)).toEqual(['BMW', 'Scania', 'Volkswagen']);
    const search = await app.inject({ method: 'GET', url: '/api/price-list?keyword=golf' });
    expect(search.json().items.map((l: { model: string }) => l.model)).toEqual(['Golf 7']);
    const trucks = await app.inject({ method: 'GET', url: '/api/price-list?vehicle=Truck' });
    expect(trucks.json().total).toBe(1);
    // LIKE wildcards are taken literally.
    expect((await app.inject({ method: 'GET', url: '/api/price-list?keyword=%25' })).json().total).toBe(0);
  });

  it('changes lines by _id and adds the others, all or nothing', async () => {
    const golf = await app.db('price_list_items').where({ model: 'Golf 7' }).first();
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { items: [line('Audi', 'A4'), { _id: 99999, price: 1 }] },
    });
    expect(missing.statusCode).toBe(404);
    expect(await app.db('price_list_items').where({ make: 'Audi' }).first()).toBeUndefined();

    const res = await app.inject({
      method: 'PATCH',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { items: [{ _id: golf.id, price: 29900, tuned_power: 195 }, line('Audi', 'A4')] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((l: { model: string; price: number }) => [l.model, l.price])).toEqual([
      ['Golf 7', 29900],
      ['A4', 34900],
    ]);
    const incomplete = await app.inject({
      method: 'PATCH',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { items: [{ make: 'Seat' }] },
    });
    expect(incomplete.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'PATCH',
      url: '/api/price-list',
      headers: manager.headers,
      payload: { items: [] },
    });
    expect(empty.json().message).toBe(PRICE_LIST_ITEMS_MESSAGE);
  });

  it('keeps customers out of editing and deletes a line', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/price-list',
      headers: customer.headers,
      payload: { items: [line('Kia', 'Ceed')] },
    });
    expect(post.statusCode).toBe(403);
    const golf = await app.db('price_list_items').where({ model: 'Golf 7' }).first();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/price-list/${golf.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/price-list/${golf.id}`,
      headers: manager.headers,
    });
    expect(del.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/price-list/${golf.id}`,
      headers: manager.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
