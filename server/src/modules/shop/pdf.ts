import type { BillingSettings, ShopOrder } from '@portal/contracts';
import { formatMinor } from '@portal/domain';
import PDFDocument from 'pdfkit';

/**
 * A shop order's invoice as an A4 PDF, laid out like the credit invoices: seller and buyer, the lines with
 * their options, discount, shipping, VAT and total. Built in memory: an order is a page or two.
 */
export function renderShopInvoicePdf(opts: {
  order: ShopOrder;
  billing: BillingSettings;
  siteTitle: string;
}): Promise<Buffer> {
  const { order: o, billing, siteTitle } = opts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${o.invoice_no}`, Author: billing.seller_name || siteTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (n: number) => `${formatMinor(n)} ${o.currency}`;
  const paid = o.paid_at !== null && o.status !== 'cancelled';

  doc.fontSize(20).font('Helvetica-Bold').text(siteTitle, 50, 50);
  doc.moveDown(0.3);
  doc.fontSize(14).text(paid ? `Invoice ${o.invoice_no}` : `Order ${o.invoice_no}`);
  doc
    .fontSize(10)
    .font('Helvetica')
    .text(`Date: ${(o.paid_at ?? o.created_at).slice(0, 10)}`);
  doc.text(`Status: ${o.status}`);
  doc.text(`Payment method: ${o.payment_method}`);
  doc.moveDown();
  const top = doc.y;
  const seller = [
    billing.seller_name || siteTitle,
    billing.seller_address,
    billing.seller_country,
    billing.seller_vat_no && `VAT number: ${billing.seller_vat_no}`,
    billing.seller_email,
  ].filter(Boolean);
  doc
    .font('Helvetica-Bold')
    .text('From', 50, top)
    .font('Helvetica')
    .text(seller.join('\n'), 50, doc.y, { width: 230 });
  const a = o.address;
  doc
    .font('Helvetica-Bold')
    .text('To', 310, top)
    .font('Helvetica')
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
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 50, y, { width: 280 });
    const end = doc.y;
    doc.text(qty, 330, y, { width: 40, align: 'right' });
    doc.text(unit, 375, y, { width: 80, align: 'right' });
    doc.text(total, 460, y, { width: 85, align: 'right' });
    doc.y = Math.max(end, doc.y) + 4;
  };
  row('Item', 'Qty', 'Unit', 'Amount', true);
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
  row('Subtotal', '', '', money(o.subtotal));
  if (o.discount)
    row(`Discount${o.coupon_code ? ` (${o.coupon_code})` : ''}`, '', '', `-${money(o.discount)}`);
  row(`Shipping (${o.shipping_method.name})`, '', '', money(o.shipping_cost));
  row('Net', '', '', money(o.net));
  row(`VAT ${o.vat_bp / 100} %`, '', '', money(o.vat));
  row('Total', '', '', money(o.total), true);
  if (billing.invoice_footer)
    doc.moveDown(2).fontSize(8).text(billing.invoice_footer, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
