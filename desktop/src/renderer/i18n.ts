import { DEFAULT_LOCALE, isLocale, LOCALES } from '@portal/contracts';
import { applyDocumentLanguage } from '@portal/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each dictionary is its own chunk: only the chosen language is loaded.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function load(lng: string) {
  const loader = loaders[`./locales/${lng}.json`] ?? loaders[`./locales/${DEFAULT_LOCALE}.json`];
  return (await loader()).default;
}

export async function setupI18n(lng: string): Promise<I18n> {
  const language = isLocale(lng) ? lng : DEFAULT_LOCALE;
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    resources: {},
  });
  for (const l of new Set([DEFAULT_LOCALE, language]))
    instance.addResourceBundle(l, 'translation', await load(l));
  applyDocumentLanguage(language, document);
  return instance;
}

export async function switchLanguage(instance: I18n, lng: string): Promise<void> {
  if (!isLocale(lng)) return;
  if (!instance.hasResourceBundle(lng, 'translation'))
    instance.addResourceBundle(lng, 'translation', await load(lng));
  await instance.changeLanguage(lng);
  applyDocumentLanguage(lng, document);
}
