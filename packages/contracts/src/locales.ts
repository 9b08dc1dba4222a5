/** The 30 interface languages of the spec, plus Korean whose dictionary also exists. */
export const LOCALES = [
  'af',
  'ar',
  'bn',
  'zh',
  'cs',
  'da',
  'nl',
  'en',
  'fr',
  'de',
  'el',
  'he',
  'hi',
  'hu',
  'it',
  'ja',
  'jv',
  'lt',
  'fa',
  'pl',
  'pt-br',
  'pt',
  'ro',
  'ru',
  'sk',
  'es',
  'sv',
  'th',
  'tr',
  'uk',
  'ko',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he', 'fa'];
export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
