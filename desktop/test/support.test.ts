import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { formData } from '../../server/src/modules/downloads/test-form.js';
import { createStaff, createUser, type TestUser } from '../../server/test/helpers.js';
import { type Desktop, desktop, type Served, serve, until } from './harness.js';

/** Tickets and the live chat in the desktop app: native notices naming who and what, and chat signals. */
let server: Served;
let customer: TestUser;
let staff: TestUser;
let dir: string;
let app: Desktop;

beforeAll(async () => {
  server = await serve();
  customer = await createUser(server.app);
  await server.app.db('users').where({ id: customer.id }).update({ firstname: 'Jane', lastname: 'Driver' });
  staff = await createStaff(server.app, { orders: true, tickets: true, live_support: true });
  await server.app.settings.set('site', { ...(await server.app.settings.all()), live_support_public: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-support-'));
  app = desktop(dir, server.url);
  await app.core.signIn({ serverUrl: server.url, login: staff.username, password: staff.password });
  await until(() => app.core.realtime.isConnected(), 'the websocket');
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function post(user: TestUser, url: string, fields: Record<string, string>) {
  const f = await formData(fields);
  const res = await server.app.inject({
    method: 'POST',
    url,
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

it('tells of a new ticket and a reply, naming the customer, and a click opens the ticket', async () => {
  const { ticket } = await post(customer, '/api/ticket', {
    subject: 'Golf 2.0 TDI no start',
    message: 'It does not start',
  });
  const opened = await until(
    () => app.shown.find((s) => s.title === `Jane Driver opened ticket #${ticket._id}`),
    'the new-ticket notice',
  );
  expect(opened.body).toBe('Golf 2.0 TDI no start');
  opened.click();
  expect(app.paths).toEqual([`/admin/ticket_details/${ticket._id}`]);

  await post(customer, `/api/ticket_message/${ticket._id}`, { message: 'Any news on this?' });
  const reply = await until(
    () => app.shown.find((s) => s.title === `Jane Driver replied on ticket #${ticket._id}`),
    'the reply notice',
  );
  expect(reply.body).toBe('Any news on this?');
  // The server's stored English notice of the same news is not shown a second time.
  await new Promise((r) => setTimeout(r, 300));
  expect(app.shown.filter((s) => s.body.includes('Any news on this?'))).toHaveLength(1);
  // The staff's own answer is no news to them.
  await post(staff, `/api/ticket_message/${ticket._id}`, { message: 'Looking at it now' });
  await new Promise((r) => setTimeout(r, 300));
  expect(app.shown.some((s) => s.body === 'Looking at it now')).toBe(false);
});

it('tells of a chat message and sends typing and read signals from the app', async () => {
  const got: { type: string; [k: string]: unknown }[] = [];
  const port = new URL(server.url).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${customer.token}`);
  socket.on('message', (raw) => got.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  try {
    await post(customer, '/api/chat_message', { message: 'Hello, is anyone there?' });
    const notice = await until(
      () => app.shown.find((s) => s.title === 'Jane Driver in the live chat'),
      'the chat notice',
    );
    expect(notice.body).toBe('Hello, is anyone there?');
    notice.click();
    expect(app.paths.at(-1)).toBe(`/admin/chat_support?user=${customer.id}`);

    expect(app.core.sendRealtime({ type: 'chat.typing', user_id: customer.id })).toBe(true);
    const typing = await until(() => got.find((m) => m.type === 'chat.typing'), 'the typing signal');
    expect(typing).toMatchObject({ user_id: customer.id, from_staff: true });
    expect(app.core.sendRealtime({ type: 'chat.read', user_id: customer.id })).toBe(true);
    await until(() => got.find((m) => m.type === 'chat.read'), 'the read receipt');

    // Staff's own chat message is not announced to them.
    await post(staff, '/api/chat_message', { message: 'Yes, how can I help?', user_id: String(customer.id) });
    await until(() => got.find((m) => m.type === 'chat.message' && m.message), 'the answer');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.shown.some((s) => s.body === 'Yes, how can I help?')).toBe(false);
  } finally {
    socket.close();
  }
});
