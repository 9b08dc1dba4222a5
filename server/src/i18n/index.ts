import { DEFAULT_LOCALE, isLocale } from '@portal/contracts';
import i18next, { type TFunction } from 'i18next';
import { serverResources } from './resources.js';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(Object.entries(serverResources).map(([lng, r]) => [lng, { translation: r }])),
  fallbackLng: DEFAULT_LOCALE,
  // 'pt-br' is a language of its own: without this i18next reads 'pt-BR' and falls back to European 'pt'.
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A translator fixed to one language (the recipient's), falling back to English. */
export function translator(language: string | null | undefined): TFunction {
  return instance.getFixedT(isLocale(language) ? language : DEFAULT_LOCALE);
}
