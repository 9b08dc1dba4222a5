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

/** Dropped with everything up to their closing tag: their content is code or another document, not text. */
const DROPPED = ['script', 'style', 'iframe', 'object', 'embed', 'template'];
const CLOSING = new Map(DROPPED.map((t) => [t, new RegExp(`</${t}\\b[^>]*>`, 'gi')]));
// Where a browser starts a tag: `<` or `</` right before a letter; it ends at the next `>`.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/y;

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One pass from left to right: a comment or a whole tag is dropped or rebuilt by us, and everything else is
 * text with `<` and `>` escaped. So the output holds no markup it did not write itself, whatever is left of
 * broken input (an unclosed `<image onerror=…`, `<<x>img …>`, `<scr<script>ipt>`): removing pieces and
 * scanning again would let the rest join into new tags, and an unclosed tag kept as markup is closed by
 * whatever a page or e-mail puts after it (or by the pictures `sanitizeMessageHtml` puts back).
 */
export function sanitizeRichText(html: string): string {
  // Past the last `>` no tag or comment can end, so the rest is text (and no search there scans to the end).
  const lastGt = html.lastIndexOf('>');
  // An end not found is not found further on either: searching again would only cost time.
  const unclosed = new Set<string>();

  /** What we write for the comment, tag or dropped element at `lt`, and where it ends; null: `<` is text. */
  const markupAt = (lt: number): [string, number] | null => {
    if (html.startsWith('<!--', lt)) {
      const end = unclosed.has('--') ? -1 : html.indexOf('-->', lt + 4);
      if (end !== -1) return ['', end + 3];
      unclosed.add('--');
      return null;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) return null;
    const [whole, slash, name] = tag;
    const t = name.toLowerCase();
    let end = lt + whole.length;
    const closing = slash ? undefined : CLOSING.get(t);
    if (closing && !unclosed.has(t)) {
      closing.lastIndex = end;
      const close = closing.exec(html);
      if (close) end = close.index + close[0].length;
      else unclosed.add(t);
    }
    return [ALLOWED.has(t) ? `<${slash}${t}>` : '', end];
  };

  let out = '';
  let at = 0;
  for (let lt = html.indexOf('<'); lt !== -1 && lt < lastGt; lt = html.indexOf('<', at)) {
    const markup = markupAt(lt);
    // A `<` that starts nothing we rebuild (unclosed comment, CDATA, `<!x`, `< b`) is text.
    out += escapeText(html.slice(at, lt)) + (markup ? markup[0] : '&lt;');
    at = markup ? markup[1] : lt + 1;
  }
  return out + escapeText(html.slice(at));
}
