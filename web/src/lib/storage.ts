/** Keys the web app keeps in the browser; listed in one place so nothing collides. */
export const STORAGE_KEYS = {
  theme: 'theme',
  cookieNotice: 'cookie_notice_dismissed',
  /** "Not now" on the offer of browser notifications: it is not shown again in this browser. */
  pushPrompt: 'push_prompt_dismissed',
  /** The admin's own tokens while signed in as a dealer (admin_auto_login). */
  adminSession: 'admin_session',
  /** Session storage: token from check_forgot_pass_code, needed by /reset_password. */
  forgotPassToken: 'forgot_pass_token',
  forgotPassEmail: 'forgot_pass_email',
  /** Session storage: the address of a sign-up, for /verify_email (sign-up opens no session). */
  signupEmail: 'signup_email',
  /** A language picked while signed out, for the account signing in next (accountLanguage.ts). */
  languagePicked: 'lng_picked',
  /** The account's language as this browser last took it (accountLanguage.ts). */
  accountLanguage: 'lng_account',
  /** The stored session's account may not open the live socket yet (stores/session.ts). */
  noLiveSocket: 'no_live_socket',
} as const;

/** Storage access that never throws (private mode, disabled storage). */
export function readKey(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice is simply not remembered.
  }
}
