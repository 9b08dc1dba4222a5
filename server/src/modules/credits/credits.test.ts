import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';
import { chargeAgentBalance, getAgentBalance } from './agent-ledger.js';
import { getBalance, hold, release, withTransaction } from './ledger.js';

let app: TestApp;
let admin: TestUser;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: {
      seller_name: 'Tuning Files Ltd',
      seller_country: 'NL',
      seller_vat_no: 'NL123456789B01',
      bank_name: 'Test Bank',
      bank_iban: 'NL00TEST0123456789',
      bank_bic: 'TESTNL2A',
    },
  });
});
afterAll(async () => {
  await app.cleanup();
});

const call = (method: string, url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: user?.headers, payload });

describe('buying credits by bank transfer', () => {
  it('makes a due invoice with bank details, admin marks it paid once, credits arrive', async () => {
    const customer = await createUser(app, { country: 'NL' });
    const res = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
    expect(res.statusCode).toBe(200);
    const { invoice, next } = res.json();
    // 10 credits at the default 1.00 EUR, Dutch VAT 21 %.
    expect(invoice).toMatchObject({
      status: 'due',
      count: 1000,
      amount: 1000,
      vat: 21,
      vat_amount: 210,
      total: 1210,
    });
    expect(invoice.invoice).toBeNull();
    expect(next.type).toBe('instructions');
    expect(next.instructions).toMatchObject({
      iban: 'NL00TEST0123456789',
      reference: `CR-${invoice._id}`,
      amount: 1210,
    });

    const mine = await call('GET', '/api/credits_user', customer);
    expect(mine.json().items.map((i: { _id: number }) => i._id)).toEqual([invoice._id]);

    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', payment_method: 'bank' });
    expect(paid.json().invoice).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const again = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });
    expect(again.statusCode).toBe(409);
    expect(await getBalance(app.db, customer.id)).toEqual({ balance: 1000, held: 0, available: 1000 });

    const history = await call('GET', '/api/credits_history_user', customer);
    expect(history.json()).toMatchObject({ total: 1, balance: 1000, available: 1000 });
    expect(history.json().items[0]).toMatchObject({ kind: 'purchase', amount: 1000, balance_after: 1000 });

    const del = await call('DELETE', `/api/credits/${invoice._id}`, admin);
    expect(del.statusCode).toBe(409);
  });

  it("tells the customer's open pages when credits arrive", async () => {
    const customer = await createUser(app);
    const hub = (app as unknown as { realtime: { publish: (id: number, e: object) => void } }).realtime;
    expect(hub).toBeDefined();
    const spy = vi.spyOn(hub, 'publish');
    await call('POST', '/api/credits/adjust', admin, {
      user_id: customer.id,
      amount: 700,
      reason: 'Welcome',
    });
    expect(spy).toHaveBeenCalledWith(
      customer.id,
      expect.objectContaining({ type: 'credits.updated', balance: 700 }),
    );
    spy.mockRestore();
  });

  it('refuses bad input and disabled methods with clear answers', async () => {
    const customer = await createUser(app);
    const cases = [
      { count: 0, payment_method: 'bank' },
      { count: 100, payment_method: 'cash' },
      { payment_method: 'bank' },
      { count: 100, payment_method: 'bank', currency: 'XXX' },
    ];
    for (const payload of cases) {
      const res = await call('POST', '/api/credits_user', customer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const stripe = await call('POST', '/api/credits_user', customer, {
      count: 100,
      payment_method: 'stripe',
    });
    expect(stripe.statusCode).toBe(400);
    expect(stripe.json().code).toBe('FEATURE_DISABLED');
    expect(await app.db('credit_invoices').where({ user_id: customer.id })).toHaveLength(0);
    expect(
      (await call('POST', '/api/credits_user', null, { count: 100, payment_method: 'bank' })).statusCode,
    ).toBe(401);
  });

  it("charges a credit package's own price, not credits x credit price, on the invoice too", async () => {
    const made = await call('POST', '/api/price', admin, {
      name: '50 credits',
      credits: 5000,
      price: 4750,
      currency: 'EUR',
    });
    expect(made.statusCode, made.body).toBe(200);
    const pkg = made.json();
    const customer = await createUser(app, { country: 'NL' });
    const res = await call('POST', '/api/credits_user', customer, {
      price_id: pkg._id,
      payment_method: 'bank',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice, next } = res.json();
    expect(invoice).toMatchObject({ status: 'due', count: 5000, amount: 4750, currency: 'EUR', vat: 21 });
    expect(invoice.item_name).toContain('50 credits');
    expect(next.instructions.amount).toBe(invoice.total);
    expect(invoice.total).toBe(4750 + invoice.vat_amount);

    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });
    expect(paid.json()).toMatchObject({ status: 'paid', amount: 4750 });
    expect((await getBalance(app.db, customer.id)).balance).toBe(5000);

    // A package taken off sale, or one that does not exist, cannot be bought.
    await call('PUT', `/api/price/${pkg._id}`, admin, { status: 'offline' });
    for (const price_id of [pkg._id, 999_999]) {
      const refused = await call('POST', '/api/credits_user', customer, { price_id, payment_method: 'bank' });
      expect(refused.statusCode).toBe(404);
    }
  });

  it("names a package on the invoice in the buyer's profile language, falling back to the default name", async () => {
    const pkg = (
      await call('POST', '/api/price', admin, {
        name: 'Starter pack',
        credits: 2000,
        price: 1900,
        currency: 'EUR',
      })
    ).json();
    const named = await call('PUT', `/api/catalogue/translations/price_item/${pkg._id}`, admin, {
      translations: { de: { name: 'Startpaket' } },
    });
    expect(named.statusCode, named.body).toBe(200);
    const german = await createUser(app, { country: 'NL' });
    await app.db('users').where({ id: german.id }).update({ language: 'de' });
    const buy = (user: TestUser, body: object) =>
      call('POST', '/api/credits_user', user, { ...body, payment_method: 'bank' });

    const de = (await buy(german, { price_id: pkg._id })).json().invoice;
    expect(de.item_name).toBe('Startpaket (20 Credits)');
    expect((await buy(german, { count: 1000 })).json().invoice.item_name).toBe('10 Credits');
    // The invoice list and the PDF print the stored line, so they read the same.
    const listed = (await call('GET', '/api/credits_user', german)).json().items;
    expect(listed.find((i: { _id: number }) => i._id === de._id).item_name).toBe('Startpaket (20 Credits)');

    // A language without a name of its own falls back to the default one, with the count in that language.
    const french = await createUser(app, { country: 'NL' });
    await app.db('users').where({ id: french.id }).update({ language: 'fr' });
    expect((await buy(french, { price_id: pkg._id })).json().invoice.item_name).toBe(
      'Starter pack (20 crédits)',
    );
    const english = await createUser(app, { country: 'NL' });
    expect((await buy(english, { price_id: pkg._id })).json().invoice.item_name).toBe(
      'Starter pack (20 credits)',
    );
  });

  it('many concurrent mark-as-paid calls credit exactly once', async () => {
    const customer = await createUser(app);
    const { invoice } = (
      await call('POST', '/api/credits_user', customer, { count: 500, payment_method: 'bank' })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await getBalance(app.db, customer.id)).balance).toBe(500);
  });
});

describe('invoices', () => {
  it('admin makes an empty invoice, fills it in and marks it paid; numbers run without gaps', async () => {
    const customer = await createUser(app, { country: 'DE' });
    const empty = await call('POST', '/api/credits/create-empty', admin, { user_id: customer.id });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ status: 'due', count: 0, amount: 0, user: customer.id });
    // An empty invoice cannot be marked paid.
    expect(
      (await call('PATCH', '/api/credits/mark-as-paid', admin, { id: empty.json()._id })).statusCode,
    ).toBe(400);

    const filled = await call('POST', '/api/credits/generate-invoice', admin, {
      _id: empty.json()._id,
      item_name: '50 credits',
      amount: 4500,
      count: 5000,
      status: 'due',
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({
      amount: 4500,
      vat: 19,
      vat_amount: 855,
      total: 5355,
      status: 'due',
    });

    const numbers: string[] = [];
    for (const id of [empty.json()._id]) {
      numbers.push((await call('PATCH', '/api/credits/mark-as-paid', admin, { id })).json().invoice);
    }
    for (let i = 0; i < 2; i += 1) {
      const made = await call('POST', '/api/credits/generate-invoice', admin, {
        user: customer.id,
        item_name: 'Credits',
        amount: 1000,
        count: 1000,
        vat: 0,
        status: 'paid',
      });
      expect(made.statusCode).toBe(200);
      numbers.push(made.json().invoice);
    }
    const seq = numbers.map((n) => Number(n.split('-')[1]));
    expect(seq[1]).toBe(seq[0] + 1);
    expect(seq[2]).toBe(seq[1] + 1);
    expect((await getBalance(app.db, customer.id)).balance).toBe(7000);

    // A paid invoice is final.
    const change = await call('POST', '/api/credits/generate-invoice', admin, {
      _id: empty.json()._id,
      item_name: 'x',
      amount: 1,
      count: 1,
    });
    expect(change.statusCode).toBe(409);
  });

  it('reverse charge for a business buyer in another country', async () => {
    const customer = await createUser(app, { country: 'DE' });
    await app
      .db('users')
      .where({ id: customer.id })
      .update({ vat_no: 'DE136695976', company_name: 'Garage GmbH' });
    const { invoice } = (
      await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' })
    ).json();
    expect(invoice).toMatchObject({ vat: 0, vat_amount: 0, total: 1000, reverse_charge: true });
    const vat = await call('GET', '/api/vat/de', customer);
    expect(vat.json()).toEqual({ country: 'DE', percentage: 0, enabled: true, reverse_charge: true });
  });

  it('issues an invoice with the VAT number its VAT was decided on, whatever the buyer changes before paying', async () => {
    const customer = await createUser(app, { country: 'DE' });
    const { invoice } = (
      await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' })
    ).json();
    expect(invoice.reverse_charge).toBe(false);
    expect(invoice.vat_amount).toBeGreaterThan(0);
    // A VAT number added after the invoice was priced (with VAT, as for a consumer).
    await app.db('users').where({ id: customer.id }).update({ vat_no: 'DE136695976', city: 'Leipzig' });
    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });
    expect(paid.statusCode, paid.body).toBe(200);
    // The seller renamed after the invoice was issued: the issued invoice keeps the name it was issued under.
    const rename = (seller_name: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/credits/billing_settings',
        headers: admin.headers,
        payload: { seller_name },
      });
    expect((await rename('Renamed Seller BV')).statusCode).toBe(200);
    const pdf = await app.inject({
      url: `/api/credits/${invoice._id}/download_invoice`,
      headers: admin.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).not.toContain('DE136695976');
    // The rate as English writes a percentage, as on the shop's invoices.
    expect(text).toContain('VAT 19%');
    expect(text).toContain('Tuning Files Ltd');
    expect(text).not.toContain('Renamed Seller BV');
    await rename('Tuning Files Ltd');
    // The address is the one at payment.
    expect(text).toContain('Leipzig');
    const row = await app.db('credit_invoices').where({ id: invoice._id }).first();
    expect(Number(row.vat)).toBe(invoice.vat_amount);
  });

  it('refuses bad generate-invoice input', async () => {
    const customer = await createUser(app);
    const bad = [
      { item_name: 'x', amount: 100, count: 100 },
      { item_name: '', amount: 100, count: 100, user: customer.id },
      { item_name: 'x', amount: -1, count: 100, user: customer.id },
      { item_name: 'x', amount: 100, count: 100, user: customer.id, vat: 19.555 },
      { item_name: 'x', amount: 100, count: 0, user: customer.id, status: 'paid' },
      { item_name: 'x', amount: 100, count: 100, user: customer.id, status: 'sent' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/credits/generate-invoice', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await call('POST', '/api/credits/generate-invoice', admin, {
      item_name: 'x',
      amount: 100,
      count: 100,
      user: 999999,
    });
    expect(missing.statusCode).toBe(404);
    expect(await app.db('credit_invoices').where({ user_id: customer.id })).toHaveLength(0);
  });

  it('only the owner or permitted staff see and download an invoice', async () => {
    const owner = await createUser(app, { country: 'NL' });
    const other = await createUser(app);
    const { invoice } = (
      await call('POST', '/api/credits_user', owner, { count: 1000, payment_method: 'bank' })
    ).json();
    await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });

    const pdf = await call('GET', `/api/credits/${invoice._id}/download_invoice`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // With a logo uploaded, the logo is printed on the invoice.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const stored = await app.storage.put('branding', Readable.from([png]));
    await app.settings.set('logo', { key: stored.key, type: 'image/png' });
    const withLogo = await call('GET', `/api/credits/${invoice._id}/download_invoice`, owner);
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.length).toBeGreaterThan(pdf.rawPayload.length);
    expect(withLogo.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    expect((await call('GET', `/api/credits/${invoice._id}/download_invoice`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/credits_user', other)).json().items).toHaveLength(0);
    expect((await call('GET', '/api/credits', other)).statusCode).toBe(403);

    const plainStaff = await createStaff(app, {});
    expect((await call('GET', `/api/credits/${invoice._id}/download_invoice`, plainStaff)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/credits', plainStaff)).statusCode).toBe(403);
    const staff = await createStaff(app, {
      dealers_manager: { download_dealer_invoice: true, dealers_invoices: true },
    });
    expect((await call('GET', `/api/credits/${invoice._id}/download_invoice`, staff)).statusCode).toBe(200);
    const list = await call('GET', `/api/credits?status=paid&keyword=${owner.username}`, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { _id: number }) => i._id)).toEqual([invoice._id]);
    expect(list.json().items[0].customer.username).toBe(owner.username);
    expect((await call('DELETE', `/api/credits/${invoice._id}`, staff)).statusCode).toBe(403);
  });

  it('deletes only unpaid invoices', async () => {
    const customer = await createUser(app);
    const { invoice } = (
      await call('POST', '/api/credits_user', customer, { count: 100, payment_method: 'bank' })
    ).json();
    expect((await call('DELETE', `/api/credits/${invoice._id}`, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/credits/${invoice._id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/credits/${invoice._id}`, admin)).statusCode).toBe(404);
  });
});

describe('balances', () => {
  it('admin adjusts credits with a reason, audited; cannot go below zero', async () => {
    const customer = await createUser(app);
    const up = await call('POST', '/api/credits/adjust', admin, {
      user_id: customer.id,
      amount: 2500,
      reason: 'Goodwill',
    });
    expect(up.json()).toEqual({ balance: 2500, held: 0, available: 2500 });
    const down = await call('POST', '/api/credits/adjust', admin, {
      user_id: customer.id,
      amount: -500,
      reason: 'Fix',
    });
    expect(down.json().balance).toBe(2000);
    const tooMuch = await call('POST', '/api/credits/adjust', admin, {
      user_id: customer.id,
      amount: -2001,
      reason: 'x',
    });
    // Staff are told what the customer has, not asked to buy credits themselves; same status and code.
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'The customer has only 20 credits available.',
    });
    const held = await withTransaction(app.db, (trx) =>
      hold(trx, { userId: customer.id, amount: 750, refType: 'order', refId: 'adjust-test' }),
    );
    expect(held.available).toBe(1250);
    const pastHeld = await call('POST', '/api/credits/adjust', admin, {
      user_id: customer.id,
      amount: -1251,
      reason: 'x',
    });
    expect(pastHeld.statusCode).toBe(402);
    expect(pastHeld.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'The customer has only 12.5 credits available.',
    });
    await withTransaction(app.db, (trx) =>
      release(trx, { userId: customer.id, refType: 'order', refId: 'adjust-test' }),
    );
    for (const payload of [
      { user_id: customer.id, amount: 10 },
      { user_id: customer.id, amount: 10, reason: '   ' },
      { user_id: customer.id, amount: 0, reason: 'zero' },
      { user_id: customer.id, amount: 1.5, reason: 'half' },
    ]) {
      expect(
        (await call('POST', '/api/credits/adjust', admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(
      (await call('POST', '/api/credits/adjust', admin, { user_id: 999999, amount: 10, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const audits = await app.db('audit_log').where({ action: 'credits.adjust', target_id: customer.id });
    expect(audits).toHaveLength(2);
    // The trail reads in credits, as staff typed them (the request counts hundredths).
    expect(audits.map((a) => JSON.parse(a.detail).amount).sort()).toEqual([-5, 25]);

    const list = await call('GET', `/api/credits/balances?keyword=${customer.username}`, admin);
    expect(list.json().items[0]).toMatchObject({ _id: customer.id, balance: 2000, available: 2000 });
    const everyone = (await call('GET', '/api/credits/balances?size=100', admin)).json();
    expect(everyone.items.map((u: { _id: number }) => u._id)).toContain(customer.id);
    expect(everyone.items.map((u: { _id: number }) => u._id)).not.toContain(admin.id);
    expect(everyone.total).toBe(everyone.items.length);
    for (const url of ['/api/credits/adjust', '/api/credits/agent-balance/adjust']) {
      const own = await call('POST', url, admin, { user_id: admin.id, amount: 10, reason: 'x' });
      expect(own.statusCode, url).toBe(400);
      expect(own.json().message).toBe('Only customer accounts hold credits and balances.');
    }
    expect((await call('GET', '/api/credits/balances', customer)).statusCode).toBe(403);
    const staff = await createStaff(app, { dealers_manager: { dealers_invoices: true } });
    expect(
      (await call('POST', '/api/credits/adjust', staff, { user_id: customer.id, amount: 10, reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('agents: an agency invoice tops up the money balance; a charge beyond it is refused', async () => {
    const agent = await createUser(app);
    const inv = await call('POST', '/api/credits/generate-invoice', admin, {
      user: agent.id,
      kind: 'balance',
      item_name: 'Balance top-up',
      amount: 10000,
      vat: 0,
      status: 'paid',
    });
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toMatchObject({ kind: 'balance', status: 'paid', total: 10000 });
    expect(await getAgentBalance(app.db, agent.id)).toEqual({ balance: 10000 });
    expect((await getBalance(app.db, agent.id)).balance).toBe(0);

    await withTransaction(app.db, (trx) =>
      chargeAgentBalance(trx, {
        userId: agent.id,
        amount: 6000,
        currency: 'EUR',
        refType: 'agent_order',
        refId: 1,
      }),
    );
    await expect(
      withTransaction(app.db, (trx) =>
        chargeAgentBalance(trx, {
          userId: agent.id,
          amount: 4001,
          currency: 'EUR',
          refType: 'agent_order',
          refId: 2,
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_BALANCE',
      message: "You don't have enough balance. Please, add balance first.",
    });
    const mine = await call('GET', '/api/credits_balance_user', agent);
    expect(mine.json()).toEqual({
      credits: { balance: 0, held: 0, available: 0 },
      money: { balance: 4000, currency: 'EUR' },
    });
    const adj = await call('POST', '/api/credits/agent-balance/adjust', admin, {
      user_id: agent.id,
      amount: -4001,
      reason: 'x',
    });
    expect(adj.statusCode).toBe(402);
    expect(adj.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'The customer has only €40.00 of balance available.',
    });
    expect(await getAgentBalance(app.db, agent.id)).toEqual({ balance: 4000 });
  });

  it('agents: a balance invoice is made only in the site currency, as customers are told', async () => {
    const agent = await createUser(app);
    const money = async () => (await call('GET', '/api/credits_balance_user', agent)).json().money;
    const refused = { code: 'BAD_REQUEST', message: 'Balance can only be added in EUR.' };
    const bal = { item_name: 'bal', amount: 1000, kind: 'balance', vat: 0 };

    // A new invoice, paid at once or due.
    for (const status of ['paid', 'due']) {
      const res = await call('POST', '/api/credits/generate-invoice', admin, {
        ...bal,
        user: agent.id,
        currency: 'USD',
        status,
      });
      expect(res.statusCode, status).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
    expect(await app.db('credit_invoices').where({ user_id: agent.id })).toHaveLength(0);

    // An existing invoice filled in as a USD balance top-up and marked paid.
    const empty = (await call('POST', '/api/credits/create-empty', admin, { user_id: agent.id })).json();
    const paidUsd = await call('POST', '/api/credits/generate-invoice', admin, {
      ...bal,
      _id: empty._id,
      currency: 'USD',
      status: 'paid',
    });
    expect(paidUsd.statusCode).toBe(400);
    expect(paidUsd.json()).toMatchObject(refused);
    expect(await money()).toEqual({ balance: 0, currency: 'EUR' });

    // A EUR balance invoice cannot be switched to USD; a USD credits invoice cannot become a balance one.
    const eur = await call('POST', '/api/credits/generate-invoice', admin, { ...bal, _id: empty._id });
    expect(eur.json()).toMatchObject({ kind: 'balance', currency: 'EUR', status: 'due' });
    const toUsd = await call('POST', '/api/credits/generate-invoice', admin, {
      ...bal,
      _id: empty._id,
      currency: 'USD',
    });
    expect(toUsd.statusCode).toBe(400);
    expect(toUsd.json()).toMatchObject(refused);
    const credits = await call('POST', '/api/credits/generate-invoice', admin, {
      item_name: 'Credits',
      amount: 1000,
      count: 1000,
      user: agent.id,
      currency: 'USD',
    });
    expect(credits.statusCode).toBe(200);
    const toBalance = await call('POST', '/api/credits/generate-invoice', admin, {
      ...bal,
      _id: credits.json()._id,
    });
    expect(toBalance.statusCode).toBe(400);
    expect(toBalance.json()).toMatchObject(refused);
    const stored = await app.db('credit_invoices').where({ user_id: agent.id }).orderBy('id');
    expect(stored.map((r) => [r.kind, r.currency, r.status])).toEqual([
      ['balance', 'EUR', 'due'],
      ['credits', 'USD', 'due'],
    ]);

    // A USD balance invoice from before this check is not paid into the EUR balance either.
    await app.db('credit_invoices').where({ id: empty._id }).update({ currency: 'USD' });
    const marked = await call('PATCH', '/api/credits/mark-as-paid', admin, { id: empty._id });
    expect(marked.statusCode).toBe(400);
    expect(marked.json()).toMatchObject(refused);
    expect(await money()).toEqual({ balance: 0, currency: 'EUR' });
  });
});
