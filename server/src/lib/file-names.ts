import path from 'node:path';

/**
 * Characters that change how a name reads without being seen: C0/C1 controls, bidirectional overrides and
 * isolates (a right-to-left override turns "invoice\u202Efdp.exe" into "invoiceexe.pdf" on screen), zero-width
 * characters and the byte-order mark. Quotes go too, as names end up in Content-Disposition headers.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff"]/g;

/** The name a customer gave a file, without folders or invisible characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback = 'file.bin'): string {
  const base = path.basename(String(name ?? '').replace(/\\/g, '/'));
  const clean = base.normalize('NFC').replace(INVISIBLE, '').trim();
  return (clean || fallback).slice(-200);
}
