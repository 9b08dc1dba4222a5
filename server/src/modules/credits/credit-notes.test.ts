import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { getAgentBalance } from './agent-ledger.js';
import { getBalance, hold } from './ledger.js';

let app: TestApp;
let staff: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  staff = await createStaff(app, {
    dealers_manager: { dealers_invoices: true, dealers_balance: true, download_dealer_invoice: true },
  });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const call = (method: string, url: string, user: TestUser, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user.headers, payload });
const creditNote = (id: number, user: TestUser = staff, reason = 'Marked paid by mistake') =>
  call('POST', `/api/credits/${id}/credit-note`, user, { reason });

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

/** The first e-mail to `user` that mentions `text` (the payment's e-mail arrives before it). */
async function mailWith(user: TestUser, text: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = smtp.mails
      .filter((m) => m.to.includes(user.email.toLowerCase()))
      .map((m) => readable(m.raw))
      .find((m) => m.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail with ${text}`);
}

/** A German customer with a paid invoice of 10 credits (50.00 EUR net, 19 % VAT). */
async function paidCredits(language = 'en') {
  const customer = await createUser(app, { country: 'DE' });
  await app.db('users').where({ id: customer.id }).update({ language });
  const res = await call('POST', '/api/credits/generate-invoice', staff, {
    user: customer.id,
    item_name: '10 credits',
    count: 1000,
    amount: 5000,
    vat: 19,
    status: 'paid',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, invoice: res.json() as { _id: number; invoice: string } };
}

describe('credit note for a paid credit invoice', () => {
  it('mirrors the invoice negated under its own number, takes the credits back, tells and lists it', async () => {
    const { customer, invoice } = await paidCredits('de');
    expect((await getBalance(app.db, customer.id)).balance).toBe(1000);
    const res = await creditNote(invoice._id);
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json();
    expect(note.invoice).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note).toMatchObject({
      status: 'paid',
      kind: 'credits',
      item_name: '10 credits',
      count: -1000,
      amount: -5000,
      vat: 19,
      vat_amount: -950,
      total: -5950,
      credit_of: { _id: invoice._id, invoice: invoice.invoice },
      credit_reason: 'Marked paid by mistake',
      user: customer.id,
    });
    expect(await getBalance(app.db, customer.id)).toEqual({ balance: 0, held: 0, available: 0 });

    // The customer's list has both, the invoice marked as credited by the note.
    const mine = (await call('GET', '/api/credits_user', customer)).json().items as Record<string, unknown>[];
    expect(mine.map((i) => i._id)).toEqual([note._id, invoice._id]);
    expect(mine[1]?.credit_note).toEqual({ _id: note._id, invoice: note.invoice });
    // The staff list too.
    const all = (await call('GET', `/api/credits?keyword=${note.invoice}`, staff)).json();
    expect(all.items[0]).toMatchObject({ _id: note._id, credit_of: { invoice: invoice.invoice } });

    // The ledger reads the note in the reader's language.
    const history = await app.inject({
      method: 'GET',
      url: '/api/credits_history_user',
      headers: { ...customer.headers, 'accept-language': 'de' },
    });
    expect(history.json().items[0]).toMatchObject({
      amount: -1000,
      reason: `Stornorechnung ${note.invoice}`,
    });

    // The PDF, in the owner's language, for the owner and for staff; nobody else learns it exists.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/credits/${note._id}/download_invoice`,
      headers: customer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${note.invoice}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Stornorechnung ${note.invoice}`);
    expect(text).toContain(`Storniert Rechnung ${invoice.invoice}`);
    expect(text).toContain('Marked paid by mistake');
    expect(text).toContain('-59,50 €');
    // The rate as German writes a percentage (a space before the sign), as on shop invoices.
    expect(text).toMatch(/MwSt\. 19\s%/);
    expect((await call('GET', `/api/credits/${note._id}/download_invoice`, staff)).statusCode).toBe(200);
    const stranger = await createUser(app);
    expect((await call('GET', `/api/credits/${note._id}/download_invoice`, stranger)).statusCode).toBe(404);

    // Told in the app and by e-mail, in German.
    const mail = await mailWith(customer, note.invoice);
    expect(mail).toContain(`Von Ihrem Konto zurückgebuchte Credits: 10`);
    expect(mail).toContain('/my_invoices');
    const notes = (await call('GET', '/api/in-app-notification/user', customer)).json().items as {
      title: string;
    }[];
    expect(notes[0]?.title).toBe(`Stornorechnung ${note.invoice} zu Rechnung ${invoice.invoice}`);

    const trail = await app.db('audit_log').where({ action: 'invoice.credit_note' }).first();
    expect(trail).toMatchObject({ actor_id: staff.id, target_id: invoice._id });
    expect(String(trail.detail)).toContain(note.invoice);
  });

  it('credit notes of one year are numbered in their own series', async () => {
    const a = await paidCredits();
    const b = await paidCredits();
    const first = (await creditNote(a.invoice._id)).json().invoice as string;
    const second = (await creditNote(b.invoice._id)).json().invoice as string;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    // Invoices go on in theirs.
    const c = await paidCredits();
    expect(c.invoice.invoice).toMatch(/^\d{4}-\d{6}$/);
  });

  it('only staff with the invoice permission may issue one; an unknown invoice is 404', async () => {
    const { customer, invoice } = await paidCredits();
    const other = await createUser(app);
    expect((await creditNote(invoice._id, other)).statusCode).toBe(403);
    expect((await creditNote(invoice._id, customer)).statusCode).toBe(403);
    expect((await creditNote(999999)).statusCode).toBe(404);
    const noReason = await call('POST', `/api/credits/${invoice._id}/credit-note`, staff, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await getBalance(app.db, customer.id)).balance).toBe(1000);
  });

  it('refuses an unpaid invoice, a second note and a note of a note (409)', async () => {
    const customer = await createUser(app);
    const due = await call('POST', '/api/credits/generate-invoice', staff, {
      user: customer.id,
      item_name: 'Due',
      count: 1000,
      amount: 5000,
    });
    const unpaid = await creditNote(due.json()._id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Only a paid invoice can be corrected with a credit note.');

    const { invoice } = await paidCredits();
    const note = await creditNote(invoice._id);
    expect(note.statusCode).toBe(200);
    const twice = await creditNote(invoice._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This invoice has already been credited.');
    expect((await creditNote(note.json()._id)).statusCode).toBe(409);
  });

  it('refuses when the customer has fewer credits available than it takes back, and says how many', async () => {
    const { customer, invoice } = await paidCredits('de');
    const spent = await call('POST', '/api/credits/adjust', staff, {
      user_id: customer.id,
      amount: -650,
      reason: 'Used',
    });
    expect(spent.statusCode).toBe(200);
    const res = await creditNote(invoice._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The customer has only 3.5 credits available; the credit note takes back 10.',
    );
    const german = await app.inject({
      method: 'POST',
      url: `/api/credits/${invoice._id}/credit-note`,
      headers: { ...staff.headers, 'accept-language': 'de' },
      payload: { reason: 'x' },
    });
    expect(german.json().message).toBe(
      'Dem Kunden stehen nur 3,5 Credits zur Verfügung; die Stornorechnung bucht 10 zurück.',
    );
    // Nothing was written: no note, the invoice still open to a note later, the credits untouched.
    expect(await app.db('credit_invoices').where({ credit_of: invoice._id }).first()).toBeUndefined();
    expect((await app.db('credit_invoices').where({ id: invoice._id }).first()).credited_by).toBeNull();
    expect((await getBalance(app.db, customer.id)).balance).toBe(350);
  });

  it('a balance invoice: the money is taken back, and refused when the balance does not cover it', async () => {
    const customer = await createUser(app, { country: 'DE' });
    const paid = async () =>
      (
        await call('POST', '/api/credits/generate-invoice', staff, {
          user: customer.id,
          kind: 'balance',
          item_name: 'Top-up',
          amount: 2500,
          vat: 0,
          status: 'paid',
        })
      ).json() as { _id: number };
    const a = await paid();
    const b = await paid();
    expect((await getAgentBalance(app.db, customer.id)).balance).toBe(5000);
    const note = await creditNote(a._id);
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ kind: 'balance', amount: -2500, total: -2500 });
    expect((await getAgentBalance(app.db, customer.id)).balance).toBe(2500);
    await call('POST', '/api/credits/agent-balance/adjust', staff, {
      user_id: customer.id,
      amount: -1000,
      reason: 'Spent',
    });
    const short = await creditNote(b._id);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      'The customer has only €15.00 of balance available; the credit note takes back €25.00.',
    );
    expect((await getAgentBalance(app.db, customer.id)).balance).toBe(1500);
  });

  it('two credit notes for one invoice at once: one is issued, the credits are taken back once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customer, invoice } = await paidCredits();
      const answers = await Promise.all([creditNote(invoice._id), creditNote(invoice._id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await app.db('credit_invoices').where({ credit_of: invoice._id }).select('id')).toHaveLength(1);
      expect(await getBalance(app.db, customer.id)).toEqual({ balance: 0, held: 0, available: 0 });
    }
  });

  it('a credit note racing an order reserving the credits: never both, holds stay covered', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const { customer, invoice } = await paidCredits();
      const order = app.db
        .transaction((trx) =>
          hold(trx, { userId: customer.id, amount: 600, refType: 'order', refId: 9000 + round }),
        )
        .then(
          () => 'held',
          (err: { statusCode?: number }) => `hold ${err.statusCode}`,
        );
      const [note, held] = await Promise.all([creditNote(invoice._id), order]);
      outcomes.add(`${note.statusCode}/${held}`);
      const balance = await getBalance(app.db, customer.id);
      expect(balance.balance).toBeGreaterThanOrEqual(0);
      expect(balance.held).toBeLessThanOrEqual(balance.balance);
      if (note.statusCode === 200) {
        expect(held).toBe('hold 402');
        expect(balance).toEqual({ balance: 0, held: 0, available: 0 });
      } else {
        expect(note.statusCode).toBe(409);
        expect(note.json().message).toBe(
          'The customer has only 4 credits available; the credit note takes back 10.',
        );
        expect(held).toBe('held');
        expect(balance).toEqual({ balance: 1000, held: 600, available: 400 });
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
