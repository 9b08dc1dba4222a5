/**
 * Product descriptions are rich text written in the admin editor and shown as HTML on the storefront. Only
 * plain formatting tags survive, without any attributes, so nothing stored can run script or load anything.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
]);

export function sanitizeRichText(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*(\/?)\s*([a-zA-Z0-9]+)[^>]*>/g, (_m, slash: string, tag: string) => {
      const t = tag.toLowerCase();
      return ALLOWED.has(t) ? `<${slash}${t}>` : '';
    })
    .replace(/<(?![/a-z])/gi, '&lt;');
}
