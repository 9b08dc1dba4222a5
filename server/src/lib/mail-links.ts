import { isLocale } from '@portal/contracts';

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  const lang = language?.toLowerCase();
  if (!isLocale(lang)) return text;
  const base = publicUrl.replace(/\/+$/, '');
  // A link ends at white space, a quote or an angle bracket (mail texts keep punctuation off their links).
  const link = new RegExp(`${literal(base)}(?=[/?#\\s"'<>]|$)[^\\s"'<>]*`, 'g');
  return text.replace(link, (url) => {
    const rest = url.slice(base.length);
    if (/^\/(api|assets)\//.test(rest) || /[?&]lang=/.test(rest)) return url;
    const hash = url.indexOf('#', base.length);
    const [head, tail] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
    const bare = head === base ? `${base}/` : head;
    return `${bare}${bare.includes('?') ? '&' : '?'}lang=${lang}${tail}`;
  });
}
