import type { BillingSettings, ShopOrder } from '@portal/contracts';
import { formatMinor } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { PDF_FONTS, pdfWords } from './pdf-texts.js';

/**
 * A shop order's invoice as an A4 PDF, laid out like the credit invoices: seller and buyer, the lines with
 * their options, discount, shipping, VAT and total, in the reader's language. Built in memory: an order is
 * a page or two.
 */
export function renderShopInvoicePdf(opts: {
  order: ShopOrder;
  billing: BillingSettings;
  siteTitle: string;
  /** The reader's language (the signed-in caller's). */
  language?: string | null;
}): Promise<Buffer> {
  const { order: o, billing, siteTitle } = opts;
  const w = pdfWords(opts.language);
  const { t } = w;
  const paid = o.paid_at !== null && o.status !== 'cancelled';
  const title = t(paid ? 'pdf.invoice' : 'pdf.order', { invoice: o.invoice_no });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: w.language,
    info: { Title: title, Author: billing.seller_name || siteTitle },
  });
  doc.registerFont('Regular', PDF_FONTS.regular);
  doc.registerFont('Bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (n: number) => `${formatMinor(n)} ${o.currency}`;

  doc.fontSize(20).font('Bold').text(siteTitle, 50, 50);
  doc.moveDown(0.3);
  doc.fontSize(14).text(title);
  doc
    .fontSize(10)
    .font('Regular')
    .text(`${t('order.date')}: ${(o.paid_at ?? o.created_at).slice(0, 10)}`);
  doc.text(`${t('fields.status')}: ${w.status(o.status)}`);
  doc.text(`${t('order.payment_method')}: ${w.method(o.payment_method)}`);
  if (o.status === 'cancelled' && o.cancel_reason)
    doc.text(`${t('order.cancel_reason')}: ${w.reason(o.cancel_reason)}`);
  doc.moveDown();
  const top = doc.y;
  const seller = [
    billing.seller_name || siteTitle,
    billing.seller_address,
    billing.seller_country,
    billing.seller_vat_no && `${t('pdf.vat_number')}: ${billing.seller_vat_no}`,
    billing.seller_email,
  ].filter(Boolean);
  doc
    .font('Bold')
    .text(t('pdf.from'), 50, top)
    .font('Regular')
    .text(seller.join('\n'), 50, doc.y, { width: 230 });
  const a = o.address;
  doc
    .font('Bold')
    .text(t('pdf.to'), 310, top)
    .font('Regular')
    .text(
      [a.name, a.address, `${a.zip} ${a.city}`.trim(), a.country, o.customer_email]
        .filter(Boolean)
        .join('\n'),
      310,
      doc.y,
      {
        width: 235,
      },
    );
  doc.moveDown(2);
  doc.x = 50;
  const row = (label: string, qty: string, unit: string, total: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Bold' : 'Regular');
    doc.text(label, 50, y, { width: 280 });
    const end = doc.y;
    doc.text(qty, 330, y, { width: 40, align: 'right' });
    doc.text(unit, 375, y, { width: 80, align: 'right' });
    doc.text(total, 460, y, { width: 85, align: 'right' });
    doc.y = Math.max(end, doc.y) + 4;
  };
  row(t('fields.name'), t('cart.quantity'), t('product.price'), t('pdf.amount'), true);
  for (const l of o.items) {
    const options = l.selected_extra_options.map((x) => x.name).join(', ');
    row(
      `${l.name} (${l.product_code})${options ? ` - ${options}` : ''}`,
      String(l.quantity),
      money(l.unit_price),
      money(l.line_total),
    );
  }
  doc.moveDown();
  row(t('totals.subtotal'), '', '', money(o.subtotal));
  if (o.discount)
    row(
      `${t('totals.discount')}${o.coupon_code ? ` (${o.coupon_code})` : ''}`,
      '',
      '',
      `-${money(o.discount)}`,
    );
  row(`${t('totals.shipping')} (${o.shipping_method.name})`, '', '', money(o.shipping_cost));
  row(t('pdf.net'), '', '', money(o.net));
  row(`${t('totals.vat')} ${o.vat_bp / 100} %`, '', '', money(o.vat));
  row(t('totals.total'), '', '', money(o.total), true);
  if (billing.invoice_footer)
    doc.moveDown(2).fontSize(8).text(billing.invoice_footer, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
