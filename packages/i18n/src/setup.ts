import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contracts';
import i18next, { type BackendModule, type i18n as I18n, type Module } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/** localStorage key of the chosen language (spec 9). */
export const LANGUAGE_KEY = 'lng';

interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function getSavedLanguage(storage?: LanguageStorage | null): Locale | null {
  const v = storage?.getItem(LANGUAGE_KEY)?.toLowerCase();
  return isLocale(v) ? v : null;
}

export function saveLanguage(lng: Locale, storage?: LanguageStorage | null): void {
  storage?.setItem(LANGUAGE_KEY, lng);
}

/** Picks the first supported language of the browser's list (`pt-BR` -> `pt-br`, `de-AT` -> `de`). */
export function matchLanguage(candidates: readonly string[]): Locale | null {
  for (const c of candidates) {
    const full = c.toLowerCase();
    if (isLocale(full)) return full;
    const base = full.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Feature areas keep their strings in `locales/<area>/<lng>.json`, each under a top-level key named after the
 * area, so that features can grow their dictionaries side by side; they are merged into one namespace.
 */
export const LOCALE_AREAS = [
  'orders',
  'credits',
  'catalogue',
  'tuning',
  'regsearch',
  'ui',
  'ops',
  'audit',
  'shop',
  'apiAccess',
  'support',
] as const;

type Json = Record<string, unknown>;
const body = (m: { default?: Json } & Json): Json => (m.default ?? m) as Json;

/** Loads one language on demand: each locale becomes its own chunks, so only the chosen one is downloaded. */
export async function loadLocale(lng: string): Promise<Json> {
  const [main, ...areas] = await Promise.all([
    import(`../locales/${lng}.json`),
    ...LOCALE_AREAS.map((area) => import(`../locales/${area}/${lng}.json`)),
  ]);
  return Object.assign({}, body(main), ...areas.map(body));
}

export interface InitOptions {
  lng?: string;
  /** e.g. `initReactI18next`; kept out of this package so that it does not depend on React. */
  plugins?: Module[];
  instance?: I18n;
  /** Where a language's dictionary comes from; `loadLocale` unless the app bundles its own. */
  load?: (lng: string) => Promise<Json>;
}

export function initI18n(options: InitOptions = {}): Promise<I18n> {
  return createI18n(resourcesToBackend(options.load ?? loadLocale) as BackendModule, options);
}

/**
 * `initI18n` with the dictionaries read by `backend` (an i18next backend module), for an app that brings
 * its own: the web gathers each language in one module at build (web/scripts/localeBundles.ts), so neither
 * `loadLocale`'s table of 372 imports nor the resources-to-backend adapter is in its first load.
 */
export async function createI18n(backend: BackendModule, options: InitOptions = {}): Promise<I18n> {
  const instance = options.instance ?? i18next.createInstance();
  instance.use(backend);
  for (const p of options.plugins ?? []) instance.use(p);
  await instance.init({
    lng: isLocale(options.lng) ? options.lng : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // 'pt-br' is a file name of its own; without these i18next would look for 'pt-BR' and 'pt'.
    lowerCaseLng: true,
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    // The dictionary is asked for now, not on the next task: at start-up that puts its request ahead of
    // the page's chunks instead of behind them.
    initAsync: false,
  });
  return instance;
}
