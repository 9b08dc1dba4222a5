import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;
let wsBase: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

/** An open tab of the customer: every event its socket receives. */
async function listen(user: TestUser) {
  const events: { type: string }[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  return { events, close: () => socket.close() };
}
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const unread = async (u: TestUser) =>
  (await app.inject({ url: '/api/messages/unread_count', headers: u.headers })).json().count;

describe('unread staff messages (header badge)', () => {
  it('counts new messages live and drops to zero once the box is opened or a message removed', async () => {
    const customer = await createUser(app);
    const other = await createUser(app);
    const live = await listen(customer);
    const send = (subject: string, ids: number[]) =>
      app.inject({
        method: 'POST',
        url: '/api/message',
        payload: { subject, message: 'Text', user_ids: ids },
        headers: admin.headers,
      });
    expect(await unread(customer)).toBe(0);
    await send('First', [customer.id]);
    await send('Second', [customer.id, other.id]);
    await waitFor(() => live.events.filter((e) => e.type === 'message.created').length === 2);
    expect(await unread(customer)).toBe(2);
    expect(await unread(other)).toBe(1);

    const box = (await app.inject({ url: '/api/messages', headers: customer.headers })).json();
    await waitFor(() => live.events.some((e) => e.type === 'messages.read'));
    expect(await unread(customer)).toBe(0);
    // Another customer's box is not touched.
    expect(await unread(other)).toBe(1);

    await send('Third', [customer.id]);
    expect(await unread(customer)).toBe(1);
    const third = await app.db('messages').where({ subject: 'Third' }).first();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/message/${third.id}`,
      headers: customer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await unread(customer)).toBe(0);
    expect(box.items).toHaveLength(2);
    live.close();
  });

  it('tells the badges of those who had it unread when staff delete a message for everyone', async () => {
    const unreadOne = await createUser(app);
    const readIt = await createUser(app);
    const [liveUnread, liveRead] = [await listen(unreadOne), await listen(readIt)];
    await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'Oops', message: 'Sent by mistake', user_ids: [unreadOne.id, readIt.id] },
      headers: admin.headers,
    });
    await app.inject({ url: '/api/messages', headers: readIt.headers });
    await waitFor(() => liveRead.events.some((e) => e.type === 'messages.read'));
    const readEvents = liveRead.events.filter((e) => e.type === 'messages.read').length;
    expect(await unread(unreadOne)).toBe(1);

    const oops = await app.db('messages').where({ subject: 'Oops' }).first();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/message/${oops.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => liveUnread.events.some((e) => e.type === 'messages.read'));
    expect(await unread(unreadOne)).toBe(0);
    // One who had read it already has nothing to correct.
    await new Promise((r) => setTimeout(r, 200));
    expect(liveRead.events.filter((e) => e.type === 'messages.read')).toHaveLength(readEvents);
    liveUnread.close();
    liveRead.close();
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/messages/unread_count' })).statusCode).toBe(401);
  });
});
