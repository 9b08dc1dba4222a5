/**
 * The screen language and the account's language meet at sign-in and when a stored session is taken up
 * again at start-up. A language the visitor picked on the public pages before signing in is kept and saved
 * to the account (the call the profile's language setting makes), so e-mails and notifications follow it and
 * the next sign-in starts in it. Without such a pick the account's language is shown, unless this browser
 * holds a choice of its own, which stays as before.
 *
 * A choice of its own is a saved screen language other than the account's language as this browser last took
 * it (noted at sign-in and at start-up): the picker used after signing in, or a choice from before the
 * account was first seen here. A screen language that merely came from the account follows the account, so a
 * change made on another device shows on the next start.
 */
import { isLocale, type User } from '@portal/contracts';
import { getSavedLanguage } from '@portal/i18n';
import { changeLanguage, currentLanguage } from './i18n';
import { readKey, STORAGE_KEYS, writeKey } from './lib/storage';

/** Noted when the picker is used while nobody is signed in; the next sign-in takes it to the account. */
export function notePickedLanguage(lng: string): void {
  writeKey(localStorage, STORAGE_KEYS.languagePicked, lng);
}

/** The saved screen language if it was chosen in this browser rather than taken from the account. */
function ownChoice() {
  const saved = getSavedLanguage(localStorage);
  return saved !== readKey(localStorage, STORAGE_KEYS.accountLanguage) ? saved : null;
}

/** Shows the account's language unless this browser chose its own, and notes it as the account's. */
export async function followAccount(user: User): Promise<void> {
  if (!isLocale(user.language)) return;
  const keep = ownChoice();
  writeKey(localStorage, STORAGE_KEYS.accountLanguage, user.language);
  if (!keep && user.language !== currentLanguage()) await changeLanguage(user.language);
}

/**
 * After the start-up refresh of a stored session (a page load while signed in): the account's language may
 * have been changed meanwhile, on another device or by staff; it is shown by the same rule as at sign-in.
 */
export async function resumeLanguage(user: User): Promise<void> {
  if (user.impersonated_by) return;
  await followAccount(user);
}
