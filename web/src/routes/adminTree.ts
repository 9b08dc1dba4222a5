import { withTimeout } from '@portal/admin';
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';

/**
 * The staff area's routes (about a hundred, with their guards, search rules and chunk lists) load when
 * someone enters /admin, not with every customer's first page. Until then /admin and every address under it
 * match this stand-in: past the area's own guard (a customer never gets here) it loads them, puts them in
 * the tree (`onLoaded` rebuilds the router's tables) and goes to the same address again, which now matches
 * the real route with its own guards.
 */
export function lazyAdminRoutes(adminRoute: AnyRoute, onLoaded: () => void): AnyRoute {
  let loading: Promise<void> | undefined;
  const load = () =>
    withTimeout(import('@portal/admin/routes')).then(
      ({ adminRoutes }) => {
        adminRoute.addChildren(adminRoutes(adminRoute));
        onLoaded();
      },
      (err: unknown) => {
        loading = undefined; // the next navigation tries again
        throw err;
      },
    );
  return createRoute({
    getParentRoute: () => adminRoute,
    path: '$',
    beforeLoad: async ({ location }) => {
      loading ??= load();
      await loading;
      throw redirect({ href: location.href, replace: true });
    },
  });
}
