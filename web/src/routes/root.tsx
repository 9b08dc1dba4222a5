import { isApiError } from '@portal/api-client';
import { createRootRoute, redirect } from '@tanstack/react-router';
import { api, hasStoredSession } from '../api';
import { NotFoundPage } from '../pages/public/ErrorPages';
import { endLocalSession } from '../session';
import { RootLayout } from '../shell/RootLayout';
import { useSession } from '../stores/session';

/**
 * Spec 4: on every navigation with a stored session the user data is refreshed; if that fails the session
 * ends and the person goes to /login. Child guards then read the fresh user from the store.
 */
export const rootRoute = createRootRoute({
  beforeLoad: async ({ location }) => {
    if (!hasStoredSession()) {
      useSession.getState().setUser(null);
      return;
    }
    try {
      const { user } = await api.auth.refreshUserData();
      useSession.getState().setUser(user);
    } catch (err) {
      // A network failure or a server error says nothing about the session (it also happens when the
      // page unloads mid-request): keep the tokens and let the error page offer a retry.
      if (!isApiError(err) || err.statusCode === 0 || err.statusCode >= 500) throw err;
      endLocalSession();
      if (location.pathname !== '/login') throw redirect({ to: '/login', replace: true });
    }
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
