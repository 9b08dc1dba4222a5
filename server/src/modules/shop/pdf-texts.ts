import type { ShopOrder } from '@portal/contracts';
import af from '@portal/i18n/locales/shop/af.json' with { type: 'json' };
import ar from '@portal/i18n/locales/shop/ar.json' with { type: 'json' };
import bn from '@portal/i18n/locales/shop/bn.json' with { type: 'json' };
import cs from '@portal/i18n/locales/shop/cs.json' with { type: 'json' };
import da from '@portal/i18n/locales/shop/da.json' with { type: 'json' };
import de from '@portal/i18n/locales/shop/de.json' with { type: 'json' };
import el from '@portal/i18n/locales/shop/el.json' with { type: 'json' };
import en from '@portal/i18n/locales/shop/en.json' with { type: 'json' };
import es from '@portal/i18n/locales/shop/es.json' with { type: 'json' };
import fa from '@portal/i18n/locales/shop/fa.json' with { type: 'json' };
import fr from '@portal/i18n/locales/shop/fr.json' with { type: 'json' };
import he from '@portal/i18n/locales/shop/he.json' with { type: 'json' };
import hi from '@portal/i18n/locales/shop/hi.json' with { type: 'json' };
import hu from '@portal/i18n/locales/shop/hu.json' with { type: 'json' };
import it from '@portal/i18n/locales/shop/it.json' with { type: 'json' };
import ja from '@portal/i18n/locales/shop/ja.json' with { type: 'json' };
import jv from '@portal/i18n/locales/shop/jv.json' with { type: 'json' };
import ko from '@portal/i18n/locales/shop/ko.json' with { type: 'json' };
import lt from '@portal/i18n/locales/shop/lt.json' with { type: 'json' };
import nl from '@portal/i18n/locales/shop/nl.json' with { type: 'json' };
import pl from '@portal/i18n/locales/shop/pl.json' with { type: 'json' };
import pt_br from '@portal/i18n/locales/shop/pt-br.json' with { type: 'json' };
import pt from '@portal/i18n/locales/shop/pt.json' with { type: 'json' };
import ro from '@portal/i18n/locales/shop/ro.json' with { type: 'json' };
import ru from '@portal/i18n/locales/shop/ru.json' with { type: 'json' };
import sk from '@portal/i18n/locales/shop/sk.json' with { type: 'json' };
import sv from '@portal/i18n/locales/shop/sv.json' with { type: 'json' };
import th from '@portal/i18n/locales/shop/th.json' with { type: 'json' };
import tr from '@portal/i18n/locales/shop/tr.json' with { type: 'json' };
import uk from '@portal/i18n/locales/shop/uk.json' with { type: 'json' };
import zh from '@portal/i18n/locales/shop/zh.json' with { type: 'json' };

/**
 * The words of a shop order's invoice PDF and e-mails in the reader's language. They are the shop's own
 * screen texts (one translation for the page, the PDF and the e-mail), in all 31 languages: the PDF sets
 * every script in a font of its own (`lib/pdf`).
 */
type Dict = { [key: string]: string | Dict };
const DICTS: Record<string, Dict> = {
  af,
  ar,
  bn,
  cs,
  da,
  de,
  el,
  en,
  es,
  fa,
  fr,
  he,
  hi,
  hu,
  it,
  ja,
  jv,
  ko,
  lt,
  nl,
  pl,
  'pt-br': pt_br,
  pt,
  ro,
  ru,
  sk,
  sv,
  th,
  tr,
  uk,
  zh,
};
export type ShopWords = ReturnType<typeof shopWords>;

/** The code of a cancel reason the portal wrote itself ("auto:<code>"), or null for one staff typed. */
export const autoReasonCode = (reason: string): string | null => /^auto:([a-z_]+)$/.exec(reason)?.[1] ?? null;

/** The shop's screen texts in any of the 31 languages (English for an unknown one), for PDFs and e-mails. */
export function shopWords(language: string | null | undefined) {
  const lng = language && DICTS[language] ? language : 'en';
  const read = (dict: Dict, key: string): string | undefined => {
    let node: string | Dict | undefined = dict;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const t = (key: string, vars: Record<string, string> = {}) =>
    (read(DICTS[lng], `shop.${key}`) ?? read(DICTS.en, `shop.${key}`) ?? key).replace(
      /\{\{\s*(\w+)\s*\}\}/g,
      (_, name: string) => vars[name] ?? '',
    );
  return {
    language: lng,
    t,
    status: (s: ShopOrder['status']) => t(`order_status.${s}`),
    method: (m: string) => {
      const text = read(DICTS[lng], `shop.payment.${m}`);
      return text ?? m;
    },
    /** The portal's own cancel reasons are codes; a reason staff typed is shown as typed. */
    reason: (r: string) => {
      const code = autoReasonCode(r);
      return code ? t(`order.auto_reason.${code}`) : r;
    },
  };
}
