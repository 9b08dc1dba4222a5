import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp } from '../../../test/helpers.js';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

describe('user edits by staff without the permission', () => {
  it('answer the same 403 for an existing and a missing user, so ids cannot be probed', async () => {
    const staff = await createStaff(app, { dealers_manager: { dealers_list: true } });
    const customer = await createUser(app);
    const missing = customer.id + 10_000;
    const calls = [
      { method: 'PUT', path: '', payload: { firstname: 'Probe' } },
      { method: 'DELETE', path: '', payload: undefined },
      { method: 'POST', path: '/change_password', payload: { password: 'Another-Pass-123' } },
      { method: 'PATCH', path: '/google-place-id', payload: { google_place_id: 'x' } },
    ] as const;
    for (const c of calls) {
      const send = (id: number) =>
        app.inject({
          method: c.method,
          url: `/api/user/${id}${c.path}`,
          headers: staff.headers,
          payload: c.payload,
        });
      const existing = await send(customer.id);
      const absent = await send(missing);
      expect([c.method, c.path, existing.statusCode]).toEqual([c.method, c.path, 403]);
      expect([c.method, c.path, absent.statusCode]).toEqual([c.method, c.path, 403]);
      expect(absent.json()).toEqual(existing.json());
    }
  });
});
