import type { Locale } from '@portal/contracts';
import af from './af.js';
import ar from './ar.js';
import bn from './bn.js';
import zh from './zh.js';
import cs from './cs.js';
import da from './da.js';
import nl from './nl.js';
import en from './en.js';
import fr from './fr.js';
import de from './de.js';
import el from './el.js';
import he from './he.js';
import hi from './hi.js';
import hu from './hu.js';
import it from './it.js';
import ja from './ja.js';
import jv from './jv.js';
import lt from './lt.js';
import fa from './fa.js';
import pl from './pl.js';
import pt_br from './pt-br.js';
import pt from './pt.js';
import ro from './ro.js';
import ru from './ru.js';
import sk from './sk.js';
import es from './es.js';
import sv from './sv.js';
import th from './th.js';
import tr from './tr.js';
import uk from './uk.js';
import ko from './ko.js';
import type { StorefrontTexts } from './types.js';

/** The demo shop and selling points in every language the portal offers; English is what the records hold. */
export const STOREFRONT_TEXTS: Record<Locale, StorefrontTexts> = {
  af,
  ar,
  bn,
  zh,
  cs,
  da,
  nl,
  en,
  fr,
  de,
  el,
  he,
  hi,
  hu,
  it,
  ja,
  jv,
  lt,
  fa,
  pl,
  'pt-br': pt_br,
  pt,
  ro,
  ru,
  sk,
  es,
  sv,
  th,
  tr,
  uk,
  ko,
};

export type {
  CategoryName,
  DeliveryTime,
  ProductName,
  SellingPointTitle,
  ShippingMethodName,
  StorefrontTexts,
} from './types.js';
