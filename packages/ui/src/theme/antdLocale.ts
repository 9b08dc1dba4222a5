import type { Locale } from '@portal/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';

type Loader = () => Promise<{ default: AntdLocale }>;

/** antd's own texts (pagination, empty states, pickers) per language; one chunk each, loaded on demand. */
const LOADERS: Partial<Record<Locale, Loader>> = {
  ar: () => import('antd/es/locale/ar_EG'),
  bn: () => import('antd/es/locale/bn_BD'),
  zh: () => import('antd/es/locale/zh_CN'),
  cs: () => import('antd/es/locale/cs_CZ'),
  da: () => import('antd/es/locale/da_DK'),
  nl: () => import('antd/es/locale/nl_NL'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  el: () => import('antd/es/locale/el_GR'),
  he: () => import('antd/es/locale/he_IL'),
  hi: () => import('antd/es/locale/hi_IN'),
  hu: () => import('antd/es/locale/hu_HU'),
  it: () => import('antd/es/locale/it_IT'),
  ja: () => import('antd/es/locale/ja_JP'),
  lt: () => import('antd/es/locale/lt_LT'),
  fa: () => import('antd/es/locale/fa_IR'),
  pl: () => import('antd/es/locale/pl_PL'),
  'pt-br': () => import('antd/es/locale/pt_BR'),
  pt: () => import('antd/es/locale/pt_PT'),
  ro: () => import('antd/es/locale/ro_RO'),
  ru: () => import('antd/es/locale/ru_RU'),
  sk: () => import('antd/es/locale/sk_SK'),
  es: () => import('antd/es/locale/es_ES'),
  sv: () => import('antd/es/locale/sv_SE'),
  th: () => import('antd/es/locale/th_TH'),
  tr: () => import('antd/es/locale/tr_TR'),
  uk: () => import('antd/es/locale/uk_UA'),
  ko: () => import('antd/es/locale/ko_KR'),
};

/** Undefined means antd's built-in English (also used for af and jv, which antd does not ship). */
export async function loadAntdLocale(lng: string): Promise<AntdLocale | undefined> {
  const loader = LOADERS[lng as Locale];
  if (!loader) return undefined;
  try {
    return (await loader()).default;
  } catch {
    return undefined;
  }
}
