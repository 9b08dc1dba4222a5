import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { address } from './support/shop-kit.js';
import { creditInvoicePdf, invoiceShop, reader, shopInvoicePdf } from './support/invoice-shop.js';
import { type PdfRun, pdfRuns, pdfText } from './support/pdf-text.js';

// Invoices print in every interface language, in its own script: Arabic, Persian and Hebrew right to left,
// Indic, Thai and CJK shaped by their fonts, with a Latin customer name in the same document.
const here = path.dirname(fileURLToPath(import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));
const server = (lng: string) => json(`../src/i18n/locales/${lng}.json`).invoices.pdf;
const shop = (lng: string) => json(`../../packages/i18n/locales/shop/${lng}.json`).shop;
const RTL = ['ar', 'fa', 'he'];
const LANGUAGES = ['ar', 'fa', 'he', 'hi', 'bn', 'th', 'ja', 'ko', 'zh'];
const NAME = 'Jürgen Müller';

const fixture = invoiceShop();

/** The words of a template around its {{placeholders}}. */
const words = (template: string) =>
  template
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Whether the text holds a word, compared by its letters. A PDF stores glyphs in visual order, so text
 * extraction returns an Indic vowel sign or a reph where it is drawn, not where it is typed, and Thai
 * SARA AM in two parts: both sides lose their marks, and a stretch with the word's letters in any order
 * counts. English words in place of the reader's language would still not match.
 */
function containsWord(text: string, word: string) {
  const skeleton = (s: string) => [...s.normalize('NFKD').replace(/[\p{M}\p{C}\s]/gu, '')];
  const want = skeleton(word).sort().join('');
  const have = skeleton(text);
  for (let i = 0; i + want.length <= have.length; i += 1)
    if ([...have.slice(i, i + want.length)].sort().join('') === want) return true;
  return false;
}
const expectWord = (text: string, word: string) =>
  expect(containsWord(text, word), `"${word}" in ${text}`).toBe(true);

/** In a right-to-left document, the label of a line lies right of its value. */
async function expectRightToLeft(pdf: Buffer, label: string, value: string) {
  const runs = await pdfRuns(pdf);
  const onLineOf = (run: PdfRun) => runs.filter((r) => Math.abs(r.y - run.y) <= 1);
  // A label may also head a column ("Net"): take its run on the line that carries the value.
  const labels = runs.filter((r) => containsWord(r.str, label));
  const at = labels.find((l) => onLineOf(l).some((r) => r.str.includes(value))) ?? labels[0];
  expect(at, `"${label}" printed`).toBeDefined();
  const line = runs.filter((r) => Math.abs(r.y - (at?.y ?? 0)) <= 1).sort((a, b) => b.x - a.x);
  const valueRun = line.find((r) => r.str.includes(value));
  expect(valueRun, `"${value}" on the line of "${label}"`).toBeDefined();
  expect(containsWord(line[0].str, label), `"${label}" first from the right`).toBe(true);
  expect(valueRun?.x ?? 0).toBeLessThan(at?.x ?? 0);
}

describe.each(LANGUAGES)('invoices in %s', (lng) => {
  it("print the credit invoice in the reader's language and script", async () => {
    const user = await reader(fixture, lng, { firstname: 'Jürgen', lastname: 'Müller' });
    const { pdf, number } = await creditInvoicePdf(fixture, user);
    const text = await pdfText(pdf);
    const t = server(lng);
    for (const word of words(t.title)) expectWord(text, word);
    expect(text).toContain(number);
    expectWord(text, t.bill_to);
    expect(text).toContain(NAME);
    // The payment method by its name in the reader's language, not the stored code.
    for (const word of words(t.methods.bank)) expectWord(text, word);
    expect(text).not.toMatch(/\bbank\b/);
    // No English fallback.
    expect(text).not.toContain('Invoice');
    expect(text).not.toContain('Bill to');
    if (RTL.includes(lng)) {
      await expectRightToLeft(pdf, t.date, `${new Date().getUTCFullYear()}`);
      // The totals' labels at the right edge, as on the shop invoice, not next to the amounts.
      await expectRightToLeft(pdf, t.net, '€');
      const runs = await pdfRuns(pdf);
      const label = runs.filter((r) => containsWord(r.str, t.net)).at(-1);
      const quantity = runs.find((r) => containsWord(r.str, t.quantity));
      expect(label?.x ?? 0, 'the label in the description column').toBeGreaterThan(quantity?.x ?? Infinity);
    }
  });

  it("print the shop invoice in the reader's language and script", async () => {
    const user = await reader(fixture, lng, { firstname: 'Jürgen', lastname: 'Müller' });
    const { pdf, number, code } = await shopInvoicePdf(fixture, user, { ...address(), name: NAME });
    const text = await pdfText(pdf);
    const t = shop(lng);
    for (const word of words(t.pdf.order)) expectWord(text, word);
    expect(text).toContain(number);
    expectWord(text, t.totals.total);
    expect(text).toContain(NAME);
    expect(text).toContain(code);
    expect(text).not.toContain('Order');
    expect(text).not.toContain('Subtotal');
    if (RTL.includes(lng)) await expectRightToLeft(pdf, t.totals.subtotal, '€');
  });
});
