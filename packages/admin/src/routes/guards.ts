/**
 * Route guards of spec section 4, as pure functions of the signed-in user. Each returns the path to send the
 * person to, or null to let them in. The router calls them from `beforeLoad`.
 */
import { hasPermission, isAdminArea, type Permission, ROLE, USER_STATUS } from '@portal/contracts';

export interface GuardUser {
  role_id: number;
  status: number;
  verified: boolean;
  permissions?: unknown;
}

type Target = '/' | '/admin' | '/login' | '/verify_email' | '/verify_account' | '/forgot_password';

/** Where a signed-in user belongs: admin roles in /admin, then e-mail check, then approval, then the portal. */
export function homeFor(user: GuardUser): Target {
  if (isAdminArea(user.role_id)) return '/admin';
  if (!user.verified) return '/verify_email';
  if (user.status !== USER_STATUS.ACTIVE) return '/verify_account';
  return '/';
}

/** Customer area (/): roles 1 and 3 go to /admin; unverified to verify_email; not approved to verify_account. */
export function customerAreaRedirect(user: GuardUser | null): Target | null {
  if (!user) return '/login';
  const home = homeFor(user);
  return home === '/' ? null : home;
}

/** Admin area (/admin): customers (role 2) go to /; everyone else enters. */
export function adminAreaRedirect(user: GuardUser | null): Target | null {
  if (!user) return '/login';
  return user.role_id === ROLE.CUSTOMER ? '/' : null;
}

/** A page of the admin area that needs one permission: without it, back to the dashboard. */
export function permissionRedirect(
  user: GuardUser | null,
  permission: Permission | readonly Permission[],
): Target | null {
  const ok =
    typeof permission === 'string'
      ? hasPermission(user, permission)
      : permission.some((p) => hasPermission(user, p));
  return ok ? null : '/admin';
}

/** Admin-only pages (role 1). */
export function adminOnlyRedirect(user: GuardUser | null): Target | null {
  return user?.role_id === ROLE.ADMIN ? null : '/admin';
}

/** The search param of /login that keeps the address a signed-out visitor was going to. */
export const RETURN_PARAM = 'redirect';

/** Addresses are made from a few hundred characters at most; a longer value is not one of ours. */
const MAX_RETURN_LENGTH = 2048;
const LOCAL_ORIGIN = 'http://portal.invalid';

/**
 * The search of /login for a visitor sent there from `href` (the address they were going to, path + search +
 * hash): `{ redirect: href }`, or nothing for the home page and the sign-in page itself.
 */
export function loginSearch(href: string | undefined): { redirect?: string } {
  const path = safeReturnPath(href);
  if (!path || path === '/' || /^\/login(?:[/?#]|$)/i.test(path)) return {};
  return { [RETURN_PARAM]: path };
}

/**
 * `value` as an address inside this app (path + search + hash), or null for anything else: it starts with a
 * single "/" (not "//"), has no scheme, backslash, whitespace or control character, and stays on this origin
 * once the browser's URL rules have read it (so `/..//x` cannot turn into another host).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers drop tabs and line breaks from an address and read a backslash as "/": "/\evil" is "//evil".
  if (/[\s\\\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_ORIGIN || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

// Route paths match whatever the case, as the router reads them.
const inAdminArea = (path: string) => /^\/admin(?:[/?#]|$)/i.test(path);

/**
 * Where a successful sign-in leads: the address the visitor was going to (`redirect` of /login) when it is
 * inside this app and theirs to open, else their home as before. A sign-in that goes on to an e-mail check or
 * approval goes there; a customer is never sent into /admin. Staff may be sent to a page outside /admin: the
 * guards of that page then send them on as they would on any visit (the customer area to /admin).
 */
export function afterSignIn(user: GuardUser, redirect: unknown): string {
  const home = homeFor(user);
  const path = safeReturnPath(redirect);
  if (!path || (home !== '/' && home !== '/admin')) return home;
  if (home === '/' && inAdminArea(path)) return home;
  return path;
}

/** Login, register and forgot-password send a signed-in user where they belong. */
export function guestPageRedirect(user: GuardUser | null): Target | null {
  return user ? homeFor(user) : null;
}

/**
 * Verify pages send a verified user onward (admin roles to /admin, status 1 to /, otherwise
 * verify_account); an unverified user belongs on verify_email.
 */
export function verifyPageRedirect(
  user: GuardUser | null,
  page: '/verify_email' | '/verify_account',
): Target | null {
  if (!user) return '/login';
  if (!user.verified) return page === '/verify_email' ? null : '/verify_email';
  if (isAdminArea(user.role_id)) return '/admin';
  if (user.status === USER_STATUS.ACTIVE) return '/';
  return page === '/verify_account' ? null : '/verify_account';
}

/** /reset_password needs the token that check_forgot_pass_code gave. */
export function resetPasswordRedirect(token: string | null): Target | null {
  return token ? null : '/forgot_password';
}

/** Pages behind a site flag (spec 2) send people elsewhere while the flag is off. */
export function flagRedirect(enabled: boolean | undefined, fallback: '/' | '/admin'): Target | null {
  return enabled ? null : fallback;
}
