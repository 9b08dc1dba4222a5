import { readFileSync } from 'node:fs';
import { PDF_FONTS } from '../shop/pdf-texts.js';

/**
 * The fonts an invoice is printed in. PDF's built-in Helvetica only has Western European letters, so a line
 * in the buyer's language (a package named in Russian or Greek, a Czech address) would come out garbled.
 * DejaVu Sans (the `dejavu-fonts-ttf` package, shared with the shop's PDFs) is embedded instead: Latin, Greek and Cyrillic print fully; Hebrew and Arabic letters print but are not reordered
 * right to left; CJK, Thai and Indic scripts are not covered.
 */
export interface InvoiceFonts {
  regular: string | Buffer;
  bold: string | Buffer;
}

const HELVETICA: InvoiceFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
let cached: InvoiceFonts | null = null;

export function invoiceFonts(): InvoiceFonts {
  if (cached) return cached;
  try {
    // Read once: every invoice embeds the subset it uses from the same bytes.
    cached = {
      regular: readFileSync(PDF_FONTS.regular),
      bold: readFileSync(PDF_FONTS.bold),
    };
  } catch {
    cached = HELVETICA;
  }
  return cached;
}
