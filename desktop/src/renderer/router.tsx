import {
  type AdminDeps,
  type AdminRouterContext,
  createAdminRoute,
  DocumentTitle,
  LoadingOverlay,
} from '@portal/admin';
import { adminRoutes } from '@portal/admin/routes';
import { isApiError } from '@portal/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { queueSearch, Workspace } from './Workspace.js';

export const QUEUE_PATH = '/admin/desktop/queue';

/**
 * The app's routes: the staff area of @portal/admin (the same pages, guards and menu as the web) with the
 * work queue added under it. Hash history, since the renderer is a file served by the app itself.
 */
export function createDesktopRouter(deps: AdminDeps, queryClient: QueryClient, platform: 'desktop' | 'web') {
  const rootRoute = createRootRouteWithContext<AdminRouterContext>()({
    // Spec 4: the person is read again on every navigation, so permissions changed meanwhile apply.
    beforeLoad: async ({ context }) => {
      try {
        const { user } = await context.admin.api.auth.refreshUserData();
        context.admin.session.getState().setUser(user);
      } catch (err) {
        // A 401 ends the session (main tells the window); anything else keeps the user known so far.
        if (!isApiError(err) || err.statusCode !== 401) return;
        throw err;
      }
    },
    component: () => (
      <>
        <DocumentTitle />
        <LoadingOverlay />
        <Outlet />
      </>
    ),
  });
  const home = () => {
    throw redirect({ to: QUEUE_PATH, replace: true });
  };
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: home });
  // The guards send people without a session to /login; the sign-in screen is outside the router.
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: 'login', beforeLoad: home });
  const adminRoute = createAdminRoute(rootRoute);
  const routeTree = rootRoute.addChildren([
    indexRoute,
    loginRoute,
    adminRoute.addChildren(
      adminRoutes(adminRoute, (parent) => [
        createRoute({
          getParentRoute: () => parent,
          path: 'desktop/queue',
          staticData: { titleKey: 'desktop.shell.work_queue' },
          validateSearch: queueSearch,
          component: () => <Workspace platform={platform} />,
        }),
      ]),
    ),
  ]);
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { admin: deps, queryClient },
    defaultPreload: false,
  });
}
