import type { BillingSettings, CreditInvoice } from '@portal/contracts';
import { formatCredits, formatMinor } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './pdf-fonts.js';
import type { Buyer } from './repo.js';

/**
 * The invoice as an A4 PDF: site title, seller and buyer, VAT numbers, the line, the VAT breakdown and the
 * totals. Built in memory: an invoice is a page or two.
 */
export function renderInvoicePdf(opts: {
  invoice: CreditInvoice;
  buyer: Buyer | null;
  billing: BillingSettings;
  siteTitle: string;
  /** The site logo (PNG or JPEG), printed top right when present. */
  logo?: Buffer | null;
}): Promise<Buffer> {
  const { invoice: inv, buyer, billing, siteTitle } = opts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${inv.invoice ?? `#${inv._id}`}`, Author: billing.seller_name || siteTitle },
  });
  const fonts = invoiceFonts();
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Body-Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (n: number) => `${formatMinor(n)} ${inv.currency}`;
  const date = (inv.paid_at ?? inv.created_at).slice(0, 10);

  if (opts.logo) {
    try {
      doc.image(opts.logo, 395, 40, { fit: [150, 50], align: 'right' });
    } catch {
      // An unreadable logo should not stop the invoice.
    }
  }
  doc.fontSize(20).font('Body-Bold').text(siteTitle, 50, 50, { width: 330 });
  doc.moveDown(0.3);
  doc.fontSize(14).text(inv.status === 'paid' ? `Invoice ${inv.invoice}` : `Pro-forma invoice #${inv._id}`);
  doc.fontSize(10).font('Body').text(`Date: ${date}`);
  doc.text(`Status: ${inv.status === 'paid' ? 'Paid' : 'Due'}`);
  if (inv.payment_method) doc.text(`Payment method: ${inv.payment_method}`);
  doc.moveDown();

  const top = doc.y;
  const seller = [
    billing.seller_name || siteTitle,
    billing.seller_address,
    billing.seller_country,
    billing.seller_vat_no && `VAT number: ${billing.seller_vat_no}`,
    billing.seller_reg_no && `Company number: ${billing.seller_reg_no}`,
    billing.seller_email,
  ].filter(Boolean);
  doc.font('Body-Bold').text('From', 50, top).font('Body');
  doc.text(seller.join('\n'), 50, doc.y, { width: 230 });
  const leftBottom = doc.y;
  const customer = buyer
    ? [
        buyer.company_name,
        buyer.name,
        buyer.address,
        [buyer.post_code, buyer.city].filter(Boolean).join(' '),
        buyer.country,
        buyer.vat_no && `VAT number: ${buyer.vat_no}`,
        buyer.company_reg && `Company number: ${buyer.company_reg}`,
        buyer.email,
      ].filter(Boolean)
    : [];
  doc.font('Body-Bold').text('Bill to', 320, top).font('Body');
  doc.text(customer.join('\n'), 320, doc.y, { width: 230 });
  doc.y = Math.max(leftBottom, doc.y) + 20;

  // The line items and totals as a simple table.
  const cols = [50, 300, 380, 460];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Body-Bold' : 'Body');
    cells.forEach((c, i) => {
      doc.text(c, cols[i], y, { width: i === 0 ? 240 : 80, align: i === 0 ? 'left' : 'right' });
    });
    doc.moveDown(0.5);
  };
  row(['Description', 'Quantity', 'VAT', 'Net'], true);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.moveDown(0.3);
  const qty = inv.kind === 'credits' ? formatCredits(inv.count) : '1';
  row([
    inv.item_name || (inv.kind === 'credits' ? 'Credits' : 'Balance top-up'),
    qty,
    `${inv.vat} %`,
    money(inv.amount),
  ]);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.moveDown(0.5);
  row(['', '', 'Net', money(inv.amount)]);
  row(['', '', inv.reverse_charge ? 'VAT 0 %' : `VAT ${inv.vat} %`, money(inv.vat_amount)]);
  row(['', '', 'Total', money(inv.total)], true);
  doc.moveDown();
  doc.font('Body').text('', 50);
  if (inv.reverse_charge) {
    doc.text('Reverse charge: VAT to be accounted for by the recipient.', 50);
  }
  if (billing.invoice_footer) {
    doc.moveDown();
    doc.fontSize(9).text(billing.invoice_footer, 50);
  }
  doc.end();
  return done;
}
