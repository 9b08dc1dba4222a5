import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import {
  type Catalogue,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
type Dict = { orders: Record<string, string> & { status: Record<string, string> } };
const dict = (lng: string): Dict =>
  JSON.parse(readFileSync(path.join(here, `../../i18n/locales/${lng}.json`), 'utf8'));
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const de = dict('de');
const fr = dict('fr');

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let wsBase: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

type Event = { type: string; notification?: { title: string; message: string } };

/** An open page or desktop app: every live event it gets. */
async function listen(user: TestUser) {
  const events: Event[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  const created = async (count: number) => {
    for (let i = 0; i < 100 && events.filter((e) => e.type === 'notification.created').length < count; i++)
      await new Promise((r) => setTimeout(r, 20));
    const found = events.filter((e) => e.type === 'notification.created');
    expect(found.length).toBeGreaterThanOrEqual(count);
    return found[count - 1]?.notification;
  };
  return { created, close: () => socket.close() };
}

/** Picks a language the way the language picker does: saved to the account. */
async function pickLanguage(user: TestUser, language: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/update_profile',
    payload: { language },
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const list = async (user: TestUser, inbox: 'user' | 'admin', headers: Record<string, string> = {}) => {
  const res = await app.inject({
    url: `/api/in-app-notification/${inbox}`,
    headers: { ...user.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { _id: number; type: string; title: string; message: string }[];
};

async function changeStatus(orderId: number, status: string, reason?: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/order/${orderId}/change_status`,
    payload: { status, reason },
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notifications in the reader language', () => {
  it('reads in the language picked now, not the one of when it was written; what staff wrote stays as written', async () => {
    const customer = await createUser(app);
    await pickLanguage(customer, 'de');
    await giveCredits(app, customer.id, 5000);
    const order = (await submit(app, customer.headers, orderFields(c))).json().order;
    const live = await listen(customer);
    const reason = 'Bitte den vollständigen Auslesevorgang senden';
    await changeStatus(order._id, 'on_hold', reason);

    const germanTitle = fill(de.orders.status_subject, { id: order._id, status: de.orders.status.on_hold });
    expect((await live.created(1))?.title).toBe(germanTitle);
    expect((await list(customer, 'user'))[0].title).toBe(germanTitle);

    await pickLanguage(customer, 'fr');
    const [note] = await list(customer, 'user');
    // The status is a word of the portal's: French too. The reason is what staff typed: as typed.
    expect(note.title).toBe(
      fill(fr.orders.status_subject, { id: order._id, status: fr.orders.status.on_hold }),
    );
    expect(note.message).toContain(fr.orders.status.on_hold);
    expect(note.message).toContain(fill(fr.orders.reason, { reason }));
    expect(note.message).not.toContain(de.orders.status.on_hold);
    // The page's own language (sent by the web and desktop apps) wins over the account's.
    expect((await list(customer, 'user', { 'accept-language': 'de-DE,de;q=0.9' }))[0].title).toBe(
      germanTitle,
    );

    // What comes next arrives live in the new language.
    await changeStatus(order._id, 'in_progress');
    expect((await live.created(2))?.title).toBe(
      fill(fr.orders.status_subject, { id: order._id, status: fr.orders.status.in_progress }),
    );
    live.close();

    // Nobody else reads them, in any language.
    const other = await createUser(app);
    await pickLanguage(other, 'fr');
    expect((await list(other, 'user')).map((n) => n._id)).not.toContain(note._id);
    expect(await list(other, 'user')).toEqual([]);
  });

  it('gives each staff member the shared inbox in their own language, in the list and live', async () => {
    const french = await createStaff(app, { orders: true });
    const german = await createStaff(app, { orders: true });
    await pickLanguage(french, 'fr');
    await pickLanguage(german, 'de');
    const [frLive, deLive] = await Promise.all([listen(french), listen(german)]);
    const customer = await createUser(app);
    await giveCredits(app, customer.id, 5000);
    const order = (await submit(app, customer.headers, orderFields(c))).json().order;

    const subject = (d: Dict) => fill(d.orders.new_order_subject, { id: order._id, customer: 'Test' });
    const timeFrame = (d: Dict) =>
      (d.orders as unknown as { time_frame: Record<string, string> }).time_frame.asap;
    for (const [user, live, d] of [
      [french, frLive, fr],
      [german, deLive, de],
    ] as const) {
      const pushed = await live.created(1);
      expect(pushed?.title).toBe(subject(d));
      const [mine] = (await list(user, 'admin')).filter((n) => n.type === 'order.created');
      expect(mine.title).toBe(subject(d));
      // The time frame is the portal's word for it: in the reader's language too.
      expect(mine.message).toContain(timeFrame(d));
      live.close();
    }
  });

  it('shows notifications stored before as they were written', async () => {
    const customer = await createUser(app);
    await pickLanguage(customer, 'fr');
    const [id] = await app.db('in_app_notifications').insert({
      recipient_id: customer.id,
      type: 'order.status',
      title: 'Auftrag #7: In Bearbeitung',
      message: 'Der Status Ihres Auftrags #7 ist jetzt: In Bearbeitung.',
      order_id: null,
      is_agent: false,
      link: '/order_details/7',
      created_at: new Date(),
    });
    const [old] = await list(customer, 'user', { 'accept-language': 'fr' });
    expect(old).toMatchObject({
      _id: Number(id),
      title: 'Auftrag #7: In Bearbeitung',
      message: 'Der Status Ihres Auftrags #7 ist jetzt: In Bearbeitung.',
      read: false,
    });
  });
});
