// Every dictionary, for the main process (notifications, tray). The renderer loads its one on demand.
import type { Locale } from '@portal/contracts';
import af from './af.json';
import ar from './ar.json';
import bn from './bn.json';
import zh from './zh.json';
import cs from './cs.json';
import da from './da.json';
import nl from './nl.json';
import en from './en.json';
import fr from './fr.json';
import de from './de.json';
import el from './el.json';
import he from './he.json';
import hi from './hi.json';
import hu from './hu.json';
import it from './it.json';
import ja from './ja.json';
import jv from './jv.json';
import lt from './lt.json';
import fa from './fa.json';
import pl from './pl.json';
import pt_br from './pt-br.json';
import pt from './pt.json';
import ro from './ro.json';
import ru from './ru.json';
import sk from './sk.json';
import es from './es.json';
import sv from './sv.json';
import th from './th.json';
import tr from './tr.json';
import uk from './uk.json';
import ko from './ko.json';

type Dict = { [key: string]: string | Dict };

export const DESKTOP_LOCALES: Record<Locale, Dict> = {
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
