/**
 * The screen language and the account's language meet at sign-in. A language the visitor picked on the
 * public pages before signing in is kept and saved to the account (the call the profile's language setting
 * makes), so e-mails and notifications follow it and the next sign-in starts in it. Without such a pick the
 * account's language is shown, unless this browser holds an earlier choice of its own, which stays as before.
 */
import { isLocale, type User } from '@portal/contracts';
import { getSavedLanguage } from '@portal/i18n';
import { api } from './api';
import { changeLanguage, currentLanguage } from './i18n';
import { readKey, STORAGE_KEYS, writeKey } from './lib/storage';
import { useSession } from './stores/session';

/** Noted when the picker is used while nobody is signed in; the next sign-in takes it to the account. */
export function notePickedLanguage(lng: string): void {
  writeKey(localStorage, STORAGE_KEYS.languagePicked, lng);
}

export async function settleLanguage(user: User): Promise<void> {
  const picked = readKey(localStorage, STORAGE_KEYS.languagePicked);
  writeKey(localStorage, STORAGE_KEYS.languagePicked, null);
  // Staff signed in as a customer keep their own screen, and the customer's account keeps its language.
  if (user.impersonated_by) return;
  if (isLocale(picked)) {
    if (picked !== user.language) await saveToAccount(user, picked);
    return;
  }
  if (!getSavedLanguage(localStorage) && isLocale(user.language) && user.language !== currentLanguage())
    await changeLanguage(user.language);
}

async function saveToAccount(user: User, lng: string): Promise<void> {
  try {
    const { user: saved } = await api.users.updateProfile({ language: lng });
    const now = useSession.getState().user;
    if (now && now._id === user._id) useSession.getState().setUser({ ...now, language: saved.language });
  } catch {
    // Not saved (offline, session ended at once): the screen keeps the pick; the profile can set it later.
  }
}
