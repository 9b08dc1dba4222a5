import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { notificationsService } from './service.js';

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

const inbox = async (who: TestUser) => {
  const res = await app.inject({ url: '/api/in-app-notification/admin?size=100', headers: who.headers });
  return { status: res.statusCode, body: res.json() as { items: { title: string }[]; unread: number } };
};
const titles = async (who: TestUser) => (await inbox(who)).body.items.map((n) => n.title).sort();

describe('the staff inbox by desk', () => {
  it('shows each staff member the notifications of the permissions they hold, and marks only those read', async () => {
    const notifications = notificationsService(app);
    await notifications.create({ inbox: 'staff', type: 'order.created', title: 'Order', message: 'o' });
    await notifications.create({
      inbox: 'staff',
      desk: 'tickets',
      type: 'ticket.created',
      title: 'Ticket',
      message: 't',
    });
    await notifications.create({
      inbox: 'staff',
      desk: 'api_manager',
      type: 'api_access.requested',
      title: 'API access',
      message: 'dealer1',
    });
    // Written before desks: the orders desk's, which read the whole inbox then.
    await app.db('in_app_notifications').insert({
      recipient_id: null,
      type: 'order.created',
      title: 'Earlier order',
      message: 'e',
      link: '',
      is_agent: false,
      created_at: new Date(),
    });

    const orders = await createStaff(app, { orders: true });
    const tickets = await createStaff(app, { tickets: true });
    const api = await createStaff(app, { api_manager: true });
    const none = await createStaff(app, { dealers_manager: { dealers_list: true } });

    expect(await titles(orders)).toEqual(['Earlier order', 'Order']);
    expect(await titles(tickets)).toEqual(['Ticket']);
    expect(await titles(api)).toEqual(['API access']);
    expect(await titles(admin)).toEqual(['API access', 'Earlier order', 'Order', 'Ticket']);
    expect((await inbox(none)).status).toBe(403);
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-admin',
      headers: none.headers,
    });
    expect(refused.statusCode).toBe(403);

    // "Mark all read" at the tickets desk leaves the orders desk's unread.
    const read = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-admin',
      headers: tickets.headers,
    });
    expect(read.json().updated).toBe(1);
    expect((await inbox(tickets)).body.unread).toBe(0);
    expect((await inbox(orders)).body.unread).toBe(2);
    expect((await inbox(api)).body.unread).toBe(1);
  });
});

/** A live connection like an open page: the types of the events it gets, in order. */
async function listen(user: TestUser) {
  const types: string[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => types.push(JSON.parse(raw.toString()).type));
  await new Promise((resolve) => socket.once('open', resolve));
  return { types, close: () => socket.close() };
}

describe('marking the staff inbox read', () => {
  it('tells each reader of those desks once, however many desks they hold, so their bell refreshes once', async () => {
    const notifications = notificationsService(app);
    await notifications.create({ inbox: 'staff', type: 'order.created', title: 'Order 2', message: 'o' });
    await notifications.create({
      inbox: 'staff',
      desk: 'tickets',
      type: 'ticket.created',
      title: 'Ticket 2',
      message: 't',
    });
    const both = await createStaff(app, { orders: true, tickets: true });
    const tickets = await createStaff(app, { tickets: true });
    const pages = [await listen(admin), await listen(both), await listen(tickets)];

    const read = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-admin',
      headers: admin.headers,
    });
    expect(read.json().updated).toBeGreaterThanOrEqual(2);
    // Events reach one user in the order they were published: once this one is there, all before it are.
    for (const who of [admin, both, tickets]) app.realtime.publish(who.id, { type: 'test.done' });
    for (const page of pages) {
      await expect.poll(() => page.types.includes('test.done')).toBe(true);
      expect(page.types.filter((t) => t === 'notification.read')).toEqual(['notification.read']);
      page.close();
    }
  });

  it('shows a staff member what is addressed to them alone (a ticket assigned to them), and no one else', async () => {
    const notifications = notificationsService(app);
    const mine = await createStaff(app, { tickets: true });
    const colleague = await createStaff(app, { tickets: true });
    await notifications.create({
      inbox: { userId: mine.id },
      type: 'ticket.assigned',
      title: 'Ticket #7 has been assigned to you',
      message: 'Brakes',
    });
    expect(await titles(mine)).toContain('Ticket #7 has been assigned to you');
    expect(await titles(colleague)).not.toContain('Ticket #7 has been assigned to you');
    const unread = (await inbox(mine)).body.unread;
    const read = await app.inject({
      method: 'PATCH',
      url: '/api/in-app-notification/read-by-admin',
      headers: mine.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await inbox(mine)).body.unread).toBe(0);
    expect(unread).toBeGreaterThan(0);
  });
});
