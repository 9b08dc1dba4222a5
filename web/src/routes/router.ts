import './meta';
import { createRouter } from '@tanstack/react-router';
import { onSessionEnded } from '../api';
import { RouteErrorPage } from '../pages/public/ErrorPages';
import { endLocalSession } from '../session';
import { adminTree } from './adminRoutes';
import { customerTree } from './customerRoutes';
import { publicRoutes } from './publicRoutes';
import { rootRoute } from './root';

const routeTree = rootRoute.addChildren([...publicRoutes, customerTree, adminTree]);

export const router = createRouter({
  routeTree,
  // Guards must see the user of this navigation, so nothing is loaded ahead on hover.
  defaultPreload: false,
  notFoundMode: 'root',
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** A refresh failed somewhere (a query, a button): the session is over, go to the sign-in page. */
onSessionEnded(() => {
  endLocalSession();
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login', replace: true });
});
