/**
 * The meeting of screen and account language at sign-in (accountLanguage.ts has the rules). Loaded with the
 * sign-in rather than with the page, since the page does not wait for it.
 */
import { isLocale, type User } from '@portal/contracts';
import { followAccount } from './accountLanguage';
import { api } from './api';
import { readKey, STORAGE_KEYS, writeKey } from './lib/storage';
import { useSession } from './stores/session';

export async function settleLanguage(user: User): Promise<void> {
  const picked = readKey(localStorage, STORAGE_KEYS.languagePicked);
  writeKey(localStorage, STORAGE_KEYS.languagePicked, null);
  // Staff signed in as a customer keep their own screen, and the customer's account keeps its language.
  if (user.impersonated_by) return;
  // Only a pick made on the public pages goes to the account: a language this browser merely holds may be
  // another person's (a shared computer), and the account's own then stays for its e-mails.
  const own = isLocale(picked) ? picked : null;
  if (own) {
    const saved = own === user.language || (await saveToAccount(user, own));
    // Unsaved, the pick stays this browser's own choice against the account's language.
    writeKey(localStorage, STORAGE_KEYS.accountLanguage, saved ? own : user.language);
    return;
  }
  await followAccount(user);
}

async function saveToAccount(user: User, lng: string): Promise<boolean> {
  try {
    const { user: saved } = await api.users.updateProfile({ language: lng });
    const now = useSession.getState().user;
    if (now && now._id === user._id) useSession.getState().setUser({ ...now, language: saved.language });
    return saved.language === lng;
  } catch {
    // Not saved (offline, session ended at once): the screen keeps the pick; the profile can set it later.
    return false;
  }
}
