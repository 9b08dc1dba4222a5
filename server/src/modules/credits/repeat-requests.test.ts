import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { purgeIdempotencyKeys } from '../../plugins/idempotency.js';

let app: TestApp;
let staff: TestUser;
let otherStaff: TestUser;
const rights = { dealers_manager: { dealers_invoices: true, dealers_balance: true } };

beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app, rights);
  otherStaff = await createStaff(app, rights);
});
afterAll(async () => {
  await app.cleanup();
});

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

const post = (user: TestUser, url: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const paidInvoice = (customerId: number, amount = 5000) => ({
  user: customerId,
  item_name: 'Credits by hand',
  count: 5000,
  amount,
  vat: 0,
  status: 'paid',
});

const invoicesOf = async (userId: number) =>
  (await app.db('credit_invoices').where({ user_id: userId }).select('id')).map((r) => Number(r.id));
const ledgerOf = async (userId: number) =>
  (await app.db('credit_ledger').where({ user_id: userId }).select('id', 'amount')).map((r) =>
    Number(r.amount),
  );

describe('a repeated staff form (double click, resend) moves money once', () => {
  it('two or more identical paid-invoice requests at once make one invoice and one ledger movement', async () => {
    const customer = await createUser(app);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key)),
    );
    const ids = await invoicesOf(customer.id);
    expect(ids).toHaveLength(1);
    expect(await ledgerOf(customer.id)).toEqual([5000]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const a of answers) {
      if (a.statusCode === 200) expect(a.json()._id).toBe(ids[0]);
      else {
        expect(a.statusCode).toBe(409);
        expect(a.json().message).toBe('This request is already being handled.');
      }
    }
  });

  it('a repeat after the first finished gets the first answer, not a second invoice', async () => {
    const customer = await createUser(app);
    const key = newKey();
    const first = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    expect(first.statusCode).toBe(200);
    const again = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await invoicesOf(customer.id)).toEqual([first.json()._id]);
    expect(await ledgerOf(customer.id)).toEqual([5000]);
  });

  it('refuses the same key with another body (422) and keeps the first invoice alone', async () => {
    const customer = await createUser(app);
    const key = newKey();
    expect(
      (await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key)).statusCode,
    ).toBe(200);
    const changed = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id, 9000), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(
      'This Idempotency-Key was already used for a different request. Please send a new key.',
    );
    expect(await invoicesOf(customer.id)).toHaveLength(1);
  });

  it("keeps each user's keys apart: another staff member's same key makes their own invoice", async () => {
    const customer = await createUser(app);
    const key = newKey();
    const mine = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    const theirs = await post(otherStaff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()._id).not.toBe(mine.json()._id);
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it('a refused first request frees its key, so the corrected form can be sent under it', async () => {
    const customer = await createUser(app);
    const key = newKey();
    const empty = await post(
      staff,
      '/api/credits/generate-invoice',
      { ...paidInvoice(customer.id), count: 0 },
      key,
    );
    expect(empty.statusCode).toBe(400);
    const fixed = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    expect(fixed.statusCode).toBe(200);
    expect(await ledgerOf(customer.id)).toEqual([5000]);
  });

  it('credit and money adjustments by hand are made once per key', async () => {
    const customer = await createUser(app);
    const credits = { user_id: customer.id, amount: 700, reason: 'Goodwill' };
    const key = newKey();
    const answers = await Promise.all([1, 2].map(() => post(staff, '/api/credits/adjust', credits, key)));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 409)).toContain(200);
    const again = await post(staff, '/api/credits/adjust', credits, key);
    expect(again.json()).toMatchObject({ balance: 700 });
    expect(await ledgerOf(customer.id)).toEqual([700]);

    const money = { user_id: customer.id, amount: 1500, reason: 'Refund by hand' };
    const moneyKey = newKey();
    await post(staff, '/api/credits/agent-balance/adjust', money, moneyKey);
    const repeat = await post(staff, '/api/credits/agent-balance/adjust', money, moneyKey);
    expect(repeat.json()).toMatchObject({ balance: 1500 });
    const moves = await app.db('agent_ledger').where({ user_id: customer.id }).count({ n: '*' });
    expect(Number(moves[0].n)).toBe(1);
  });

  it('an empty invoice and a customer purchase are made once per key', async () => {
    const customer = await createUser(app, { country: 'NL' });
    const key = newKey();
    const a = await post(staff, '/api/credits/create-empty', { user_id: customer.id }, key);
    const b = await post(staff, '/api/credits/create-empty', { user_id: customer.id }, key);
    expect(b.json()._id).toBe(a.json()._id);
    const buyKey = newKey();
    const buy = { count: 1000, payment_method: 'bank' };
    const first = await post(customer, '/api/credits_user', buy, buyKey);
    const second = await post(customer, '/api/credits_user', buy, buyKey);
    expect(first.statusCode).toBe(200);
    expect(second.json().invoice._id).toBe(first.json().invoice._id);
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it('without the header every request runs, as before (API users)', async () => {
    const customer = await createUser(app);
    await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id));
    await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id));
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });

  it('refuses a malformed key and forgets keys after a day (purge job)', async () => {
    const customer = await createUser(app);
    const bad = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), 'a b');
    expect(bad.statusCode).toBe(400);
    const key = newKey();
    await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id), key);
    expect(await purgeIdempotencyKeys(app, Date.now() + 25 * 3_600_000)).toBeGreaterThan(0);
    const later = await post(staff, '/api/credits/generate-invoice', paidInvoice(customer.id, 9000), key);
    expect(later.statusCode).toBe(200);
    expect(await invoicesOf(customer.id)).toHaveLength(2);
  });
});
