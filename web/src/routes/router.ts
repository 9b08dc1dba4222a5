import { loginSearch } from '@portal/admin';
import { createRouter } from '@tanstack/react-router';
import { onSessionEnded } from '../api';
import { webAdminDeps } from '../platform';
import { RouteErrorPage } from '../pages/public/RouteErrorPage';
import { queryClient } from '../queries/client';
import { endLocalSession } from '../session';
import { lazyAdminRoutes } from './adminTree';
import { adminRoute, rootRoute } from './base';
import { customerTree } from './customerRoutes';
import { publicRoutes } from './publicRoutes';

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  customerTree,
  // The staff routes come in when someone first enters /admin (adminTree.ts).
  adminRoute.addChildren([lazyAdminRoutes(adminRoute, () => router.setRoutes(router.buildRouteTree()))]),
]);

export const router = createRouter({
  routeTree,
  context: { admin: webAdminDeps, queryClient },
  // Guards must see the user of this navigation, so nothing is loaded ahead on hover.
  defaultPreload: false,
  notFoundMode: 'root',
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
});

/**
 * A refresh failed somewhere (a query, a button): the session is over, go to the sign-in page, which brings
 * the person back to this page after signing in again.
 */
onSessionEnded(() => {
  endLocalSession();
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: loginSearch(href), replace: true });
});
