import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

let app: TestApp;
let admin: TestUser;
let agent: TestUser;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  agent = await createStaff(app, { tickets: true });
  customer = await createUser(app);
  other = await createUser(app);
  await app.db('users').where({ id: admin.id }).update({ firstname: 'Ada', lastname: 'Admin' });
});
afterAll(() => app.cleanup());

async function openTicket(user: TestUser) {
  const f = await formData({ subject: 'Octavia EGR', message: 'Limp mode after the update' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket._id as number;
}

type Entry = { kind: string; to: string; to_person: { _id: number; firstname: string } | null };

describe('ticket history names the assignee', () => {
  it('answers the name of the person a ticket was assigned to, also to staff who cannot list the admins', async () => {
    const id = await openTicket(customer);
    const assign = (to: number | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/ticket/${id}`,
        payload: { assigned_to: to },
        headers: admin.headers,
      });
    expect((await assign(admin.id)).statusCode).toBe(200);
    expect((await assign(null)).statusCode).toBe(200);

    for (const reader of [agent, customer]) {
      const res = await app.inject({ url: `/api/ticket/${id}`, headers: reader.headers });
      expect(res.statusCode, res.body).toBe(200);
      const assigned = (res.json().history as Entry[]).filter((h) => h.kind === 'assigned');
      expect(assigned).toEqual([
        expect.objectContaining({
          to: String(admin.id),
          to_person: expect.objectContaining({ _id: admin.id, firstname: 'Ada' }),
        }),
        expect.objectContaining({ to: '', to_person: null }),
      ]);
      expect(res.json().history.find((h: Entry) => h.kind === 'created').to_person).toBeNull();
    }

    // Another customer still learns nothing about the ticket, names included.
    const refused = await app.inject({ url: `/api/ticket/${id}`, headers: other.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Ada');
  });
});
