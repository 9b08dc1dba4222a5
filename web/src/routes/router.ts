import { adminRoutes } from '@portal/admin';
import { createRouter } from '@tanstack/react-router';
import { onSessionEnded } from '../api';
import { webAdminDeps } from '../platform';
import { RouteErrorPage } from '../pages/public/RouteErrorPage';
import { queryClient } from '../queries/client';
import { endLocalSession } from '../session';
import { adminRoute, rootRoute } from './base';
import { customerTree } from './customerRoutes';
import { publicRoutes } from './publicRoutes';

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  customerTree,
  adminRoute.addChildren(adminRoutes(adminRoute)),
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

/** A refresh failed somewhere (a query, a button): the session is over, go to the sign-in page. */
onSessionEnded(() => {
  endLocalSession();
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login', replace: true });
});
