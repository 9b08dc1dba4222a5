import { fileTypeFromBuffer } from 'file-type';

export const SVG = 'image/svg+xml';

/** Raster logos by the file-type extension found in the content; SVG is text and recognised apart. */
const RASTER: Record<string, string> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Types a stored logo may be answered with (the ones logoTypeOf gives). */
export const LOGO_TYPES = new Set([...Object.values(RASTER), SVG]);

/** What comes before the root element of an SVG file: BOM, XML declaration, comments, a doctype. */
const PROLOG = /^(?:\ufeff|\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** The logo's type told from its bytes (the uploader's claim is not asked), or null when it is no picture. */
export async function logoTypeOf(bytes: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (found && RASTER[found.ext]) return RASTER[found.ext] ?? null;
  if (found && found.ext !== 'xml') return null;
  const text = bytes.toString('utf8');
  return /^<svg[\s/>]/.test(text.replace(PROLOG, '')) ? SVG : null;
}

/**
 * What an SVG logo may not hold: anything that runs (scripts, event handlers, javascript: links, animations
 * that set links or handlers), embeds other content (foreignObject, iframes) or loads other files (links
 * and CSS urls other than #fragments and embedded raster pictures, @import, entity declarations).
 */
const ACTIVE: RegExp[] = [
  /<([\w.-]+:)?(script|foreignObject|iframe|embed|object|handler|listener)\b/i,
  /[\s/"']([\w.-]+:)?on[a-z]+\s*=/i,
  /(java|vb)script\s*:/i,
  /<!ENTITY/i,
  /@import/i,
  /url\((?!\s*['"]?\s*#)/i,
  /[\s/"']([\w.-]+:)?(href|src)\s*=\s*["'](?!\s*(#|data:image\/(png|jpeg|gif|webp)[;,]))/i,
  /attributeName\s*=\s*["']\s*([\w.-]+:)?(href|on)/i,
];

/** Character references undone, so that `&#106;avascript:` reads as what a browser would see. */
function decodeReferences(text: string): string {
  const char = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => char(Number.parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => char(Number(dec)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) =>
      name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : name === 'apos' ? "'" : '&',
    );
}

/** Whether an SVG holds active content or outside references (see ACTIVE); such a logo is refused. */
export function svgIsActive(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  const decoded = decodeReferences(text);
  return ACTIVE.some((re) => re.test(text) || re.test(decoded));
}
