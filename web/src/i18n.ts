import { isLocale, type Locale } from '@portal/contracts';
import { applyDocumentLanguage, getSavedLanguage, initI18n, matchLanguage, saveLanguage } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

let instance: I18n | null = null;

/** Saved choice first, then the browser's languages, then English. */
export function startingLanguage(): Locale {
  return (
    getSavedLanguage(window.localStorage) ??
    matchLanguage(navigator.languages ?? [navigator.language]) ??
    'en'
  );
}

/** The language the page is shown in now (before set-up: the one it will start with). */
export const currentLanguage = (): string => instance?.language ?? startingLanguage();

export async function setupI18n(): Promise<I18n> {
  const lng = startingLanguage();
  instance = await initI18n({ lng, plugins: [initReactI18next] });
  applyDocumentLanguage(instance.language, document);
  return instance;
}

export async function changeLanguage(lng: string): Promise<void> {
  if (!instance || !isLocale(lng)) return;
  await instance.changeLanguage(lng);
  saveLanguage(lng, window.localStorage);
  applyDocumentLanguage(lng, document);
}
