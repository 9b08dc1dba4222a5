import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { serverResources } from '../src/i18n/resources.js';
import { shopWords } from '../src/modules/shop/pdf-texts.js';
import { pdfRuns } from './support/pdf-text.js';
import { creditInvoicePdf, invoiceShop, reader, shopInvoicePdf } from './support/invoice-shop.js';

/**
 * The text a reader copies from an invoice holds its headings letter for letter, in all 31 languages: Thai
 * invoices once lost every "า" (copying "ราคา" gave "รค"), Arabic ones read "الإجمالي" as "اإلجمالي",
 * Hindi and Bengali ones came out in drawing order with stray spaces and letters.
 */
const RTL = ['ar', 'fa', 'he'];

const fixture = invoiceShop();

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

describe.each([...LOCALES])('an invoice in %s', (lng) => {
  it('copies as its headings read', async () => {
    const user = await reader(fixture, lng);
    const shop = await shopInvoicePdf(fixture, user);
    const shopText = await printedText(shop.pdf, lng);
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

    const credit = await creditInvoicePdf(fixture, user);
    const creditText = await printedText(credit.pdf, lng);
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
