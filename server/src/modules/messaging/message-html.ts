import { DEFAULT_LOCALE, isLocale, RTL_LOCALES } from '@portal/contracts';
import { sanitizeRichText } from '../shop/rich-text.js';

/** Where uploaded message images are served: `/api/message_image/<year>/<month>/<uuid>.<ext>`. */
export const IMAGE_PATH = '/api/message_image/';
const IMAGE_NAME = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp)$/;
export const isImageName = (name: string) => IMAGE_NAME.test(name);

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC = /\bsrc\s*=\s*(["'])(.*?)\1/i;

/**
 * Staff messages are rich text: the shop's formatting rules (plain tags, no attributes), simple tables, links
 * to http(s) addresses (rebuilt with only the address), plus pictures uploaded for messages, kept as
 * `<img src="/api/message_image/...">` and nothing else of the tag. Any other picture, link or attribute is
 * dropped, so nothing stored can run script or load from elsewhere.
 */
export function sanitizeMessageHtml(html: string): string {
  const images: string[] = [];
  // Our own pictures step aside (as markers the sanitizer leaves alone) and come back rebuilt.
  const marked = html.replace(/\uE000/g, '').replace(IMG_TAG, (tag) => {
    const src = SRC.exec(tag)?.[2] ?? '';
    const name = src.startsWith(IMAGE_PATH) ? src.slice(IMAGE_PATH.length) : '';
    if (!isImageName(name)) return '';
    images.push(name);
    return `\uE000${images.length - 1}\uE000`;
  });
  // The sanitizer escapes every `<` it does not rebuild, so a picture put back cannot close a tag left open
  // before it. Only whole markers of ours become pictures; anything else of a marker goes.
  return sanitizeRichText(marked, { links: true, tables: true })
    .replace(/\uE000(\d+)\uE000/g, (_m, i: string) => {
      const name = images[Number(i)];
      return name ? `<img src="${IMAGE_PATH}${name}" alt="">` : '';
    })
    .replace(/\uE000/g, '');
}

/** The image names a message body uses (to keep them while it exists). */
export const imagesIn = (html: string): string[] =>
  [...html.matchAll(/<img src="\/api\/message_image\/([^"]+)"/g)].map((m) => m[1]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const BLOCK = 'p|h2|h3|h4|blockquote|ul|ol|li|table|thead|tbody|tfoot|tr|td|th';
// Line breaks typed next to a block tag: the block already starts a new line.
const BESIDE_BLOCK = new RegExp(
  `[ \\t]*\\n\\s*(?=</?(?:${BLOCK})>)|(?<=</?(?:${BLOCK})>)[ \\t]*\\n\\s*`,
  'g',
);
const CELL_GAP = /(<\/t[dh]>)\s*(?=<t[dh]>)/g;

/**
 * A sanitised message as HTML for an e-mail: the line breaks typed in the text box become `<br>` (the portal
 * shows them with `white-space: pre-line`, which mail clients cannot be relied on for), except beside a block
 * tag, where they would only add empty lines.
 */
export function messageHtmlBreaks(html: string): string {
  return html.replace(/\r\n?/g, '\n').replace(BESIDE_BLOCK, '').replace(/\n/g, '<br>\n');
}

/** The text of a message for e-mail and SMS: paragraphs and lines kept, pictures as their address. */
export function messageText(html: string, publicUrl: string): string {
  return (
    html
      .replace(/\r\n?/g, '\n')
      .replace(/<img src="([^"]+)"[^>]*>/g, (_m, src: string) => `${publicUrl}${src}`)
      // A link reads as its text with the address after it, or as the address when that is its text.
      .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_m, href: string, inner: string) => {
        const url = decode(href);
        const label = decode(inner.replace(/<[^>]+>/g, '')).trim();
        const bare = (s: string) => s.replace(/^https?:\/\//i, '').replace(/\/$/, '');
        return !label || bare(label) === bare(url) ? href : `${inner} (${href})`;
      })
      // Lines typed beside block tags are the blocks' own line breaks, as in the e-mail's HTML.
      .replace(BESIDE_BLOCK, '')
      // Cells of a row side by side, each row on a line of its own.
      .replace(CELL_GAP, '$1 | ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<(p|h2|h3|h4|blockquote|ul|ol|table)>/gi, '\n')
      .replace(/<\/(p|h2|h3|h4|blockquote|li|tr|table|ul|ol)>/gi, '\n')
      .replace(/<li>/gi, '- ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? _m)
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? _m);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Plain text (a greeting, a signature) as HTML, its lines kept. */
export const textHtml = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

// Mail clients drop a <style> block now and then, so what keeps a phone from scrolling sideways is inline too.
const WRAP = 'overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word';
const STYLE =
  `body{margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;${WRAP}}` +
  'img{max-width:100%;height:auto}table{border-collapse:collapse;max-width:100%}' +
  'td,th{border:1px solid #ccc;padding:4px 8px;text-align:start;vertical-align:top}';

/**
 * A staff message as a whole HTML e-mail in the recipient's language: `lang` and `dir` so Arabic, Hebrew and
 * Persian read right to left, a viewport for phones, long words and addresses wrapped, pictures no wider than
 * the screen. `body` is sanitised message HTML with pictures already given the portal's full address.
 */
export function messageEmailHtml(opts: {
  language: string | null | undefined;
  subject: string;
  greeting: string;
  body: string;
  signature: string;
}): string {
  const lang = isLocale(opts.language) ? opts.language : DEFAULT_LOCALE;
  const dir = (RTL_LOCALES as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
  const body = messageHtmlBreaks(opts.body).replace(
    /(<img src="[^"]*" alt="")>/g,
    '$1 style="max-width:100%;height:auto">',
  );
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(opts.subject)}</title><style>${STYLE}</style></head>`,
    `<body dir="${dir}" style="${WRAP}">`,
    `<div dir="${dir}" style="${WRAP};max-width:640px">`,
    `<p>${textHtml(opts.greeting)}</p>`,
    `<div>${body}</div>`,
    `<p>${textHtml(opts.signature)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
