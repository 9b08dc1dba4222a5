import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  app = await buildTestApp();
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
