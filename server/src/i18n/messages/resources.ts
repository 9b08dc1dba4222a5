// The server's messages in every locale; en.json is the list of templates (kept in step by a test).
import af from './locales/af.json' with { type: 'json' };
import ar from './locales/ar.json' with { type: 'json' };
import bn from './locales/bn.json' with { type: 'json' };
import cs from './locales/cs.json' with { type: 'json' };
import da from './locales/da.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import el from './locales/el.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fa from './locales/fa.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import he from './locales/he.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import hu from './locales/hu.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import jv from './locales/jv.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import lt from './locales/lt.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import pt_br from './locales/pt-br.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ro from './locales/ro.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import sk from './locales/sk.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import uk from './locales/uk.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export const messageDictionaries: Record<string, Record<string, string>> = {
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
