/**
 * Shop invoices are numbered when an order is paid, in one unbroken sequence with the credit invoices:
 * orders cancelled unpaid leave no gap, and payments at the same moment take consecutive numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from './helpers.js';
import { fakeStripe, paidSessionEvent } from './support/payment-fakes.js';
import { pdfText } from './support/pdf-text.js';
import {
  address,
  addProduct,
  get,
  type Headers,
  ok,
  post,
  quickCustomer,
  shopTestApp,
} from './support/shop-kit.js';

const STRIPE = { key: 'sk_test_invoice_numbers', webhook: 'whsec_invoice_numbers' };
type Order = {
  _id: number;
  invoice_no: string;
  issued_invoice_no: string | null;
  paid_at: string | null;
  bank_transfer?: object;
};

let app: TestApp;
let admin: TestUser;
let shippingId: number;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let customer: TestUser;

beforeAll(async () => {
  stripe = await fakeStripe(STRIPE.key);
  ({ app, admin, shippingId } = await shopTestApp({
    PUBLIC_URL: 'http://portal.test',
    STRIPE_SECRET_KEY: STRIPE.key,
    STRIPE_WEBHOOK_SECRET: STRIPE.webhook,
    STRIPE_API_BASE: stripe.url,
  }));
  await ok(app, '/shop/settings/update', admin.headers, {
    country: 'DE',
    bank_payment: true,
    stripe_payment: true,
  });
  customer = await createUser(app, { country: 'DE' });
});
afterAll(async () => {
  await app.cleanup();
  await stripe.close();
});

/** A new customer orders one product; answers the order as placed and who placed it. */
async function place(method: 'bank' | 'stripe') {
  const buyer = await quickCustomer(app);
  const p = await addProduct(app, admin.headers, { price: 1000 });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 1 });
  const res = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: method,
    address: address(),
  });
  return { buyer: buyer.headers, order: res.order as Order };
}
const orderOf = async (id: number, who: Headers = admin.headers): Promise<Order> => {
  const res = await get(app, `/shop/order/get_by_id/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};
const markPaid = (orderId: number, txn: string) =>
  post(app, '/shop/order/mark_as_paid', admin.headers, {
    order_id: orderId,
    payment_method: 'bank',
    txn_id: txn,
  });
/** Stripe's signed notice that the order's card checkout was paid. */
async function stripePaid(orderId: number) {
  const { checkout_ref } = await app.db('shop_orders').where({ id: orderId }).first('checkout_ref');
  const session = stripe.state.sessions.get(checkout_ref);
  if (!session) throw new Error(`no Stripe session for order ${orderId}`);
  const { payload, signature } = paidSessionEvent(session, STRIPE.webhook);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const dueCreditInvoice = async (): Promise<number> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits/generate-invoice',
    headers: admin.headers,
    payload: { user: customer.id, item_name: 'Credits', amount: 1000, count: 1000, vat: 0, status: 'due' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()._id;
};
const payCreditInvoice = (id: number) =>
  app.inject({ method: 'PATCH', url: '/api/credits/mark-as-paid', headers: admin.headers, payload: { id } });
async function pdf(invoiceNo: string, who: Headers) {
  const res = await get(app, `/shop/order/invoice/${invoiceNo}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return { text: await pdfText(res.rawPayload), name: String(res.headers['content-disposition']) };
}
/** The running number of an invoice number of the form 2026-000123. */
const seq = (invoiceNo: string | null) => {
  const m = /^(\d{4})-(\d{6})$/.exec(invoiceNo ?? '');
  if (!m) throw new Error(`not an invoice number: ${invoiceNo}`);
  return Number(m[2]);
};

// Runs first, on a year with no invoice yet: the counter's very first row is raced for as well.
describe('payments at the same moment', () => {
  it('take distinct, consecutive invoice numbers, shared with credit invoices, skipping none', async () => {
    const year = new Date().getUTCFullYear();
    const byStaff = await Promise.all(Array.from({ length: 6 }, () => place('bank')));
    const byCard = await Promise.all(Array.from({ length: 6 }, () => place('stripe')));
    const dropped = await Promise.all(Array.from({ length: 4 }, () => place('bank')));
    const credits = await Promise.all(Array.from({ length: 4 }, () => dueCreditInvoice()));
    const answers = await Promise.all([
      ...byStaff.map((o, i) => markPaid(o.order._id, `RACE-${i}`)),
      ...byCard.map((o) => stripePaid(o.order._id)),
      ...credits.map((id) => payCreditInvoice(id)),
      // Cancelled unpaid at the same moment: they take no number.
      ...dropped.map((o) =>
        post(app, '/shop/order/cancel', admin.headers, { order_id: o.order._id, reason: 'Never paid' }),
      ),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);

    const shop = await Promise.all([...byStaff, ...byCard].map((o) => orderOf(o.order._id, o.buyer)));
    const credit = answers.slice(12, 16).map((a) => a.json().invoice as string);
    const numbers = [...shop.map((o) => o.issued_invoice_no as string), ...credit];
    expect(new Set(numbers).size).toBe(16);
    for (const n of numbers) expect(n.startsWith(`${year}-`)).toBe(true);
    expect(numbers.map(seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const o of dropped) expect((await orderOf(o.order._id)).issued_invoice_no).toBeNull();

    // The next payment follows on: nothing was skipped after the race either.
    const next = await place('bank');
    expect((await markPaid(next.order._id, 'AFTER')).statusCode).toBe(200);
    expect(seq((await orderOf(next.order._id)).issued_invoice_no)).toBe(17);
  });
});

describe('invoice numbers after a cancelled order', () => {
  it('stay consecutive: the order cancelled unpaid never had one, its document is the order', async () => {
    const first = await place('bank');
    const dropped = await place('bank');
    const last = await place('stripe');
    // Unpaid orders have no invoice number yet; their document is the order under its order number.
    expect(first.order.issued_invoice_no).toBeNull();
    const unpaid = await pdf(first.order.invoice_no, first.buyer);
    expect(unpaid.text).toContain(`Order ${first.order.invoice_no}`);
    expect(unpaid.text).not.toContain('Invoice');
    expect(unpaid.name).toContain(`order-${first.order.invoice_no}.pdf`);

    await ok(app, '/shop/order/cancel', admin.headers, {
      order_id: dropped.order._id,
      reason: 'Changed mind',
    });
    expect((await markPaid(first.order._id, 'T-1')).statusCode).toBe(200);
    const credit = await payCreditInvoice(await dueCreditInvoice());
    expect(credit.statusCode, credit.body).toBe(200);
    expect((await stripePaid(last.order._id)).json().status).toBe('paid');

    // What the customers see in their order lists.
    const mine = async (o: { buyer: Headers; order: Order }) =>
      (await get(app, '/shop/order/get_mine', o.buyer)).json().items[0] as Order;
    const a = await mine(first);
    const c = await mine(last);
    expect((await mine(dropped)).issued_invoice_no).toBeNull();
    expect([seq(credit.json().invoice), seq(c.issued_invoice_no)]).toEqual([
      seq(a.issued_invoice_no) + 1,
      seq(a.issued_invoice_no) + 2,
    ]);

    // The invoice prints its own number and names the order; the cancelled one stays an order.
    const invoice = await pdf(a.invoice_no, first.buyer);
    expect(invoice.text).toContain(`Invoice ${a.issued_invoice_no}`);
    expect(invoice.text).toContain(`Order: ${a.invoice_no}`);
    expect(invoice.name).toContain(`invoice-${a.issued_invoice_no}.pdf`);
    const staffCopy = await pdf(c.invoice_no, admin.headers);
    expect(staffCopy.text).toContain(`Invoice ${c.issued_invoice_no}`);
    const cancelled = await pdf(dropped.order.invoice_no, dropped.buyer);
    expect(cancelled.text).toContain(`Order ${dropped.order.invoice_no}`);
    expect(cancelled.text).not.toContain('Invoice');

    // Staff find the order by the number of its invoice as well as by its own.
    for (const key of [a.issued_invoice_no as string, a.invoice_no]) {
      const found = (await get(app, `/shop/order/get_all?invoice_no=${key}`, admin.headers)).json();
      expect(found.items.map((o: Order) => o._id)).toEqual([a._id]);
    }
  });
});

describe("the seller's details on shop documents", () => {
  it('are read from the settings cache, and a change shows on the next document at once', async () => {
    const rename = (seller_name: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/credits/billing_settings',
        headers: admin.headers,
        payload: { seller_name },
      });
    expect((await rename('First Seller GmbH')).statusCode).toBe(200);
    const placed = await Promise.all(Array.from({ length: 4 }, () => place('bank')));
    let reads = 0;
    const count = (q: { sql: string; bindings?: unknown[] }) => {
      if (/settings/.test(q.sql) && q.bindings?.includes('billing')) reads += 1;
    };
    // From a cold cache: the first document reads the details, the others reuse them (a second read only
    // if this took longer than the cache keeps them).
    app.settings.purge();
    app.db.on('query', count);
    try {
      for (const o of placed) {
        expect((await pdf(o.order.invoice_no, o.buyer)).text).toContain('First Seller GmbH');
        // The order's page shows where to send the transfer, from the same details.
        expect((await orderOf(o.order._id, o.buyer)).bank_transfer).toBeDefined();
      }
    } finally {
      app.db.removeListener('query', count);
    }
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(2);

    expect((await rename('Second Seller AG')).statusCode).toBe(200);
    const [first] = placed;
    const after = await pdf(first.order.invoice_no, first.buyer);
    expect(after.text).toContain('Second Seller AG');
    expect(after.text).not.toContain('First Seller GmbH');
  });
});
