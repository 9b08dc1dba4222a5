import { isLocale } from '@portal/contracts';

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reader's language as links carry it, or null when it is not one of the portal's. */
function languageOf(language: string | null | undefined): string | null {
  const lang = language?.toLowerCase();
  return isLocale(lang) ? lang : null;
}

/**
 * One link to the portal (starting with `base`) with `lang` added before its fragment. `amp` is how `&` is
 * written where the link stands (`&amp;` in an HTML attribute). Links to the API and to files, and links that
 * already name a language, are left as they are.
 */
function withLanguage(url: string, base: string, lang: string, amp: string): string {
  const rest = url.slice(base.length);
  if (/^\/(api|assets)\//.test(rest) || /(?:[?&]|&amp;)lang=/.test(rest)) return url;
  const hash = url.indexOf('#', base.length);
  const [head, tail] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const bare = head.length === base.length ? `${head}/` : head;
  return `${bare}${bare.includes('?') ? amp : '?'}lang=${lang}${tail}`;
}

/**
 * Where a link typed in running text ends, as mail clients read it: a full stop, comma or the like after it,
 * and a `)` closing a bracket opened before the link ("the shop (https://…/shop)"), belong to the sentence.
 */
function linkLength(url: string): number {
  let end = url.length;
  const count = (c: string) => url.slice(0, end).split(c).length - 1;
  for (;;) {
    const last = url[end - 1] ?? '';
    if (/[.,:;!?]/.test(last) || (last === ')' && count(')') > count('('))) end -= 1;
    else return end;
  }
}

const baseOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
/** After the portal's address: where its host ends (not `portal.example.evil.test`). */
const HOST_END = `[/?#\\s"'<>]|$`;

/**
 * The text with every link to a page of the portal carrying the reader's language (`?lang=de`), so the page
 * opens in the language of the mail rather than the browser's. Links to the API and to files, links that
 * already name a language, and texts for an unknown language are left as they are.
 */
export function linksInLanguage(
  text: string,
  publicUrl: string,
  language: string | null | undefined,
): string {
  const lang = languageOf(language);
  if (!lang) return text;
  const base = baseOf(publicUrl);
  // A link ends at white space, a quote or an angle bracket, less the punctuation of the sentence around it
  // (which may follow the bare address too: "see https://portal.example.").
  const link = new RegExp(`${literal(base)}(?=${HOST_END}|[.,:;!?)]+(?:[\\s"'<>]|$))[^\\s"'<>]*`, 'gi');
  return text.replace(link, (url) => {
    const end = linkLength(url);
    return end < base.length ? url : withLanguage(url.slice(0, end), base, lang, '&') + url.slice(end);
  });
}

/**
 * The same for HTML (a staff member's message as an e-mail): every `href` to a page of the portal carries
 * the reader's language; the visible text, pictures and links to other sites are left as they are.
 */
export function hrefsInLanguage(
  html: string,
  publicUrl: string,
  language: string | null | undefined,
): string {
  const lang = languageOf(language);
  if (!lang) return html;
  const base = baseOf(publicUrl);
  const page = new RegExp(`^${literal(base)}(?=${HOST_END})`, 'i');
  return html.replace(/(\shref\s*=\s*)(["'])(.*?)\2/gi, (whole, attr: string, quote: string, url: string) =>
    page.test(url) ? `${attr}${quote}${withLanguage(url, base, lang, '&amp;')}${quote}` : whole,
  );
}
