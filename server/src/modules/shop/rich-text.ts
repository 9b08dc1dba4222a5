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

/** Simple tables, kept (without attributes) where the caller asks for them. */
const TABLE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

export interface RichTextOptions {
  /** Keep `<a href>` to http(s) addresses, rebuilt with only the address; other links keep their text only. */
  links?: boolean;
  /** Keep simple tables: table, thead, tbody, tfoot, tr, th, td. */
  tables?: boolean;
}

// One attribute after the tag name: a name, optionally `=` and a quoted or bare value.
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
const escapeAttr = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The http(s) address of an `<a …>` tag, or null (no href, or another scheme such as javascript:). */
function linkTarget(tag: string): string | null {
  for (const [, name, dq, sq, bare] of tag.slice(2, -1).matchAll(ATTR)) {
    if (name.toLowerCase() !== 'href') continue;
    // As a browser reads it: entities decoded, control characters and spaces around it ignored.
    const raw = decodeEntities(dq ?? sq ?? bare ?? '')
      .replace(/\p{Cc}/gu, '')
      .trim();
    if (!/^https?:\/\//i.test(raw)) return null;
    try {
      const url = new URL(raw);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

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
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  // Past the last `>` no tag or comment can end, so the rest is text (and no search there scans to the end).
  const lastGt = html.lastIndexOf('>');
  // An end not found is not found further on either: searching again would only cost time.
  const unclosed = new Set<string>();
  let openLinks = 0;

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
    if (t === 'a' && options.links) {
      // Only a link we opened is closed, so a dropped one leaves no stray end tag.
      if (slash) return [openLinks > 0 && openLinks-- ? '</a>' : '', end];
      const href = linkTarget(whole);
      if (!href) return ['', end];
      openLinks += 1;
      return [`<a href="${escapeAttr(href)}" rel="noopener noreferrer" target="_blank">`, end];
    }
    const kept = ALLOWED.has(t) || (options.tables === true && TABLE.has(t));
    return [kept ? `<${slash}${t}>` : '', end];
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
