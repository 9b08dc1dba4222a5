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

/** A German customer with a bank-transfer invoice for 10 credits, still due. */
async function dueInvoice() {
  const customer = await createUser(app, { country: 'DE' });
  await app.db('users').where({ id: customer.id }).update({ language: 'de' });
  const res = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, id: res.json().invoice._id as number };
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
      message: 'Wir haben Ihre Zahlung erhalten. Ihrem Konto gutgeschriebene Credits: 10.',
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
    expect(list[0].message).toBe('We have received your payment. Added to your balance: 25.00 EUR.');
    expect(readable((await smtp.waitFor(customer.email)).raw)).toContain('Added to your balance: 25.00 EUR');
    await settle();
    expect(mailsTo(customer)).toHaveLength(1);
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
