import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

let app: TestApp;
let admin: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const call = (method: string, url: string, user: TestUser, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user.headers, payload });

/** A customer (German unless told) with a bank-transfer invoice for 10 credits (or `count` hundredths), still due. */
async function dueInvoice(count = 1000, language = 'de') {
  const customer = await createUser(app, { country: 'DE' });
  await app.db('users').where({ id: customer.id }).update({ language });
  const res = await call('POST', '/api/credits_user', customer, { count, payment_method: 'bank' });
  expect(res.statusCode, res.body).toBe(200);
  const invoice = res.json().invoice as { _id: number; total: number; currency: string };
  return { customer, id: invoice._id, total: invoice.total, currency: invoice.currency };
}

const notifications = async (u: TestUser) =>
  (await call('GET', '/api/in-app-notification/user', u)).json().items as {
    title: string;
    message: string;
  }[];

const mailsTo = (u: TestUser) => smtp.mails.filter((m) => m.to.includes(u.email.toLowerCase()));
/** The body as written: quoted-printable soft breaks and escaped bytes undone. */
function readable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Mails still on their way (queued in the database) have had time to arrive. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('a paid credit invoice tells the customer', () => {
  it('staff marking a bank transfer paid: one notification and one e-mail, in German', async () => {
    const { customer, id } = await dueInvoice();
    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoiceNo = paid.json().invoice as string;

    const list = await notifications(customer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: `Zahlung für Rechnung ${invoiceNo} erhalten`,
      message: expect.stringContaining(
        'Wir haben Ihre Zahlung erhalten. Ihrem Konto gutgeschriebene Credits: 10.',
      ),
    });

    const mail = readable((await smtp.waitFor(customer.email)).raw);
    expect(mail).toContain('Ihrem Konto gutgeschriebene Credits: 10');
    expect(mail).toContain('/buy_credits');

    // Marked paid again: refused, and the customer is not told twice.
    expect((await call('PATCH', '/api/credits/mark-as-paid', admin, { id })).statusCode).toBe(409);
    await settle();
    expect(await notifications(customer)).toHaveLength(1);
    expect(mailsTo(customer)).toHaveLength(1);
  });

  it('an invoice staff make out as paid tells the customer once, a balance top-up with its amount', async () => {
    const customer = await createUser(app, { country: 'DE' });
    const made = await call('POST', '/api/credits/generate-invoice', admin, {
      user: customer.id,
      kind: 'balance',
      item_name: 'Top-up',
      amount: 2500,
      status: 'paid',
    });
    expect(made.statusCode, made.body).toBe(200);
    const list = await notifications(customer);
    expect(list).toHaveLength(1);
    expect(list[0].message).toMatch(
      /^We have received your payment\. Added to your balance: €25\.00\. Amount paid: €\d+\.\d\d\.$/,
    );
    expect(readable((await smtp.waitFor(customer.email)).raw)).toContain('Added to your balance: €25.00');
    await settle();
    expect(mailsTo(customer)).toHaveLength(1);
  });

  it('writes amounts as the reader does and names the amount paid (German, Arabic)', async () => {
    const money = (n: number, currency: string, lng: string) =>
      new Intl.NumberFormat(`${lng}-u-nu-latn`, { style: 'currency', currency })
        .format(n / 100)
        .replace(/[\u200e\u200f\u061c]/g, '');
    const de = await dueInvoice(10, 'de');
    expect((await call('PATCH', '/api/credits/mark-as-paid', admin, { id: de.id })).statusCode).toBe(200);
    const deMail = readable((await smtp.waitFor(de.customer.email)).raw);
    expect(deMail).toContain('Ihrem Konto gutgeschriebene Credits: 0,1.');
    expect(deMail).toContain(`Gezahlter Betrag: ${money(de.total, de.currency, 'de')}.`);
    expect(money(de.total, de.currency, 'de')).toMatch(/^\d+,\d\d\s€$/);
    expect((await notifications(de.customer))[0].message).toContain('0,1');

    const ar = await dueInvoice(1050, 'ar');
    expect((await call('PATCH', '/api/credits/mark-as-paid', admin, { id: ar.id })).statusCode).toBe(200);
    const arText = (await notifications(ar.customer))[0].message;
    expect(arText).toContain('10.5');
    expect(arText).toContain(`المبلغ المدفوع: ${money(ar.total, ar.currency, 'ar')}`);
    expect(arText).not.toMatch(/\d EUR/);
  });

  it('a payment that is not made tells nobody', async () => {
    const customer = await createUser(app);
    const empty = await call('POST', '/api/credits/generate-invoice', admin, {
      user: customer.id,
      item_name: 'Nothing yet',
      amount: 0,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    const refused = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: empty.json()._id });
    expect(refused.statusCode).toBe(400);
    await settle();
    expect(await notifications(customer)).toHaveLength(0);
    expect(mailsTo(customer)).toHaveLength(0);
  });
});
