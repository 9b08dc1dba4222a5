import type { BillingSettings, ShopOrder } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n/index.js';
import { formatDayIn, formatMoneyIn, formatNumberIn, formatPercentIn } from '../../i18n/numbers.js';
import { invoiceTable } from '../../lib/pdf/invoice-table.js';
import { ScriptText } from '../../lib/pdf/script-text.js';
import { shopWords } from './pdf-texts.js';
import type { ShopInvoiceVat } from './repo.js';

/**
 * A shop order's invoice as an A4 PDF, laid out like the credit invoices: seller and buyer, the lines with
 * their options, discount, shipping, VAT and total, in the reader's language (any of the 31, right-to-left
 * ones mirrored); for a reverse-charge sale the buyer's VAT number and the credit invoices' notice, for an
 * export out of the EU the export notice. Built in memory: an order is a page or two.
 */
export function renderShopInvoicePdf(opts: {
  order: ShopOrder;
  /** Reverse charge and the buyer's VAT number as recorded at checkout. */
  vat: ShopInvoiceVat;
  billing: BillingSettings;
  siteTitle: string;
  /** The reader's language (the signed-in caller's). */
  language?: string | null;
}): Promise<Buffer> {
  const { order: o, billing, siteTitle } = opts;
  const words = shopWords(opts.language);
  const { t } = words;
  // Once paid, the document is the invoice that was issued, whatever happens to the order afterwards
  // (its status line then says it was cancelled); before, it is the order, under the order's number.
  const paid = o.paid_at !== null;
  const number = paid ? (o.issued_invoice_no ?? o.invoice_no) : o.invoice_no;
  const title = t(paid ? 'pdf.invoice' : 'pdf.order', { invoice: number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: words.language,
    info: { Title: title, Author: billing.seller_name || siteTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new ScriptText(doc, words.language);
  const keep = (v: string) => w.isolate(v);
  const money = (n: number) => keep(formatMoneyIn(n, o.currency, words.language));
  const count = (n: number) => keep(formatNumberIn(n, words.language));
  const full = { x: 0, width: 495 };

  let y = w.write(siteTitle, 50, { ...full, size: 20, bold: true });
  const heading = t(paid ? 'pdf.invoice' : 'pdf.order', { invoice: keep(number) });
  y = w.write(heading, y + 4, { ...full, size: 14, bold: true });
  // An invoice names its order too, unless issued before invoices had numbers of their own (both the same).
  if (number !== o.invoice_no) y = w.write(`${t('order.title')}: ${keep(o.invoice_no)}`, y, full);
  y = w.write(`${t('order.date')}: ${keep(formatDayIn(o.paid_at ?? o.created_at, words.language))}`, y, full);
  y = w.write(`${t('fields.status')}: ${words.status(o.status)}`, y, full);
  y = w.write(`${t('order.payment_method')}: ${words.method(o.payment_method)}`, y, full);
  if (o.status === 'cancelled' && o.cancel_reason)
    y = w.write(`${t('order.cancel_reason')}: ${words.reason(o.cancel_reason)}`, y, full);
  const top = y + 12;
  const seller = [
    billing.seller_name || siteTitle,
    billing.seller_address,
    billing.seller_country,
    billing.seller_vat_no && `${t('pdf.vat_number')}: ${keep(billing.seller_vat_no)}`,
    billing.seller_email,
  ].filter(Boolean);
  const from = { x: 0, width: 230 };
  w.write(t('pdf.from'), top, { ...from, bold: true });
  const leftBottom = w.write(seller.join('\n'), doc.y, from);
  const a = o.address;
  const to = { x: 260, width: 235 };
  w.write(t('pdf.to'), top, { ...to, bold: true });
  const buyer = [
    a.name,
    a.address,
    `${a.zip} ${a.city}`.trim(),
    a.country,
    opts.vat.buyer_vat_no && `${t('pdf.vat_number')}: ${keep(opts.vat.buyer_vat_no)}`,
    o.customer_email,
  ];
  y = Math.max(leftBottom, w.write(buyer.filter(Boolean).join('\n'), doc.y, to)) + 24;

  // The lines as a table; in right-to-left languages its columns run from the right.
  const heads = [t('fields.name'), t('cart.quantity'), t('product.price'), t('pdf.amount')] as const;
  const sums = [o.subtotal, o.shipping_cost, o.net, o.vat, o.total].map((n) => money(n));
  const table = invoiceTable(w, {
    width: full.width,
    columns: [
      { texts: [heads[1], ...o.items.map((l) => count(l.quantity))], least: 40 },
      { texts: [heads[2], ...o.items.map((l) => money(l.unit_price))], least: 80 },
      {
        texts: [heads[3], ...o.items.map((l) => money(l.line_total)), ...sums, money(-o.discount)],
        least: 85,
      },
    ],
  });
  const row = (label: string, qty: string, unit: string, total: string, bold = false) => {
    y = table(y, label, [qty, unit, total], bold);
  };
  row(...heads, true);
  w.rule(y);
  y += 4;
  for (const l of o.items) {
    const options = l.selected_extra_options.map((x) => x.name).join(', ');
    row(
      `${l.name} (${keep(l.product_code)})${options ? ` - ${options}` : ''}`,
      count(l.quantity),
      money(l.unit_price),
      money(l.line_total),
    );
  }
  w.rule(y);
  y += 6;
  row(t('totals.subtotal'), '', '', money(o.subtotal));
  if (o.discount)
    row(
      `${t('totals.discount')}${o.coupon_code ? ` (${keep(o.coupon_code)})` : ''}`,
      '',
      '',
      money(-o.discount),
    );
  row(`${t('totals.shipping')} (${o.shipping_method.name})`, '', '', money(o.shipping_cost));
  row(t('pdf.net'), '', '', money(o.net));
  row(`${t('totals.vat')} ${keep(formatPercentIn(o.vat_bp / 100, words.language))}`, '', '', money(o.vat));
  row(t('totals.total'), '', '', money(o.total), true);
  y += 10;
  // The same sentence as on credit invoices, from the server's invoice texts (the shop's have none).
  if (opts.vat.reverse_charge)
    y = w.write(translator(words.language)('invoices.pdf.reverse_charge'), y, full);
  // Why an export carries no VAT, as on the order's page (the shop's own text: credits are never exported).
  if (opts.vat.export) y = w.write(t('pdf.export'), y, full);
  if (billing.invoice_footer) w.write(billing.invoice_footer, y + 10, { ...full, size: 8 });
  doc.end();
  return done;
}
