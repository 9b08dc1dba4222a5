/**
 * The three roots of the web's route tree, in one small file that every area route file imports (so the
 * imports run one way: router -> area files -> base). The root refreshes the user on every navigation.
 */
import {
  type AdminRouterContext,
  createAdminRoute,
  customerAreaRedirect,
  loginSearch,
  userOf,
} from '@portal/admin';
import { isApiError } from '@portal/api-client';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { hasStoredSession } from '../api';
import { endLocalSession } from '../session';
import { RootLayout } from '../shell/RootLayout';
import { lazyPage } from './lazyPage';
import { takeStartupRefresh } from './startupRefresh';

/**
 * Spec 4: on every navigation with a stored session the user data is refreshed; if that fails the session
 * ends and the person goes to /login, which brings them back to the address after signing in again. Child
 * guards then read the fresh user from the store.
 */
export const rootRoute = createRootRouteWithContext<AdminRouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const { session, api } = context.admin;
    if (!hasStoredSession()) {
      session.getState().setUser(null);
      return;
    }
    try {
      const { user } = await (takeStartupRefresh() ?? api.auth.refreshUserData());
      session.getState().setUser(user);
    } catch (err) {
      // A network failure or a server error says nothing about the session (it also happens when the
      // page unloads mid-request): keep the tokens and let the error page offer a retry.
      if (!isApiError(err) || err.statusCode === 0 || err.statusCode >= 500) throw err;
      endLocalSession();
      if (location.pathname !== '/login')
        throw redirect({ to: '/login', search: loginSearch(location.href), replace: true });
    }
  },
  component: RootLayout,
  notFoundComponent: lazyPage(() => import('../pages/public/ErrorPages'), 'NotFoundPage'),
});

/**
 * The customer area (/): a layout without a path segment of its own, guarded as spec 4 says. A visitor sent
 * to /login takes the address along, to come back to it after signing in.
 */
export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'customer',
  beforeLoad: ({ context, location }) => {
    const to = customerAreaRedirect(userOf(context));
    if (to === '/login') throw redirect({ to, search: loginSearch(location.href), replace: true });
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/customer/CustomerLayout'), 'CustomerLayout'),
});

/** The staff/admin area (/admin), from @portal/admin: its layout and every page are lazy chunks. */
export const adminRoute = createAdminRoute(rootRoute);
