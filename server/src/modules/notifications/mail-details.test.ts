import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import {
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';
import { processingShopOrder } from '../../../test/support/shop-kit.js';
import { formData } from '../downloads/test-form.js';
import { passwordChangedNotice } from '../auth/password-notice.js';
import { emailChangedNotice } from '../users/email-change.js';
import { ordersService } from '../shop/orders.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url, jobPollMs: 20 });
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

type Queued = { to: string; subject: string; text: string };
/** The mails queued to an address so far, oldest first, waiting a little for those queued after an answer. */
async function queuedTo(to: string, atLeast = 1): Promise<Queued[]> {
  for (let i = 0; i < 200; i++) {
    const mails = (await app.db('jobs').where({ kind: 'mail.send' }).orderBy('id'))
      .map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload) as Queued)
      .filter((m) => m.to === to);
    if (mails.length >= atLeast) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail queued to ${to}`);
}
const setContact = async (contact_email: string) =>
  app.settings.set('site', { ...(await app.settings.all()), contact_email });
const setLanguage = (id: number, language: string) => app.db('users').where({ id }).update({ language });

describe('how to reach the site', () => {
  it('replies to every mail go to the contact e-mail when one is set', async () => {
    await setContact('help@example.test');
    await app.mailer.sendNow({ to: 'reader@example.test', subject: 'Hello', text: 'Hi' });
    expect((await smtp.waitFor('reader@example.test')).raw).toMatch(/^Reply-To: help@example\.test\r?$/m);
    await setContact('');
    await app.mailer.sendNow({ to: 'reader2@example.test', subject: 'Hello', text: 'Hi' });
    expect((await smtp.waitFor('reader2@example.test')).raw).not.toMatch(/^Reply-To:/im);
  });

  it('the e-mail changed and password changed notices give the contact e-mail, else the site, in the reader language', async () => {
    const row = await app.db('users').where({ id: customer.id }).first();
    await setContact('help@example.test');
    const changed = await emailChangedNotice(app, row, 'new@example.test', 'de');
    expect(changed.text).toContain('So erreichen Sie uns:\nhelp@example.test');
    const password = await passwordChangedNotice(app, { ...row, language: 'ar' });
    expect(password?.text).toContain('يمكنك التواصل معنا عبر:\nhelp@example.test');
    // Reset link on a line of its own, nothing after it.
    expect(password?.text).toMatch(new RegExp(`\n${app.config.publicUrl}/forgot_password\n`));
    await setContact('');
    const bare = await emailChangedNotice(app, row, 'new@example.test', 'en');
    expect(bare.text).toContain(`You can reach us here:\n${app.config.publicUrl.replace(/\/$/, '')}/`);
  });
});

describe('links in e-mail texts', () => {
  const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');
  it('no link or address is followed by punctuation in any language', () => {
    const files = readdirSync(locales).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(31);
    const bad: string[] = [];
    const walk = (o: Record<string, unknown>, where: string) => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'object' && v) walk(v as Record<string, unknown>, `${where}.${k}`);
        else if (typeof v === 'string' && /\{\{(url|contact)\}\}(?!$|\n)/.test(v)) bad.push(`${where}.${k}`);
      }
    };
    for (const f of files) walk(JSON.parse(readFileSync(path.join(locales, f), 'utf8')), f);
    expect(bad).toEqual([]);
  });

  it('the account approved mail ends the sign-in link with the line', async () => {
    const pending = await createUser(app, { status: 0 });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/${pending.id}`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await queuedTo(pending.email);
    // The link carries the reader's language, so the page opens in the language of the mail.
    expect(mail?.text).toContain(`\n${app.config.publicUrl}/login?lang=en\n`);
  });
});

describe('staff mails', () => {
  it('go out in the language of the staff account an address belongs to, English to a bare address', async () => {
    const staffDe = await createAdmin(app);
    await setLanguage(staffDe.id, 'de');
    const notifications = await app.settings.get('notifications');
    await app.settings.set('notifications', {
      ...notifications,
      email_on_new_ticket: true,
      staff_emails: [staffDe.email.toUpperCase(), 'desk@example.test'],
    });
    const f = await formData({ subject: 'EGR', message: 'Limp mode' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      payload: f.payload,
      headers: { ...customer.headers, ...f.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [de] = await queuedTo(staffDe.email.toUpperCase());
    expect(de?.subject).toMatch(/^Neues Ticket/);
    const [en] = await queuedTo('desk@example.test');
    expect(en?.subject).toMatch(/^New ticket/);
  });
});

describe('who wrote', () => {
  it('a reply of the installer admin is signed with the site name, others with their full name', async () => {
    const site = (await app.settings.all()).site_title;
    const f = await formData({ subject: 'Map', message: 'Question' });
    const opened = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      payload: f.payload,
      headers: { ...customer.headers, ...f.headers },
    });
    const id = opened.json().ticket._id as number;
    const reply = async (message: string) => {
      const m = await formData({ message });
      const r = await app.inject({
        method: 'POST',
        url: `/api/ticket_message/${id}`,
        payload: m.payload,
        headers: { ...admin.headers, ...m.headers },
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    await app.db('users').where({ id: admin.id }).update({ firstname: 'Site', lastname: 'Administrator' });
    await reply('First answer');
    await app.db('users').where({ id: admin.id }).update({ firstname: 'Alex', lastname: 'Morgan' });
    await reply('Second answer');
    const mails = await queuedTo(customer.email, 2);
    const texts = mails.map((m) => m.text).filter((t) => t.includes('answer'));
    expect(texts[0]).toContain(`${site} wrote on ticket #${id}: First answer`);
    expect(texts[1]).toContain(`Alex Morgan wrote on ticket #${id}: Second answer`);
  });
});

describe('order and shop details', () => {
  it('the tuned file delivered mail carries the note given with the file', async () => {
    const c = await seedCatalogue(app);
    const buyer = await createUser(app);
    await giveCredits(app, buyer.id, 10_000);
    const placed = await submit(app, buyer.headers, orderFields(c));
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().order._id as number;
    const f = multipart({ note: 'Stage 1, EGR off' }, [
      { field: 'modified_file', name: 'tuned.bin', data: randomBytes(300) },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/order/${id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await queuedTo(buyer.email);
    const delivered = mails.find((m) => m.subject.includes('is ready'));
    expect(delivered?.text).toContain('Note: Stage 1, EGR off');
  });

  it('the shipped mail names the status in its subject and the estimated delivery date', async () => {
    const buyer = await createUser(app);
    await setLanguage(buyer.id, 'de');
    const oid = await processingShopOrder(app, buyer.id, 'SO-TEST-000001');
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/order/mark_as_shipped',
      headers: admin.headers,
      payload: {
        order_id: Number(oid),
        parcel_tracking_number: 'DHL123',
        estimated_delivery_date: Date.UTC(2099, 11, 23),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await queuedTo(buyer.email);
    expect(mail?.subject).toBe('Ihre Bestellung SO-TEST-000001: Versandt');
    expect(mail?.text).toContain('Voraussichtliche Lieferung: 23. Dezember 2099');
  });
});

describe('the demo shop', () => {
  it('leaves nothing for the release job to cancel (and mail) at the first start', async () => {
    const demo = await buildTestApp({ smtpUrl: smtp.url }, { SEED_DEMO: 'true' });
    try {
      const before = await demo.db('jobs').where({ kind: 'mail.send' }).count({ n: '*' });
      expect(
        await demo.db('shop_orders').where({ status: 'initiated', payment_method: 'bank' }).count({ n: '*' }),
      ).toEqual([{ n: 1 }]);
      expect(await ordersService(demo).expireUnpaid()).toBe(0);
      expect(await demo.db('jobs').where({ kind: 'mail.send' }).count({ n: '*' })).toEqual(before);
    } finally {
      await demo.cleanup();
    }
  });
});
