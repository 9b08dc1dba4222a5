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
import { linksInLanguage } from '../../lib/mail-links.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url, jobPollMs: 20 });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

/** The text of a mail as it arrived, its quoted-printable lines joined and decoded. */
async function mailTo(to: string): Promise<string> {
  const { raw } = await smtp.waitFor(to);
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => `%${h}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  return decodeURIComponent(bytes);
}

const base = () => app.config.publicUrl.replace(/\/$/, '');
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a shop order put on hold', () => {
  it('tells the customer why, in the mail and in the app, with a link in their language', async () => {
    const buyer = await createUser(app);
    await app.db('users').where({ id: buyer.id }).update({ language: 'de' });
    const id = await processingShopOrder(app, buyer.id, 'SO-HOLD-000001');
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/order/mark_as_on_hold',
      headers: admin.headers,
      payload: { order_id: id, reason: 'Waiting for the part from the supplier' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await mailTo(buyer.email);
    expect(text).toContain('Grund für das Anhalten: Waiting for the part from the supplier');
    expect(text).toContain(`${base()}/shop/order/SO-HOLD-000001?lang=de`);

    const inbox = await app.inject({ url: '/api/in-app-notification/user', headers: buyer.headers });
    expect(inbox.body).toContain('Waiting for the part from the supplier');
  });
});

describe('links in e-mails', () => {
  it('open the portal in the language of a file order mail', async () => {
    const c = await seedCatalogue(app);
    const buyer = await createUser(app);
    await app.db('users').where({ id: buyer.id }).update({ language: 'fr' });
    await giveCredits(app, buyer.id, 10_000);
    const placed = await submit(app, buyer.headers, orderFields(c));
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().order._id as number;
    const f = multipart({ note: '' }, [
      { field: 'modified_file', name: 'tuned.bin', data: randomBytes(300) },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/order/${id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailTo(buyer.email)).toMatch(
      new RegExp(`${literal(base())}/order_details/${id}\\?lang=fr\\s`),
    );
  });

  it('keep their query and fragment, and leave API links, other sites and named languages alone', () => {
    const b = 'https://portal.example';
    const say = (text: string, lang = 'de') => linksInLanguage(text, `${b}/`, lang);
    expect(say(`Open ${b}/shop/order/SO-1 now`)).toBe(`Open ${b}/shop/order/SO-1?lang=de now`);
    expect(say(`${b}/reset_password?token=a%2Eb`)).toBe(`${b}/reset_password?token=a%2Eb&lang=de`);
    expect(say(`${b}/page#part`)).toBe(`${b}/page?lang=de#part`);
    expect(say(`Here:\n${b}\n`, 'pt-br')).toBe(`Here:\n${b}/?lang=pt-br\n`);
    expect(say(`${b}/api/flink/1/download ${b}/assets/a.png`)).toBe(
      `${b}/api/flink/1/download ${b}/assets/a.png`,
    );
    expect(say(`${b}.evil.test/x ${b}/x?lang=fr`)).toBe(`${b}.evil.test/x ${b}/x?lang=fr`);
    expect(say(`${b}/x`, 'xx')).toBe(`${b}/x`);
  });
});
