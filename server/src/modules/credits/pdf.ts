import { type BillingSettings, type CreditInvoice, DEFAULT_LOCALE, isLocale } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n/index.js';
import {
  formatCreditsIn,
  formatDayIn,
  formatMoneyIn,
  formatNumberIn,
  formatPercentIn,
} from '../../i18n/numbers.js';
import { invoiceTable } from '../../lib/pdf/invoice-table.js';
import { ScriptText } from '../../lib/pdf/script-text.js';
import type { Buyer } from './repo.js';

/**
 * The invoice as an A4 PDF in the reader's language (any of the 31, right-to-left ones mirrored): site
 * title, seller and buyer, VAT numbers, the line, the VAT breakdown and the totals. Built in memory: an
 * invoice is a page or two.
 */
export function renderInvoicePdf(opts: {
  invoice: CreditInvoice;
  buyer: Buyer | null;
  billing: BillingSettings;
  siteTitle: string;
  /** The reader's language (the signed-in caller's). */
  language?: string | null;
  /** The site logo (PNG or JPEG), printed top right (top left in right-to-left languages) when present. */
  logo?: Buffer | null;
}): Promise<Buffer> {
  const { invoice: inv, buyer, billing, siteTitle } = opts;
  const t = translator(opts.language);
  const language = isLocale(opts.language) ? opts.language : DEFAULT_LOCALE;
  const titleWith = (number: (n: string) => string) =>
    inv.credit_of
      ? t('invoices.pdf.credit_note_title', { invoice: number(inv.invoice ?? '') })
      : inv.status === 'paid'
        ? t('invoices.pdf.title', { invoice: number(inv.invoice ?? '') })
        : t('invoices.pdf.proforma', { invoice: number(String(inv._id)) });
  const title = titleWith((n) => n);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: title, Author: billing.seller_name || siteTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new ScriptText(doc, language);
  const keep = (v: string) => w.isolate(v);
  const money = (n: number) => keep(formatMoneyIn(n, inv.currency, language));
  const labelled = (key: string, value: string) => `${t(`invoices.pdf.${key}`)}: ${keep(value)}`;
  const full = { x: 0, width: 495 };

  if (opts.logo) {
    try {
      doc.image(opts.logo, w.left({ x: 345, width: 150 }), 40, {
        fit: [150, 50],
        ...(w.rtl ? {} : { align: 'right' as const }),
      });
    } catch {
      // An unreadable logo should not stop the invoice.
    }
  }
  let y = w.write(siteTitle, 50, { x: 0, width: 330, size: 20, bold: true });
  y = w.write(titleWith(keep), y + 4, { ...full, size: 14, bold: true });
  y = w.write(labelled('date', formatDayIn(inv.paid_at ?? inv.created_at, language)), y, full);
  if (inv.credit_of) {
    // A credit note names the invoice it corrects and why; its figures below are that invoice's, negated.
    y = w.write(t('invoices.pdf.credit_note_for', { invoice: keep(inv.credit_of.invoice ?? '') }), y, full);
    if (inv.credit_reason) y = w.write(`${t('invoices.pdf.credit_reason')}: ${inv.credit_reason}`, y, full);
  } else {
    y = w.write(
      `${t('invoices.pdf.status')}: ${t(`invoices.pdf.${inv.status === 'paid' ? 'paid' : 'due'}`)}`,
      y,
      full,
    );
  }
  if (inv.payment_method)
    y = w.write(
      labelled(
        'method',
        t(`invoices.pdf.methods.${inv.payment_method}`, { defaultValue: inv.payment_method }),
      ),
      y,
      full,
    );
  const top = y + 12;

  const seller = [
    billing.seller_name || siteTitle,
    billing.seller_address,
    billing.seller_country,
    billing.seller_vat_no && labelled('vat_number', billing.seller_vat_no),
    billing.seller_reg_no && labelled('company_number', billing.seller_reg_no),
    billing.seller_email,
  ].filter(Boolean);
  const from = { x: 0, width: 230 };
  w.write(t('invoices.pdf.from'), top, { ...from, bold: true });
  const leftBottom = w.write(seller.join('\n'), doc.y, from);
  const customer = buyer
    ? [
        buyer.company_name,
        buyer.name,
        buyer.address,
        [buyer.post_code, buyer.city].filter(Boolean).join(' '),
        buyer.country,
        buyer.vat_no && labelled('vat_number', buyer.vat_no),
        buyer.company_reg && labelled('company_number', buyer.company_reg),
        buyer.email,
      ].filter(Boolean)
    : [];
  const to = { x: 270, width: 225 };
  w.write(t('invoices.pdf.bill_to'), top, { ...to, bold: true });
  y = Math.max(leftBottom, w.write(customer.join('\n'), doc.y, to)) + 20;

  // The line and totals as a table, laid out as on the shop's invoices; in right-to-left languages its
  // columns run from the right.
  const p = (key: string) => t(`invoices.pdf.${key}`);
  const line = [
    keep(inv.kind === 'credits' ? formatCreditsIn(inv.count, language) : formatNumberIn(1, language)),
    keep(formatPercentIn(inv.vat, language)),
    money(inv.amount),
  ];
  const heads = [p('quantity'), p('vat'), p('net')];
  const table = invoiceTable(w, {
    width: full.width,
    columns: [
      { texts: [heads[0], line[0]], least: 60 },
      { texts: [heads[1], line[1]], least: 50 },
      { texts: [heads[2], ...[inv.amount, inv.vat_amount, inv.total].map(money)], least: 80 },
    ],
  });
  y = table(y, p('description'), heads, true);
  w.rule(y);
  y += 4;
  y = table(y, inv.item_name || (inv.kind === 'credits' ? p('credits') : t('invoices.balance_item')), line);
  w.rule(y);
  y += 6;
  const sum = (label: string, value: string, bold = false) => {
    y = table(y, label, ['', '', value], bold);
  };
  sum(p('net'), money(inv.amount));
  sum(
    t('invoices.pdf.vat_rate', { rate: keep(formatPercentIn(inv.reverse_charge ? 0 : inv.vat, language)) }),
    money(inv.vat_amount),
  );
  sum(p('total'), money(inv.total), true);
  y += 10;
  if (inv.reverse_charge) y = w.write(p('reverse_charge'), y, full);
  if (billing.invoice_footer) w.write(billing.invoice_footer, y + 10, { ...full, size: 9 });
  doc.end();
  return done;
}
