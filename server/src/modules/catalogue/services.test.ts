import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { quoteOrder } from './quote.js';

let app: TestApp;
let admin: TestUser;
let tuner: TestUser;
let customer: TestUser;
let staffWithout: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  tuner = await createStaff(app, { tuning_services: true });
  staffWithout = await createStaff(app, { orders: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const service = (name: string, extra: Record<string, unknown> = {}) => ({
  service_name: name,
  type_1_price: 5000,
  type_2_price: 12000,
  type_3_price: 4000,
  ...extra,
});

async function post(url: string, user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url, headers: user.headers, payload });
}
const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);

describe('services', () => {
  it('lets a tuning-services manager add and change a service, and lists it for staff', async () => {
    const res = await post('/api/service', tuner, {
      ...service('Stage 1'),
      main_service: true,
      description: 'More power',
      opening_hours: true,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      service_name: 'Stage 1',
      main_service: true,
      type_2_price: 12000,
      status: 'online',
      opening_hours: true,
      position: 1,
    });
    expect(created._id).toBeTypeOf('number');

    const put = await app.inject({
      method: 'PUT',
      url: `/api/service/${created._id}`,
      headers: tuner.headers,
      payload: { type_1_price: 5500, status: 'offline' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ type_1_price: 5500, status: 'offline', service_name: 'Stage 1' });

    const list = await app.inject({
      method: 'GET',
      url: '/api/service?keyword=stage',
      headers: tuner.headers,
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(list.json().items[0].service_name).toBe('Stage 1');
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await count('services');
    const missing = await post('/api/service', admin, { service_name: 'No prices' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('type_1_price');
    const negative = await post('/api/service', admin, service('Negative', { type_3_price: -1 }));
    expect(negative.statusCode).toBe(400);
    const fraction = await post('/api/service', admin, service('Fraction', { type_1_price: 10.5 }));
    expect(fraction.statusCode).toBe(400);
    const blank = await post('/api/service', admin, service('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/);
    const duplicate = await post('/api/service', admin, service('Stage 1'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A service named "Stage 1" already exists.');
    // Letter case does not make a new name, on either database.
    const lower = await post('/api/service', admin, service('stage 1'));
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('A service named "Stage 1" already exists.');
    expect(await count('services')).toBe(before);
  });

  it('keeps customers, visitors and staff without the permission out of editing', async () => {
    expect((await post('/api/service', customer, service('Sneaky'))).statusCode).toBe(403);
    expect((await post('/api/service', staffWithout, service('Sneaky'))).statusCode).toBe(403);
    const anon = await app.inject({ method: 'POST', url: '/api/service', payload: service('Sneaky') });
    expect(anon.statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: '/api/service', headers: customer.headers });
    expect(list.statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: '/api/service/1', headers: staffWithout.headers });
    expect(del.statusCode).toBe(403);
    expect(await app.db('services').where({ service_name: 'Sneaky' }).first()).toBeUndefined();
  });

  it('answers 404 for a service that does not exist', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/service/99999',
      headers: admin.headers,
      payload: {},
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Service not found.' });
    const del = await app.inject({ method: 'DELETE', url: '/api/service/99999', headers: admin.headers });
    expect(del.statusCode).toBe(404);
  });

  it('moves a service to a new place and shifts the others', async () => {
    for (const name of ['Move A', 'Move B', 'Move C']) await post('/api/service', admin, service(name));
    const names = async () =>
      (await app.inject({ method: 'GET', url: '/api/service?size=-1', headers: admin.headers }))
        .json()
        .items.map((s: { service_name: string }) => s.service_name);
    expect(await names()).toEqual(['Stage 1', 'Move A', 'Move B', 'Move C']);
    const c = await app.db('services').where({ service_name: 'Move C' }).first();
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/service/${c.id}/update_pos`,
      headers: admin.headers,
      payload: { position: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved.json().items.map((s: { service_name: string; position: number }) => [s.service_name, s.position]),
    ).toEqual([
      ['Move C', 1],
      ['Stage 1', 2],
      ['Move A', 3],
      ['Move B', 4],
    ]);
    // Past the end means last.
    await app.inject({
      method: 'PUT',
      url: `/api/service/${c.id}/update_pos`,
      headers: admin.headers,
      payload: { position: 50 },
    });
    expect(await names()).toEqual(['Stage 1', 'Move A', 'Move B', 'Move C']);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/service/${c.id}/update_pos`,
      headers: admin.headers,
      payload: { position: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('options and the order form', () => {
  let stage2: number;
  let egr: number;

  beforeAll(async () => {
    stage2 = (await post('/api/service', admin, service('Stage 2', { main_service: true }))).json()._id;
    egr = (await post('/api/service', admin, service('EGR off', { type_1_price: 2500 }))).json()._id;
  });

  it('adds options to a service or to every service, and refuses a missing service', async () => {
    const gearbox = await post('/api/option', tuner, {
      option_name: 'Gearbox file',
      service_id: stage2,
      price: 3000,
    });
    expect(gearbox.statusCode).toBe(200);
    expect(gearbox.json()).toMatchObject({
      option_name: 'Gearbox file',
      service_id: stage2,
      price: 3000,
      position: 1,
    });
    const maps = await post('/api/option', tuner, {
      option_name: 'Two maps',
      service_id: stage2,
      price: 1500,
    });
    expect(maps.json().position).toBe(2);
    const express = await post('/api/option', tuner, { option_name: 'Express', price: 1000 });
    expect(express.json()).toMatchObject({ service_id: null, position: 1 });

    const before = await count('service_options');
    const orphan = await post('/api/option', tuner, { option_name: 'Orphan', service_id: 99999, price: 100 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('The service this option belongs to does not exist.');
    const twice = await post('/api/option', tuner, {
      option_name: 'Gearbox file',
      service_id: stage2,
      price: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect(await count('service_options')).toBe(before);
    // The same name on another service is fine.
    expect(
      (await post('/api/option', tuner, { option_name: 'Gearbox file', service_id: egr, price: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/option', customer, { option_name: 'X', price: 1 })).statusCode).toBe(403);
  });

  it('reorders options within their own service only', async () => {
    const maps = await app.db('service_options').where({ option_name: 'Two maps' }).first();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/option/${maps.id}/update_pos`,
      headers: tuner.headers,
      payload: { position: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((o: { option_name: string }) => o.option_name)).toEqual([
      'Two maps',
      'Gearbox file',
    ]);
    const express = await app.db('service_options').where({ option_name: 'Express' }).first();
    expect(express.position).toBe(1);
  });

  it('shows signed-in customers only online services and options, with their options', async () => {
    const offline = (
      await post('/api/option', admin, {
        option_name: 'Hidden',
        service_id: stage2,
        price: 1,
        status: 'offline',
      })
    ).json();
    const res = await app.inject({ method: 'GET', url: '/api/service_all', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.items.map((s: { service_name: string }) => s.service_name);
    expect(names).not.toContain('Stage 1'); // set offline above
    expect(names).toContain('Stage 2');
    const s2 = body.items.find((s: { _id: number }) => s._id === stage2);
    expect(s2.options.map((o: { option_name: string }) => o.option_name)).toEqual([
      'Two maps',
      'Gearbox file',
    ]);
    expect(body.global_options.map((o: { option_name: string }) => o.option_name)).toEqual(['Express']);
    expect(JSON.stringify(body)).not.toContain(offline.option_name);

    const forService = await app.inject({
      method: 'GET',
      url: `/api/option_all?service_id=${egr}`,
      headers: customer.headers,
    });
    expect(
      forService
        .json()
        .items.map((o: { option_name: string }) => o.option_name)
        .sort(),
    ).toEqual(['Express', 'Gearbox file']);
    expect((await app.inject({ method: 'GET', url: '/api/service_all' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/option', headers: customer.headers })).statusCode,
    ).toBe(403);
    const adminOptions = await app.inject({
      method: 'GET',
      url: `/api/option?service_id=${stage2}`,
      headers: tuner.headers,
    });
    expect(adminOptions.json().total).toBe(3);
  });

  it('prices an order on the server with the shared rules', async () => {
    const options = await app
      .db('service_options')
      .whereIn('option_name', ['Two maps', 'Express'])
      .orderBy('id');
    const quote = await quoteOrder(app.db, {
      service_ids: [stage2, egr],
      option_ids: options.map((o) => o.id),
      price_type: 2,
    });
    expect(quote.total).toBe(12000 + 12000 + 1500 + 1000);
    expect(quote.lines).toHaveLength(4);
    const stage1 = await app.db('services').where({ service_name: 'Stage 1' }).first();
    await expect(quoteOrder(app.db, { service_ids: [stage1.id], price_type: 1 })).rejects.toThrow(
      /no longer offered/,
    );
    const stage3 = (await post('/api/service', admin, service('Stage 3', { main_service: true }))).json()._id;
    await expect(quoteOrder(app.db, { service_ids: [stage2, stage3], price_type: 1 })).rejects.toThrow(
      /only one main/,
    );
  });

  it('deletes a service together with its options', async () => {
    const res = await app.inject({ method: 'DELETE', url: `/api/service/${stage2}`, headers: tuner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'The service has been deleted.' });
    expect(await app.db('service_options').where({ service_id: stage2 }).first()).toBeUndefined();
    expect(await app.db('service_options').where({ option_name: 'Express' }).first()).toBeDefined();
    const opt = await app.db('service_options').where({ option_name: 'Express' }).first();
    const delOpt = await app.inject({
      method: 'DELETE',
      url: `/api/option/${opt.id}`,
      headers: tuner.headers,
    });
    expect(delOpt.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/option/${opt.id}`,
      headers: tuner.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
