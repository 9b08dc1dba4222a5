/** Starting and ending sessions, including an admin's visit to a dealer's account and the way back. */
import type { Session, User } from '@portal/contracts';
import { api, tokens } from './api';
import { readKey, STORAGE_KEYS, writeKey } from './lib/storage';
import { queryClient } from './queries/client';
import { useSession } from './stores/session';

/** Web push code is not part of the first load; signing out fetches it when it runs. */
const disablePush = (tellServer?: boolean) => import('./push/webPush').then((m) => m.disablePush(tellServer));

/** Tokens are already stored by the API client; this makes the user known to the app. */
export function startSession(session: Session): User {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site-data' });
  useSession.getState().setUser(session.user);
  // Beside the way in: the page does not wait for the language to be saved or loaded (nor for its code).
  void import('./signInLanguage').then((m) => m.settleLanguage(session.user));
  return session.user;
}

/** Forgets everything local about the session (used when the server no longer accepts it). */
export function endLocalSession(): void {
  void disablePush(false);
  tokens.clear();
  writeKey(localStorage, STORAGE_KEYS.adminSession, null);
  useSession.getState().setUser(null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site-data' });
}

export async function signOut(): Promise<void> {
  // While the session still counts: the server forgets this browser's subscription, so nobody signing in
  // here next receives this person's notifications.
  await disablePush();
  try {
    await api.auth.signout();
  } catch {
    // The session ends locally whatever the server says.
  }
  endLocalSession();
}

interface StoredPair {
  access_token: string;
  refresh_token: string;
}

function readAdminBackup(): StoredPair | null {
  try {
    const v = JSON.parse(readKey(localStorage, STORAGE_KEYS.adminSession) ?? 'null');
    return v && typeof v.access_token === 'string' && typeof v.refresh_token === 'string' ? v : null;
  } catch {
    return null;
  }
}

export const hasAdminBackup = (): boolean => readAdminBackup() !== null;

/** admin_auto_login: the admin's own tokens are put aside so that the banner can bring them back. */
export async function signInAsDealer(userId: number): Promise<User> {
  const backup = { access_token: tokens.getAccessToken(), refresh_token: tokens.getRefreshToken() };
  const session = await api.auth.adminAutoLogin(userId);
  if (backup.access_token && backup.refresh_token) {
    writeKey(localStorage, STORAGE_KEYS.adminSession, JSON.stringify(backup));
  }
  return startSession(session);
}

/** Ends the dealer session and restores the admin's. Returns false when there was nothing to restore. */
export async function returnToAdmin(): Promise<boolean> {
  const backup = readAdminBackup();
  await disablePush();
  try {
    await api.auth.signout();
  } catch {
    // The dealer session is dropped locally anyway.
  }
  writeKey(localStorage, STORAGE_KEYS.adminSession, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site-data' });
  useSession.getState().setUser(null);
  if (!backup) {
    tokens.clear();
    return false;
  }
  tokens.setTokens(backup);
  return true;
}
