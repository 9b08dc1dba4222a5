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

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const search = (u: TestUser | null, keyword: string) =>
  app.inject({
    url: `/api/message/recipients?keyword=${encodeURIComponent(keyword)}`,
    headers: u?.headers ?? {},
  });

describe('choosing recipients of a staff message', () => {
  it('finds active customers by name or e-mail, taking _ literally, for a sender without the customer list', async () => {
    const tag = `rcp${Date.now().toString(36)}`;
    const anna = await createUser(app, { username: `${tag}_anna`, email: `${tag}.anna@example.test` });
    const bernd = await createUser(app, { username: `${tag}xbernd`, email: `${tag}.b@example.test` });
    const blocked = await createUser(app, { username: `${tag}_blocked`, status: 0 });
    const staffUser = await createUser(app, { username: `${tag}_staff`, role: 3 });
    const sender = await createStaff(app, { dealers_manager: { send_email: true } });

    const all = await search(sender, tag);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().items.map((u: { _id: number }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([anna.id, bernd.id]));
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(staffUser.id);
    const underscore = (await search(sender, `${tag}_`)).json().items.map((u: { _id: number }) => u._id);
    expect(underscore).toEqual([anna.id]);
    expect((await search(sender, `${tag}.b@`)).json().items[0]).toMatchObject({
      _id: bernd.id,
      email: `${tag}.b@example.test`,
    });

    // The chosen two get the message; nobody else does.
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: {
        subject: 'Just you two',
        message: 'Hello',
        audience: 'selected',
        user_ids: [anna.id, bernd.id],
      },
      headers: sender.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const [u, n] of [
      [anna, 1],
      [bernd, 1],
      [admin, 0],
    ] as const)
      expect((await app.inject({ url: '/api/messages', headers: u.headers })).json().total).toBe(n);
  });

  it('is refused to customers, to staff without the send permission and without a session', async () => {
    const customer = await createUser(app);
    const other = await createStaff(app, { tickets: true });
    expect((await search(customer, 'a')).statusCode).toBe(403);
    expect((await search(other, 'a')).statusCode).toBe(403);
    expect((await search(null, 'a')).statusCode).toBe(401);
    expect((await search(admin, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
