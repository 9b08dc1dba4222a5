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
