import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

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

describe('special ECU brands', () => {
  it('adds, lists, edits and deletes', async () => {
    const created = await call(admin, 'POST', '/special-ecu-brands', {
      name: 'Bosch MG1',
      description: 'Needs unlocking first',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Bosch MG1', description: 'Needs unlocking first' });
    await call(admin, 'POST', '/special-ecu-brands', { name: 'Continental SID212' });

    const list = await call(admin, 'GET', '/special-ecu-brands?keyword=mg1');
    expect(list.json()).toMatchObject({ total: 1, items: [{ name: 'Bosch MG1' }] });
    const dropdown = await call(customer, 'GET', '/special-ecu-brands/for-dropdown');
    expect(dropdown.json().items.map((i: { name: string }) => i.name)).toEqual([
      'Bosch MG1',
      'Continental SID212',
    ]);

    const id = created.json()._id;
    const edited = await call(admin, 'PUT', `/special-ecu-brands/${id}`, { name: 'Bosch MG1CS' });
    expect(edited.json()).toMatchObject({ name: 'Bosch MG1CS', description: 'Needs unlocking first' });
    expect((await call(admin, 'DELETE', `/special-ecu-brands/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/special-ecu-brands/${id}`)).statusCode).toBe(404);
  });

  it('refuses duplicates and empty names', async () => {
    const dup = await call(admin, 'POST', '/special-ecu-brands', { name: 'continental sid212' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('The special ECU brand "Continental SID212" already exists.');
    const empty = await call(admin, 'POST', '/special-ecu-brands', { name: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('needs tuning_services to write; customers only read the dropdown', async () => {
    expect((await call(customer, 'POST', '/special-ecu-brands', { name: 'Denso' })).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/special-ecu-brands')).statusCode).toBe(403);
    const staff = await createStaff(app, { miscellaneous: true });
    expect((await call(staff, 'POST', '/special-ecu-brands', { name: 'Denso' })).statusCode).toBe(403);
    const tuner = await createStaff(app, { tuning_services: true });
    expect((await call(tuner, 'POST', '/special-ecu-brands', { name: 'Denso' })).statusCode).toBe(200);
  });
});
