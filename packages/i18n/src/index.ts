export { applyDocumentLanguage, directionOf, isRtl } from './direction.js';
export { LANGUAGE_NAMES } from './languages.js';
export type { InitOptions } from './setup.js';
export {
  createI18n,
  getSavedLanguage,
  initI18n,
  LANGUAGE_KEY,
  LOCALE_AREAS,
  loadLocale,
  matchLanguage,
  saveLanguage,
} from './setup.js';
