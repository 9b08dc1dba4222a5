/**
 * `beforeLoad` helpers of the staff/admin routes: they read the signed-in user from the router context and
 * apply the pure guards of `guards.ts`, redirecting when the person may not enter.
 */
import type { Permission, SiteFlags } from '@portal/contracts';
import { redirect } from '@tanstack/react-router';
import type { Static } from '@sinclair/typebox';
import { siteDataQuery } from '../queries/site';
import type { AdminRouterContext } from './context';
import {
  adminAreaRedirect,
  adminOnlyRedirect,
  flagRedirect,
  loginSearch,
  permissionRedirect,
} from './guards';

/** What TanStack Router passes to `beforeLoad`, as far as these helpers need it. */
export interface GuardArgs {
  context: unknown;
  /** The address being opened (path + search + hash): kept by /login to come back to after signing in. */
  location?: { href: string };
}

type Flag = {
  [K in keyof Static<typeof SiteFlags>]: Static<typeof SiteFlags>[K] extends boolean ? K : never;
}[keyof Static<typeof SiteFlags>];

export const routerContext = (context: unknown) => context as AdminRouterContext;

export const userOf = (context: unknown) => routerContext(context).admin.session.getState().user;

/**
 * Sends the person to `to` when there is one; to /login with the address they were opening (`location`), so
 * that signing in brings them back to it (`afterSignIn`).
 */
const go = (to: string | null, location?: { href: string }) => {
  if (to === '/login') throw redirect({ to, search: loginSearch(location?.href), replace: true });
  if (to) throw redirect({ to, replace: true });
};

/** The area itself: no user to /login (coming back here after signing in), customers to /. */
export const enterAdminArea = ({ context, location }: GuardArgs) =>
  go(adminAreaRedirect(userOf(context)), location);

/** A page that needs one permission of the tree: without it, back to the dashboard. */
export const needs =
  (permission: Permission | readonly Permission[]) =>
  ({ context }: GuardArgs) =>
    go(permissionRedirect(userOf(context), permission));

/** Admin-only pages (role 1). */
export const adminOnly = ({ context }: GuardArgs) => go(adminOnlyRedirect(userOf(context)));

/** Whether a site flag (spec 2) is on, read through the query cache. */
export async function siteFlag(context: unknown, flag: Flag): Promise<boolean> {
  const { admin, queryClient } = routerContext(context);
  const site = await queryClient.ensureQueryData(siteDataQuery(admin.api));
  return !!(site.settings as Record<string, unknown>)[flag];
}

/** A page that exists only while a site flag is on; else to `fallback`. */
export const needsFlag =
  (flag: Flag, fallback: '/' | '/admin' = '/admin') =>
  async ({ context }: GuardArgs) =>
    go(flagRedirect(await siteFlag(context, flag), fallback));
