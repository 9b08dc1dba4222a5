import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

// Numbered invoices, credit notes and paid shop orders must be kept: deleting the account they belong to
// (whose rows cascade to them) is refused, and the delete-inactive purge passes such accounts over.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const call = (method: string, url: string, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: admin.headers, payload });

/** A due credit invoice (no number yet) for the user. */
async function dueInvoice(userId: number): Promise<number> {
  const res = await call('POST', '/api/credits/generate-invoice', {
    item_name: '10 credits',
    amount: 1000,
    count: 1000,
    user: userId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()._id;
}

const markPaid = (id: number) => call('PATCH', '/api/credits/mark-as-paid', { id });
const userExists = async (id: number) => Boolean(await app.db('users').where({ id }).first());

describe('deleting a customer with issued invoices', () => {
  it('is refused with a 409 naming how many, and keeps everything', async () => {
    const c = await createUser(app);
    const paid = await dueInvoice(c.id);
    expect((await markPaid(paid)).statusCode).toBe(200);
    const due = await dueInvoice(c.id);
    const res = await call('DELETE', `/api/user/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Invoices and credit notes issued to this account: 1. They must be kept, so the account cannot be deleted; suspend it instead.',
    );
    expect(await userExists(c.id)).toBe(true);
    const ids = (await app.db('credit_invoices').where({ user_id: c.id }).pluck('id')).map(Number);
    expect(ids.sort()).toEqual([paid, due].sort());
  });

  it('answers in the reader language', async () => {
    const c = await createUser(app);
    await markPaid(await dueInvoice(c.id));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/${c.id}`,
      headers: { ...admin.headers, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Diesem Konto ausgestellte Rechnungen und Gutschriften: 1.');
  });

  it('counts credit notes and paid shop orders too', async () => {
    const c = await createUser(app);
    const paid = await dueInvoice(c.id);
    await markPaid(paid);
    const note = await call('POST', `/api/credits/${paid}/credit-note`, { reason: 'Paid by mistake' });
    expect(note.statusCode, note.body).toBe(200);
    const now = new Date();
    await app.db('shop_orders').insert({
      invoice_no: `SO-T-${c.id}`,
      issued_invoice_no: `T-${c.id}`,
      user_id: c.id,
      status: 'paid',
      items: '[]',
      subtotal: 100,
      net: 100,
      total: 100,
      currency: 'EUR',
      shipping_method: '{}',
      address: '{}',
      payment_method: 'bank',
      paid_at: now,
      created_at: now,
      updated_at: now,
    });
    const res = await call('DELETE', `/api/user/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('this account: 3.');
  });

  it('still deletes an account whose invoices have no number yet', async () => {
    const c = await createUser(app);
    await dueInvoice(c.id);
    const res = await call('DELETE', `/api/user/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(await userExists(c.id)).toBe(false);
    expect(await app.db('credit_invoices').where({ user_id: c.id }).first()).toBeUndefined();
  });

  it('delete-inactives keeps accounts with issued invoices and says how many', async () => {
    const plain = await createUser(app);
    const invoiced = await createUser(app);
    await markPaid(await dueInvoice(invoiced.id));
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await app
      .db('users')
      .whereIn('id', [plain.id, invoiced.id])
      .update({ created_at: longAgo, last_login: longAgo });
    const res = await call('POST', '/api/user/delete-inactives', { inactive_users: [plain.id, invoiced.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deleted: 1,
      kept: 1,
      message: '1 inactive user(s) deleted; 1 kept because invoices were issued to them.',
    });
    expect(await userExists(plain.id)).toBe(false);
    expect(await userExists(invoiced.id)).toBe(true);
  });

  it('never loses an invoice paid while the account is being deleted', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 9; round += 1) {
      const c = await createUser(app);
      const id = await dueInvoice(c.id);
      // Either request may start first, or the deletion a moment after the payment.
      const remove = () => call('DELETE', `/api/user/${c.id}`);
      const [del, paid] =
        round % 3 === 0
          ? await Promise.all([remove(), markPaid(id)])
          : await (async () => {
              const paying = markPaid(id);
              if (round % 3 === 2) await new Promise((r) => setTimeout(r, 5));
              return [await remove(), await paying];
            })();
      outcomes.add(paid.statusCode);
      if (paid.statusCode === 200) {
        // Paid first: the numbered invoice stays, and so does its account.
        expect(del.statusCode, del.body).toBe(409);
        expect(await userExists(c.id)).toBe(true);
        const row = await app.db('credit_invoices').where({ id }).first();
        expect(row?.invoice_no).toBe(paid.json().invoice);
      } else {
        // Deleted first: the due invoice went with the account and nothing was issued.
        expect(del.statusCode, del.body).toBe(200);
        expect(paid.statusCode, paid.body).toBe(404);
        expect(await userExists(c.id)).toBe(false);
      }
    }
    // The rounds met the payment first at least once (else the race proved nothing).
    expect(outcomes.has(200)).toBe(true);
  });
});
