import { sanitizeRichText } from '../shop/rich-text.js';

/** Where uploaded message images are served: `/api/message_image/<year>/<month>/<uuid>.<ext>`. */
export const IMAGE_PATH = '/api/message_image/';
const IMAGE_NAME = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp)$/;
export const isImageName = (name: string) => IMAGE_NAME.test(name);

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC = /\bsrc\s*=\s*(["'])(.*?)\1/i;

/**
 * Staff messages are rich text: the shop's formatting rules (plain tags, no attributes), plus pictures
 * uploaded for messages, kept as `<img src="/api/message_image/...">` and nothing else of the tag. Any other
 * picture, link or attribute is dropped, so nothing stored can run script or load from elsewhere.
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
  return sanitizeRichText(marked)
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

/** The text of a message for e-mail and SMS: paragraphs and lines kept, pictures as their address. */
export function messageText(html: string, publicUrl: string): string {
  return html
    .replace(/<img src="([^"]+)"[^>]*>/g, (_m, src: string) => `${publicUrl}${src}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h2|h3|h4|blockquote|li)>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? _m)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
