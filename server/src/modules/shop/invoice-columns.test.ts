import { LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type PdfRun, pdfRuns } from '../../../test/support/pdf-text.js';
import { address, addProduct, get, ok, shopTestApp } from '../../../test/support/shop-kit.js';
import { shopWords } from './pdf-texts.js';

/**
 * The heading of the invoice's lines ("Name", "Quantity", "Price", "Amount") stays on one line in every
 * language: the English "Quantity" was once broken into "Quanti" / "ty" by a column made for "Menge".
 */
let app: TestApp;
let admin: TestUser;
let buyer: TestUser;
let invoiceNo: string;

beforeAll(async () => {
  let shippingId: number;
  ({ app, admin, shippingId } = await shopTestApp());
  await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
  buyer = await createUser(app, { country: 'DE' });
  // A large price and quantity: the number columns must take the widest values too.
  const p = await addProduct(app, admin.headers, { price: 99_999_999, inventory: 500 });
  await ok(app, '/shop/cart/add_item', buyer.headers, { product_id: p._id, quantity: 123 });
  const { order } = await ok(app, '/shop/checkout', buyer.headers, {
    shipping_method_id: shippingId,
    payment_method: 'bank',
    address: address('DE'),
  });
  invoiceNo = order.invoice_no;
});
afterAll(async () => {
  await app.cleanup();
});

/**
 * Whether a line holds a word, by its letters: the runs of a right-to-left line come out of text
 * extraction in visual order (as in invoice-languages.test.ts).
 */
function containsWord(text: string, word: string) {
  const skeleton = (s: string) => [...s.normalize('NFKD').replace(/[\p{M}\p{C}\s]/gu, '')];
  const want = skeleton(word).sort().join('');
  const have = skeleton(text);
  for (let i = 0; i + want.length <= have.length; i += 1)
    if ([...have.slice(i, i + want.length)].sort().join('') === want) return true;
  return false;
}

/** The printed lines from the top of the page, each as its runs' text. */
function lines(runs: PdfRun[]): string[] {
  const ys = [...new Set(runs.map((r) => r.y))].sort((a, b) => b - a);
  const merged: number[] = [];
  for (const y of ys) if (!merged.length || Math.abs((merged.at(-1) as number) - y) > 1) merged.push(y);
  return merged.map((y) =>
    runs
      .filter((r) => Math.abs(r.y - y) <= 1)
      .map((r) => r.str)
      .join(' '),
  );
}

describe('the heading of the shop invoice lines', () => {
  it.each([...LOCALES])('is printed whole on one line in %s', async (lng) => {
    await app.db('users').where({ id: buyer.id }).update({ language: lng });
    const res = await get(app, `/shop/order/invoice/${invoiceNo}`, buyer.headers);
    expect(res.statusCode).toBe(200);
    const printed = lines(await pdfRuns(res.rawPayload));
    // The buyer's e-mail ends the address block; the first line with an amount is the product's. The
    // heading is the one line between them: a heading word broken in two would take a second line.
    const email = printed.findIndex((l) => l.includes(buyer.email));
    const product = printed.findIndex((l) => /€|EUR/.test(l));
    expect(email, printed.join('\n')).toBeGreaterThan(0);
    expect(product - email, printed.join('\n')).toBe(2);
    const heading = printed[email + 1];
    const { t } = shopWords(lng);
    for (const word of [t('fields.name'), t('cart.quantity'), t('product.price'), t('pdf.amount')])
      expect(containsWord(heading, word), `"${word}" whole in the heading "${heading}"`).toBe(true);
  });
});
