import { readFileSync } from 'node:fs';

/**
 * The fonts an invoice is printed in. PDF's built-in Helvetica only has Western European letters, so a line
 * in the buyer's language (a package named in Russian or Greek, a Czech address) would come out garbled.
 * Where the system has DejaVu Sans (Debian's fonts-dejavu-core, installed in the image), it is embedded
 * instead: Latin, Greek and Cyrillic print fully; Hebrew and Arabic letters print but are not reordered
 * right to left; CJK, Thai and Indic scripts are not covered.
 */
export interface InvoiceFonts {
  regular: string | Buffer;
  bold: string | Buffer;
}

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const HELVETICA: InvoiceFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
let cached: InvoiceFonts | null = null;

export function invoiceFonts(): InvoiceFonts {
  if (cached) return cached;
  try {
    // Read once: every invoice embeds the subset it uses from the same bytes.
    cached = {
      regular: readFileSync(`${DEJAVU}/DejaVuSans.ttf`),
      bold: readFileSync(`${DEJAVU}/DejaVuSans-Bold.ttf`),
    };
  } catch {
    cached = HELVETICA;
  }
  return cached;
}
