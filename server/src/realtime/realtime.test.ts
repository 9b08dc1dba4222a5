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

let app: TestApp;
let wsBase: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.cleanup());

type Msg = { type: string; id?: number; [k: string]: unknown };

/** An open socket that collects what it receives; `next` waits for the first message matching. */
async function connect(user: TestUser) {
  const got: Msg[] = [];
  const waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as Msg;
    got.push(m);
    for (const w of waiters.splice(0)) {
      if (w.match(m)) w.resolve(m);
      else waiters.push(w);
    }
  });
  const next = (match: (m: Msg) => boolean) =>
    new Promise<Msg>((resolve) => {
      const seen = got.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  const hello = await next((m) => m.type === 'hello');
  return {
    got,
    hello,
    next,
    send: (m: unknown) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)),
    close: () =>
      new Promise<void>((r) => {
        socket.once('close', () => r());
        socket.close();
      }),
  };
}

const since = (user: TestUser, id: number, limit?: number) =>
  app.inject({
    url: `/api/events?since=${id}${limit ? `&limit=${limit}` : ''}`,
    headers: user.headers,
  });

describe('realtime hub', () => {
  it('gives every event an increasing id and replays what a client missed, only its own', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const live = await connect(alice);
    const start = live.hello.last_id as number;
    expect(Number.isInteger(start)).toBe(true);

    app.realtime.publish(alice.id, { type: 'credits.updated', balance: 1 });
    app.realtime.publish(bob.id, { type: 'credits.updated', balance: 99 });
    app.realtime.publish(alice.id, { type: 'credits.updated', balance: 2 });
    const second = await live.next((m) => m.type === 'credits.updated' && m.balance === 2);
    const first = live.got.find((m) => m.balance === 1);
    expect(first?.id).toBeGreaterThan(start);
    expect(second.id).toBeGreaterThan(first?.id as number);
    expect(live.got.some((m) => m.balance === 99)).toBe(false);
    await live.close();

    // Offline now: the next event is only in the store.
    app.realtime.publish(alice.id, { type: 'order.created', order_id: 7 });
    await app.realtime.flush();
    const missed = (await since(alice, second.id as number)).json();
    expect(missed.events).toEqual([
      expect.objectContaining({
        type: 'order.created',
        order_id: 7,
        id: expect.any(Number),
        at: expect.any(String),
      }),
    ]);
    expect(missed.last_id).toBe(missed.events[0].id);

    const all = (await since(alice, start)).json();
    expect(all.events.map((e: Msg) => e.balance ?? e.order_id)).toEqual([1, 2, 7]);
    const paged = (await since(alice, start, 2)).json();
    expect(paged.events).toHaveLength(2);
    expect(paged.last_id).toBe(second.id);

    const bobs = (await since(bob, start)).json();
    expect(bobs.events.map((e: Msg) => e.balance)).toEqual([99]);
    // Nothing new: the cursor moves to the newest event so the client need not page through others'.
    // (Events for others, such as staff hearing that alice went offline, may have come since.)
    const none = (await since(bob, missed.last_id)).json();
    expect(none.events).toEqual([]);
    expect(none.last_id).toBeGreaterThanOrEqual(missed.last_id);
  });

  it('sends the staff channel to staff within their permissions, live and on replay', async () => {
    const admin = await createAdmin(app);
    const ordersStaff = await createStaff(app, { orders: true });
    const otherStaff = await createStaff(app, { tickets: true });
    const customer = await createUser(app);
    const [a, s1, s2] = await Promise.all([connect(admin), connect(ordersStaff), connect(otherStaff)]);
    const start = a.hello.last_id as number;

    app.realtime.publishToStaff({ type: 'order.created', order_id: 1 }, 'orders');
    app.realtime.publishToStaff({ type: 'counts.updated', scope: 'x' });
    await s2.next((m) => m.type === 'counts.updated');
    await s1.next((m) => m.type === 'counts.updated');
    await a.next((m) => m.type === 'counts.updated');
    expect(a.got.some((m) => m.type === 'order.created')).toBe(true);
    expect(s1.got.some((m) => m.type === 'order.created')).toBe(true);
    expect(s2.got.some((m) => m.type === 'order.created')).toBe(false);

    const types = async (u: TestUser) => (await since(u, start)).json().events.map((e: Msg) => e.type);
    expect(await types(admin)).toEqual(['order.created', 'counts.updated']);
    expect(await types(ordersStaff)).toEqual(['order.created', 'counts.updated']);
    expect(await types(otherStaff)).toEqual(['counts.updated']);
    expect(await types(customer)).toEqual([]);
    await Promise.all([a.close(), s1.close(), s2.close()]);
  });

  it('sends one event to a user and the permitted staff at once, live and on replay', async () => {
    const admin = await createAdmin(app);
    const chatStaff = await createStaff(app, { live_support: true });
    const otherStaff = await createStaff(app, { tickets: true });
    const customer = await createUser(app);
    const bystander = await createUser(app);
    const [a, s1, s2, c, b] = await Promise.all(
      [admin, chatStaff, otherStaff, customer, bystander].map(connect),
    );
    const start = a.hello.last_id as number;

    app.realtime.publishToUserAndStaff(customer.id, { type: 'chat.message', n: 1 }, 'live_support');
    app.realtime.publishToStaff({ type: 'counts.updated', scope: 'after' });
    const seen = await Promise.all([a, s1, c].map((x) => x.next((m) => m.type === 'chat.message')));
    await Promise.all([s2, a].map((x) => x.next((m) => m.type === 'counts.updated')));
    // One event with one id, once on each socket it is for.
    expect(new Set(seen.map((m) => m.id)).size).toBe(1);
    for (const x of [a, s1, c]) expect(x.got.filter((m) => m.type === 'chat.message')).toHaveLength(1);
    expect(s2.got.some((m) => m.type === 'chat.message')).toBe(false);
    expect(b.got.some((m) => m.type === 'chat.message')).toBe(false);

    const replayed = async (u: TestUser) =>
      (await since(u, start)).json().events.filter((e: Msg) => e.type === 'chat.message');
    for (const u of [admin, chatStaff, customer])
      expect(await replayed(u), String(u.id)).toEqual([{ ...seen[0] }]);
    expect(await replayed(otherStaff)).toEqual([]);
    expect(await replayed(bystander)).toEqual([]);
    await Promise.all([a, s1, s2, c, b].map((x) => x.close()));
  });

  it('refuses replay without sign-in and bounds the page size', async () => {
    const u = await createUser(app);
    expect((await app.inject({ url: '/api/events?since=0' })).statusCode).toBe(401);
    const big = await since(u, 0, 501);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect((await since(u, -1)).statusCode).toBe(400);
  });

  it('passes client messages to registered handlers and knows who is online', async () => {
    const u = await createUser(app);
    const other = await createUser(app);
    const changes: [number, boolean][] = [];
    app.realtime.onPresence((userId, online) => {
      if (userId === u.id) changes.push([userId, online]);
    });
    app.realtime.onMessage('test.echo', (m, client) =>
      client.send({ type: 'test.echoed', text: m.text, by: client.user._id }),
    );
    expect(() => app.realtime.onMessage('test.echo', () => {})).toThrow();

    const live = await connect(u);
    expect(await app.realtime.isOnline(u.id)).toBe(true);
    expect(await app.realtime.isOnline(other.id)).toBe(false);
    expect(await app.realtime.onlineUsers()).toContain(u.id);

    live.send({ type: 'test.echo', text: 'hi' });
    expect(await live.next((m) => m.type === 'test.echoed')).toMatchObject({ text: 'hi', by: u.id });
    live.send({ type: 'nobody.handles' });
    expect(await live.next((m) => m.type === 'error')).toMatchObject({
      code: 'UNKNOWN_MESSAGE',
      for: 'nobody.handles',
    });
    live.send('not json');
    expect(await live.next((m) => m.code === 'BAD_MESSAGE')).toMatchObject({ type: 'error' });
    live.send('ping');
    await live.next((m) => m.type === 'pong');

    await live.close();
    for (let i = 0; i < 50 && (await app.realtime.isOnline(u.id)); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await app.realtime.isOnline(u.id)).toBe(false);
    expect(changes).toEqual([
      [u.id, true],
      [u.id, false],
    ]);
  });

  it('prunes events past the retention', async () => {
    const u = await createUser(app);
    app.realtime.publish(u.id, { type: 'credits.updated' });
    await app.realtime.flush();
    const { cursorStore } = await import('./cursor.js');
    const store = cursorStore(app.db);
    const future = new Date(Date.now() + 8 * 86_400_000);
    expect(await store.prune(future)).toBeGreaterThan(0);
    expect((await since(u, 0)).json().events).toEqual([]);
  });
});
