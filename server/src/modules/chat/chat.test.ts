import { randomBytes } from 'node:crypto';
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
} from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { formData } from '../downloads/test-form.js';
import { alwaysOpen } from '../../../test/support/orders-kit.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let wsBase: string;
let admin: TestUser;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000)]);

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await alwaysOpen(app);
  admin = await createAdmin(app);
  await app.settings.set('notifications', {
    ...(await app.settings.get('notifications')),
    staff_emails: ['chat-desk@example.test'],
  });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

type Msg = { type: string; [k: string]: unknown };

/** An open socket that collects what it receives; `next` waits for the first message matching. */
async function connect(user: TestUser) {
  const got: Msg[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => got.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  const next = async (match: (m: Msg) => boolean, ms = 3000) => {
    const until = Date.now() + ms;
    for (;;) {
      const m = got.find(match);
      if (m) return m;
      if (Date.now() > until)
        throw new Error(`no matching message; got ${JSON.stringify(got.map((g) => g.type))}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  return {
    got,
    next,
    send: (m: unknown) => socket.send(JSON.stringify(m)),
    close: () => socket.close(),
  };
}

async function send(
  user: TestUser,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
) {
  const f = await formData(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: '/api/chat_message',
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
}

describe('live chat', () => {
  it('delivers both ways within a second, with typing, read receipts and presence', async () => {
    const customer = await createUser(app);
    const staffLive = await connect(admin);
    const customerLive = await connect(customer);
    await staffLive.next((m) => m.type === 'chat.presence' && m.user_id === customer.id && m.online === true);

    let started = Date.now();
    const first = await send(customer, { message: 'Hello, my Golf does not start' });
    expect(first.statusCode, first.body).toBe(200);
    const arrived = await staffLive.next((m) => m.type === 'chat.message' && m.user_id === customer.id);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((arrived.message as { message: string }).message).toBe('Hello, my Golf does not start');

    const users = (await app.inject({ url: '/api/chat_user', headers: admin.headers })).json().items;
    expect(users[0]).toMatchObject({
      _id: customer.id,
      unread: 1,
      online: true,
      last_message: 'Hello, my Golf does not start',
    });

    customerLive.send({ type: 'chat.typing' });
    await staffLive.next(
      (m) => m.type === 'chat.typing' && m.user_id === customer.id && m.from_staff === false,
    );
    staffLive.send({ type: 'chat.typing', user_id: customer.id });
    await customerLive.next((m) => m.type === 'chat.typing' && m.from_staff === true);

    // Staff open the conversation: the customer's message is read and the customer sees the receipt.
    const page = await app.inject({
      url: `/api/chat_message?user_id=${customer.id}`,
      headers: admin.headers,
    });
    expect(page.json()).toMatchObject({ has_more: false, service_online: true });
    await customerLive.next((m) => m.type === 'chat.read' && m.by_staff === true);
    expect((await app.inject({ url: '/api/chat_user', headers: admin.headers })).json().items[0].unread).toBe(
      0,
    );

    started = Date.now();
    const answer = await send(
      admin,
      { message: 'Please send the fault codes', user_id: String(customer.id) },
      { name: 'guide.pdf', content: PDF },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const got = await customerLive.next(
      (m) => m.type === 'chat.message' && (m.message as { from_staff: boolean }).from_staff,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    const fileId = (got.message as { _id: number })._id;
    const file = await app.inject({
      url: `/api/chat_message/${fileId}/download_file`,
      headers: customer.headers,
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);

    customerLive.close();
    await staffLive.next(
      (m) => m.type === 'chat.presence' && m.user_id === customer.id && m.online === false,
    );
    staffLive.close();
  });

  it('pages history backwards', async () => {
    const customer = await createUser(app);
    for (let i = 1; i <= 35; i++)
      await app
        .db('chat_messages')
        .insert({ user_id: customer.id, sender_id: customer.id, message: `m${i}`, created_at: new Date() });
    const newest = (
      await app.inject({ url: '/api/chat_message?limit=30', headers: customer.headers })
    ).json();
    expect(newest.has_more).toBe(true);
    expect(newest.items.map((m: { message: string }) => m.message).slice(0, 2)).toEqual(['m6', 'm7']);
    expect(newest.items.at(-1).message).toBe('m35');
    const older = (
      await app.inject({
        url: `/api/chat_message?limit=30&before=${newest.items[0]._id}`,
        headers: customer.headers,
      })
    ).json();
    expect(older.items.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.has_more).toBe(false);
  });

  it('keeps other customers, staff without live_support and bad input out', async () => {
    const customer = await createUser(app);
    const other = await createUser(app);
    const mine = (await send(customer, { message: 'secret' }, { name: 'a.pdf', content: PDF })).json()
      .message;
    expect(
      (await app.inject({ url: `/api/chat_message?user_id=${customer.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/chat_message/${mine._id}/download_file`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await send(other, { message: 'hi', user_id: String(customer.id) })).statusCode).toBe(404);
    const theirs = (await app.inject({ url: '/api/chat_message', headers: other.headers })).json();
    expect(theirs.items).toEqual([]);

    const staff = await createStaff(app, { tickets: true });
    expect((await app.inject({ url: '/api/chat_user', headers: staff.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/api/chat_message?user_id=${customer.id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(403);
    expect((await send(staff, { message: 'x', user_id: String(customer.id) })).statusCode).toBe(403);
    expect((await send(admin, { message: 'no conversation' })).statusCode).toBe(400);
    expect((await send(admin, { message: 'x', user_id: String(admin.id) })).statusCode).toBe(404);

    const before = await app.db('chat_messages').where({ user_id: customer.id }).count({ n: '*' });
    expect((await send(customer, { message: '   ' })).statusCode).toBe(400);
    expect(
      (
        await send(
          customer,
          { message: 'x' },
          { name: 'run.pdf', content: Buffer.concat([Buffer.from('MZ'), randomBytes(500)]) },
        )
      ).statusCode,
    ).toBe(415);
    expect(await app.db('chat_messages').where({ user_id: customer.id }).count({ n: '*' })).toEqual(before);

    // A socket message for a conversation the sender is not in is refused and reaches nobody.
    const live = await connect(other);
    const watcher = await connect(customer);
    live.send({ type: 'chat.typing', user_id: customer.id });
    await live.next((m) => m.type === 'error' && m.code === 'FORBIDDEN' && m.for === 'chat.typing');
    const staffLive = await connect(staff);
    staffLive.send({ type: 'chat.read', user_id: customer.id });
    await staffLive.next((m) => m.type === 'error' && m.for === 'chat.read');
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.got.some((m) => m.type === 'chat.typing' || m.type === 'chat.read')).toBe(false);
    live.close();
    watcher.close();
    staffLive.close();

    const json = await app.inject({
      method: 'POST',
      url: '/api/chat_message',
      payload: { message: 'as JSON' },
      headers: customer.headers,
    });
    expect(json.json().message).toMatchObject({ message: 'as JSON', user_id: customer.id });
    const html = (await send(customer, { message: '<img src=x onerror=alert(1)>' })).json().message;
    expect(html.message).toBe('<img src=x onerror=alert(1)>');
  });

  it('passes a burst of typing signals on as one start and one stop', async () => {
    const customer = await createUser(app);
    const staffLive = await connect(admin);
    const customerLive = await connect(customer);
    for (let i = 0; i < 100; i += 1) customerLive.send({ type: 'chat.typing', typing: i % 2 === 0 });
    await staffLive.next((m) => m.type === 'chat.typing' && m.user_id === customer.id && m.typing === false);
    await new Promise((r) => setTimeout(r, 300));
    const seen = staffLive.got.filter((m) => m.type === 'chat.typing' && m.user_id === customer.id);
    expect(seen.map((m) => m.typing)).toEqual([true, false]);
    staffLive.close();
    customerLive.close();
  });

  it('e-mails chat that is still unread some minutes later, once', async () => {
    const customer = await createUser(app);
    // A burst: each message schedules its own reminder, and they all become due at once.
    const ids = [
      (await send(customer, { message: 'Anyone there?' })).json().message._id,
      (await send(customer, { message: 'Still waiting' })).json().message._id,
    ];
    for (const more of ['Hello?', 'My car is here', 'Please call'])
      ids.push((await send(customer, { message: more })).json().message._id);
    // The minutes pass: this conversation's reminder jobs become due.
    await app
      .db('jobs')
      .where({ kind: 'chat.unread_mail', state: 'queued' })
      .whereIn(
        'payload',
        ids.map((id) => JSON.stringify({ message_id: id })),
      )
      .update({ run_at: new Date(Date.now() - 1000) });
    const text = (m: { raw: string }) => m.raw.replace(/=\r?\n/g, '');
    const mine = () => smtp.mails.filter((m) => text(m).includes('Anyone there?'));
    for (let i = 0; i < 200 && !mine().length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(mine()).toHaveLength(1);
    expect(text(mine()[0])).toContain('Still waiting');
    expect(mine()[0].to).toEqual(['chat-desk@example.test']);
    await app.queue.idle(5000);
    expect(mine()).toHaveLength(1);
  });

  it('tells the customer "closed" apart from "no staff online", and staff online while closed', async () => {
    const customer = await createUser(app);
    const state = async () => {
      const res = await app.inject({ url: '/api/chat_message', headers: customer.headers });
      const { service_online, service_open, staff_online } = res.json();
      return { service_online, service_open, staff_online };
    };
    const closedAllWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      open_from: '09:00',
      open_to: '17:00',
      closed: true,
    }));
    await app
      .db('open_times')
      .where({ id: 1 })
      .update({ days: JSON.stringify(closedAllWeek), updated_at: new Date() });
    await app.openingHours?.changed();
    try {
      expect(await state()).toEqual({ service_online: false, service_open: false, staff_online: false });
      const customerLive = await connect(customer);
      const staffLive = await connect(admin);
      // Staff signed in outside opening hours: not "online", but the customer can see someone is there.
      await customerLive.next((m) => m.type === 'chat.service' && m.staff_online === true);
      expect(customerLive.got.find((m) => m.type === 'chat.service')).toMatchObject({
        online: false,
        open: false,
        staff_online: true,
      });
      expect(await state()).toEqual({ service_online: false, service_open: false, staff_online: true });
      staffLive.close();
      customerLive.close();
    } finally {
      await alwaysOpen(app);
    }
  });

  it('counts only staff who may answer chats as online', async () => {
    const customer = await createUser(app);
    const ticketsOnly = await createStaff(app, { tickets: true });
    const staffOnline = async () =>
      (await app.inject({ url: '/api/chat_message', headers: customer.headers })).json().staff_online;
    expect(await staffOnline()).toBe(false);
    const live = await connect(ticketsOnly);
    try {
      for (let i = 0; i < 50 && !(await app.realtime.onlineUsers()).includes(ticketsOnly.id); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await app.realtime.onlineUsers()).toContain(ticketsOnly.id);
      // Online, but refused if they replied: the customer must not read "Online".
      expect(await staffOnline()).toBe(false);
    } finally {
      live.close();
    }
  });

  it('answers 404 while the live chat is off', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), live_support_public: false });
    try {
      for (const url of ['/api/chat_user', '/api/chat_message']) {
        const res = await app.inject({ url, headers: admin.headers });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), live_support_public: true });
    }
  });
});
