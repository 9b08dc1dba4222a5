import { isLocale, type Locale } from '@portal/contracts';
import {
  applyDocumentLanguage,
  createI18n,
  getSavedLanguage,
  matchLanguage,
  saveLanguage,
} from '@portal/i18n';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { BackendModule, i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales } from 'virtual:portal-locales';

let instance: I18n | null = null;
/** The set-up under way: a change asked for before it ends (by the start-up refresh) waits for it. */
let settingUp: Promise<I18n> | null = null;

/**
 * Saved choice first, then the browser's languages, then English. A link from an e-mail names its reader's
 * language (`?lang=de`): with no choice saved here yet it is kept as one, as the language picker would.
 */
export function startingLanguage(): Locale {
  const s = window.localStorage;
  const asked = matchLanguage(new URLSearchParams(location.search).getAll('lang'));
  if (asked && !getSavedLanguage(s)) saveLanguage(asked, s);
  return getSavedLanguage(s) ?? matchLanguage(navigator.languages ?? [navigator.language]) ?? 'en';
}

/** The language the page is shown in now (before set-up: the one it will start with). */
export const currentLanguage = (): string => instance?.language ?? startingLanguage();

/** A language's texts: its dictionaries and the loader of antd's (web/scripts/localeBundles.ts). */
async function languageTexts(lng: string) {
  const load = locales[lng];
  if (!load) throw new Error(`no dictionary for ${lng}`);
  return load();
}

/** i18next's backend: the dictionary of a language is its module's default export. */
const dictionaries: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, _namespace, done) {
    languageTexts(lng).then(
      (texts) => done(null, texts.default),
      (err: Error) => done(err, false),
    );
  },
};

/** antd's texts for `lng` (undefined: antd's built-in English); a chunk of their own, as before. */
export async function loadAntdTexts(lng: string): Promise<AntdLocale | undefined> {
  try {
    return await (await languageTexts(lng)).antd();
  } catch {
    return undefined;
  }
}

/** Asks for the dictionary at once (before the page's chunks); resolves once it is in. */
export function setupI18n(): Promise<I18n> {
  settingUp = (async () => {
    const lng = startingLanguage();
    instance = await createI18n(dictionaries, { lng, plugins: [initReactI18next] });
    applyDocumentLanguage(instance.language, document);
    return instance;
  })();
  return settingUp;
}

export async function changeLanguage(lng: string): Promise<void> {
  if (!instance && settingUp) await settingUp.catch(() => undefined);
  if (!instance || !isLocale(lng)) return;
  await instance.changeLanguage(lng);
  saveLanguage(lng, window.localStorage);
  applyDocumentLanguage(lng, document);
}
