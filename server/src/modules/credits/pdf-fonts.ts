import { readFileSync } from 'node:fs';

/**
 * The fonts an invoice is printed in. PDF's built-in Helvetica only has Western European letters, so a line
 * in the buyer's language (a package named in Russian or Greek, a Czech address) would come out garbled.
 * Where the system has DejaVu Sans (Debian's fonts-dejavu-core, installed in the image), it is embedded
 * instead; it covers Latin, Greek, Cyrillic, Hebrew and Arabic letters. PDF_FONT_DIR points elsewhere.
 */
export interface InvoiceFonts {
  regular: string | Buffer;
  bold: string | Buffer;
}

const HELVETICA: InvoiceFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
let cached: InvoiceFonts | null = null;

export function invoiceFonts(): InvoiceFonts {
  if (cached) return cached;
  const dir = process.env.PDF_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
  try {
    // Read once: every invoice embeds the subset it uses from the same bytes.
    cached = {
      regular: readFileSync(`${dir}/DejaVuSans.ttf`),
      bold: readFileSync(`${dir}/DejaVuSans-Bold.ttf`),
    };
  } catch {
    cached = HELVETICA;
  }
  return cached;
}
