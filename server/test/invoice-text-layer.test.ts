import { LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverResources } from '../src/i18n/resources.js';
import { shopWords } from '../src/modules/shop/pdf-texts.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { pdfRuns } from './support/pdf-text.js';
import { address, addProduct, addShipping, get, ok } from './support/shop-kit.js';

/**
 * The text a reader copies from an invoice holds its headings letter for letter, in all 31 languages: Thai
 * invoices once lost every "า" (copying "ราคา" gave "รค"), Arabic ones read "الإجمالي" as "اإلجمالي",
 * Hindi and Bengali ones came out in drawing order with stray spaces and letters.
 */
const RTL = ['ar', 'fa', 'he'];

let app: TestApp;
let admin: TestUser;
let shippingId: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  await app.inject({
    method: 'PUT',
    url: '/api/credits/billing_settings',
    headers: admin.headers,
    payload: { seller_name: 'Tuning Files Ltd', seller_country: 'NL', seller_vat_no: 'NL123456789B01' },
  });
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  shippingId = (await addShipping(app, admin.headers))._id;
});
afterAll(async () => {
  await app.cleanup();
});

/**
 * The printed lines in reading order (right to left in right-to-left invoices), composed and without
 * invisible format marks: a Bengali "ো" reads as its two parts, a Persian zero-width non-joiner as nothing.
 */
async function printedText(pdf: Buffer, lng: string): Promise<string> {
  const runs = await pdfRuns(pdf);
  const ys = [...new Set(runs.map((r) => r.y))].sort((a, b) => b - a);
  const rtl = RTL.includes(lng);
  return ys
    .map((y) =>
      runs
        .filter((r) => r.y === y)
        .sort((a, b) => (rtl ? b.x - a.x : a.x - b.x))
        .map((r) => r.str)
        .join(''),
    )
    .join('\n')
    .normalize('NFC')
    .replace(/\p{Cf}/gu, '');
}

/** Each word of a heading (a table heading may wrap between words), composed, placeholders left out. */
const words = (heading: string) =>
  heading
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .normalize('NFC')
    .replace(/\p{Cf}/gu, '')
    .split(/\s+/)
    .filter(Boolean);

async function reader(lng: string) {
  const user = await createUser(app, { country: 'DE' });
  await app.db('users').where({ id: user.id }).update({ language: lng });
  return user;
}

describe.each([...LOCALES])('an invoice in %s', (lng) => {
  it('copies as its headings read', async () => {
    const user = await reader(lng);
    const p = await addProduct(app, admin.headers, { inventory: 5 });
    await ok(app, '/shop/cart/add_item', user.headers, { product_id: p._id, quantity: 1 });
    const { order } = await ok(app, '/shop/checkout', user.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address(),
    });
    const shop = await get(app, `/shop/order/invoice/${order.invoice_no}`, user.headers);
    expect(shop.statusCode).toBe(200);
    const shopText = await printedText(shop.rawPayload, lng);
    const { t } = shopWords(lng);
    for (const key of [
      'pdf.order',
      'order.date',
      'fields.status',
      'order.payment_method',
      'pdf.from',
      'pdf.to',
      'pdf.vat_number',
      'fields.name',
      'cart.quantity',
      'product.price',
      'pdf.amount',
      'totals.subtotal',
      'totals.shipping',
      'pdf.net',
      'totals.vat',
      'totals.total',
    ])
      for (const word of words(t(key, { invoice: '' })))
        expect(shopText, `${key}: "${word}"`).toContain(word);

    const call = (method: 'POST' | 'PATCH' | 'GET', url: string, who: TestUser, payload?: object) =>
      app.inject({ method, url, headers: who.headers, payload });
    const { invoice } = (
      await call('POST', '/api/credits_user', user, { count: 1000, payment_method: 'bank' })
    ).json();
    await call('PATCH', '/api/credits/mark-as-paid', admin, { id: invoice._id });
    const credit = await call('GET', `/api/credits/${invoice._id}/download_invoice`, user);
    expect(credit.statusCode).toBe(200);
    const creditText = await printedText(credit.rawPayload, lng);
    // Read from the language's own file: a translator once took 'pt-br' for European 'pt' on both sides.
    const dictionary = serverResources[lng] as {
      invoices: { pdf: Record<string, unknown> };
    };
    const tr = (key: string) =>
      String(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      ).replace(/\{\{\s*invoice\s*\}\}/g, '');
    for (const key of [
      'title',
      'date',
      'status',
      'paid',
      'method',
      'methods.bank',
      'vat_number',
      'from',
      'bill_to',
      'description',
      'quantity',
      'vat',
      'net',
      'total',
    ])
      for (const word of words(tr(`invoices.pdf.${key}`)))
        expect(creditText, `${key}: "${word}"`).toContain(word);
  });
});
