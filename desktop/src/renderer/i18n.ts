import { DEFAULT_LOCALE, isLocale } from '@portal/contracts';
import { applyDocumentLanguage, initI18n } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The portal's dictionaries come from @portal/i18n (the staff screens are the web's); the app's own texts
// (`desktop.*`) are added beside them. Each dictionary is its own chunk: only the chosen language loads.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function addDesktopTexts(instance: I18n, lng: string) {
  const loader = loaders[`./locales/${lng}.json`] ?? loaders[`./locales/${DEFAULT_LOCALE}.json`];
  instance.addResourceBundle(lng, 'translation', (await loader()).default, true, false);
}

export async function setupI18n(lng: string): Promise<I18n> {
  const language = isLocale(lng) ? lng : DEFAULT_LOCALE;
  const instance = await initI18n({ lng: language, plugins: [initReactI18next] });
  for (const l of new Set([DEFAULT_LOCALE, language])) {
    if (l !== language) await instance.loadLanguages(l);
    await addDesktopTexts(instance, l);
  }
  applyDocumentLanguage(language, document);
  return instance;
}

export async function switchLanguage(instance: I18n, lng: string): Promise<void> {
  if (!isLocale(lng)) return;
  await instance.loadLanguages(lng);
  await addDesktopTexts(instance, lng);
  await instance.changeLanguage(lng);
  applyDocumentLanguage(lng, document);
}
