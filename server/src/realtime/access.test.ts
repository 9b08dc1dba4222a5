import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers.js';
import { formData } from '../modules/downloads/test-form.js';
import { SOCKETS_PER_USER } from './socket-route.js';

let app: TestApp;
let wsBase: string;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

type Msg = { type: string; id?: number; [k: string]: unknown };

/** Opens the socket as the web app does (a one-use ticket) or with the access token in the address. */
async function connect(user: TestUser, how: 'ticket' | 'token' = 'ticket') {
  let query = `token=${user.token}`;
  if (how === 'ticket') {
    const res = await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    query = `ticket=${encodeURIComponent(res.json().ticket)}`;
  }
  const got: Msg[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?${query}`);
  socket.on('message', (raw) => got.push(JSON.parse(raw.toString()) as Msg));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (match: (m: Msg) => boolean) => {
    for (let i = 0; i < 200 && !got.some(match); i++) await new Promise((r) => setTimeout(r, 10));
    return got.find(match);
  };
  await waitFor((m) => m.type === 'hello');
  return {
    got,
    waitFor,
    closed,
    isOpen: () => socket.readyState === socket.OPEN,
    /** Everything the server sent before this call has arrived once the pong is back. */
    settle: async () => {
      await app.realtime.flush();
      const pongs = got.filter((m) => m.type === 'pong').length;
      socket.send('ping');
      await waitFor(() => got.filter((m) => m.type === 'pong').length > pongs);
    },
    close: () => socket.close(),
    send: (text: string) => socket.send(text),
  };
}

/** How a socket opened with `query` is answered when it is refused: the handshake's status. */
function refusedWith(query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/api/ws?${query}`);
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket opened'));
    });
  });
}

const within = (ms: number, p: Promise<number>) =>
  Promise.race([p, new Promise<number>((r) => setTimeout(() => r(-1), ms))]);

describe('who the live events reach', () => {
  it("brings a new ticket's notification (its text) to the tickets desk only, live and on replay", async () => {
    const ordersStaff = await createStaff(app, { orders: true });
    const ticketsOnly = await createStaff(app, { tickets: true });
    const customer = await createUser(app);
    const [s1, s2] = await Promise.all([connect(ordersStaff), connect(ticketsOnly)]);
    const start = Number(s1.got[0].last_id);

    const f = await formData(
      { subject: 'Private: my VIN', message: 'Card ending 4242', reg_no: 'AB-123' },
      [],
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      payload: f.payload,
      headers: { ...customer.headers, ...f.headers },
    });
    expect(res.statusCode, res.body).toBe(200);

    const told = await s2.waitFor((m) => m.type === 'notification.created');
    expect(JSON.stringify(told)).toContain('Private: my VIN');
    await s1.settle();
    expect(s1.got.some((m) => m.type === 'notification.created')).toBe(false);

    const replay = async (u: TestUser) =>
      (await app.inject({ url: `/api/events?since=${start}`, headers: u.headers })).json().events as Msg[];
    expect((await replay(ticketsOnly)).some((m) => m.type === 'notification.created')).toBe(true);
    expect((await replay(ordersStaff)).some((m) => m.type === 'notification.created')).toBe(false);
    s1.close();
    s2.close();
  });

  it('opens no socket and replays nothing for an account not yet verified or approved', async () => {
    for (const user of [await createUser(app, { verified: false }), await createUser(app, { status: 0 })]) {
      const ticket = await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: user.headers });
      expect(ticket.statusCode).toBe(403);
      expect(await refusedWith(`token=${user.token}`)).toBe(403);
      const replay = await app.inject({ url: '/api/events?since=0', headers: user.headers });
      expect(replay.statusCode).toBe(403);
    }
  });
});

describe('a socket that floods', () => {
  it('is closed with 1008, while one that sends as screens do stays open', async () => {
    const calm = await connect(await createUser(app));
    for (let i = 0; i < 10; i++) await calm.settle();
    expect(calm.isOpen()).toBe(true);
    const flood = await connect(await createUser(app));
    for (let i = 0; i < 500 && flood.isOpen(); i++) flood.send(JSON.stringify({ type: 'chat.read' }));
    expect(await within(5000, flood.closed)).toBe(1008);
    expect(calm.isOpen()).toBe(true);
    calm.close();
  });
});

describe('a socket ticket', () => {
  it('opens nothing once its session is signed out, its password changed or its user suspended', async () => {
    const ask = async (user: TestUser) =>
      (await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: user.headers })).json()
        .ticket as string;
    const signedOut = await createUser(app);
    const outTicket = await ask(signedOut);
    await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: signedOut.headers,
      payload: { refresh_token: signedOut.refresh },
    });
    expect(await refusedWith(`ticket=${encodeURIComponent(outTicket)}`)).toBe(401);

    const suspended = await createUser(app);
    const suspendedTicket = await ask(suspended);
    await app
      .db('users')
      .where({ id: suspended.id })
      .update({ suspended_until: new Date(Date.now() + 3_600_000) });
    expect(await refusedWith(`ticket=${encodeURIComponent(suspendedTicket)}`)).toBe(401);

    const renewed = await createUser(app);
    const oldTicket = await ask(renewed);
    await app.db('users').where({ id: renewed.id }).increment('token_version', 1);
    expect(await refusedWith(`ticket=${encodeURIComponent(oldTicket)}`)).toBe(401);

    // A fresh ticket of a user in good standing still opens the socket.
    const fine = await connect(await createUser(app));
    expect(fine.isOpen()).toBe(true);
    fine.close();
  });
});

describe('an open socket follows its user', () => {
  it('closes when the user loses a permission, is deactivated, signs out or changes password', async () => {
    const chatStaff = await createStaff(app, { live_support: true, orders: true });
    const deactivated = await createUser(app);
    const signedOut = await createUser(app);
    const byToken = await createUser(app);
    const newPassword = await createUser(app);
    const bystander = await createUser(app);
    const [staffSocket, deactivatedSocket, signedOutSocket, tokenSocket, passwordSocket, bystanderSocket] =
      await Promise.all([
        connect(chatStaff),
        connect(deactivated),
        connect(signedOut),
        connect(byToken, 'token'),
        connect(newPassword),
        connect(bystander),
      ]);

    const put = (id: number, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: admin.headers, payload });
    expect((await put(chatStaff.id, { permissions: { orders: true, live_support: false } })).statusCode).toBe(
      200,
    );
    expect(await within(3000, staffSocket.closed)).toBe(4403);
    expect((await put(deactivated.id, { status: 0 })).statusCode).toBe(200);
    expect(await within(3000, deactivatedSocket.closed)).toBe(4403);

    for (const user of [signedOut, byToken]) {
      const out = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        payload: { refresh_token: user.refresh },
      });
      expect(out.statusCode).toBe(200);
    }
    expect(await within(3000, signedOutSocket.closed)).toBe(4403);
    expect(await within(3000, tokenSocket.closed)).toBe(4403);

    const changed = await app.inject({
      method: 'POST',
      url: `/api/user/${newPassword.id}/change_password`,
      headers: admin.headers,
      payload: { password: 'Another-pass-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await within(3000, passwordSocket.closed)).toBe(4403);

    // Whoever nothing changed for keeps the socket.
    await bystanderSocket.settle();
    expect(bystanderSocket.isOpen()).toBe(true);
    bystanderSocket.close();

    // Reconnecting, the staff member gets what they hold now: orders, no longer the chat.
    const again = await connect(chatStaff);
    app.realtime.publishToStaff({ type: 'chat.presence', user_id: 1, online: true }, 'live_support');
    app.realtime.publishToStaff({ type: 'order.created', order_id: 1 }, 'orders');
    await again.settle();
    expect(again.got.some((m) => m.type === 'order.created')).toBe(true);
    expect(again.got.some((m) => m.type === 'chat.presence')).toBe(false);
    again.close();
  });
});

describe('sockets per account', () => {
  it('closes one past the limit (4429) without touching the open ones or other accounts, and takes one again once a place is free', async () => {
    const user = await createUser(app);
    const open = await Promise.all(Array.from({ length: SOCKETS_PER_USER }, () => connect(user, 'token')));
    const extra = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
    const got: string[] = [];
    extra.on('message', (raw) => got.push(raw.toString()));
    const code = await new Promise<number>((resolve) => extra.once('close', (c) => resolve(c)));
    expect(code).toBe(4429);
    expect(got).toEqual([]);
    expect(open.every((s) => s.isOpen())).toBe(true);
    const other = await connect(await createUser(app), 'token');
    expect(other.isOpen()).toBe(true);

    open[0].close();
    await open[0].closed;
    for (let i = 0; i < 100 && app.realtime.connectionsOf(user.id) >= SOCKETS_PER_USER; i++)
      await new Promise((r) => setTimeout(r, 10));
    const again = await connect(user, 'token');
    expect(again.got.some((m) => m.type === 'hello')).toBe(true);
    for (const s of [...open.slice(1), other, again]) s.close();
  });
});
