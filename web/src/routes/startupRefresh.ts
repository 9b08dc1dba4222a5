import type { User } from '@portal/contracts';
import { resumeLanguage } from '../accountLanguage';
import { api, hasStoredSession } from '../api';

type Refresh = Promise<{ user: User }>;
let pending: Refresh | null = null;

/** At start-up with a stored session: refresh the user data now, beside the page's code and dictionary. */
export function startRefresh(): void {
  if (!hasStoredSession()) return;
  pending = api.auth.refreshUserData();
  // Its outcome is read by the first navigation; until then a failure must not count as unhandled. Beside
  // it, the account's language is shown if it changed since this browser showed it (on another device).
  pending.then(({ user }) => resumeLanguage(user)).catch(() => undefined);
}

/** The refresh started at start-up, handed to the first navigation once; later ones ask again. */
export function takeStartupRefresh(): Refresh | null {
  const p = pending;
  pending = null;
  return p;
}
