import type { Permission } from '@portal/contracts';
import { createRoute, redirect } from '@tanstack/react-router';
import { LIST_SCREENS, REG_SCREENS, type RegScreen } from '../pages/regsearch/admin/screens';
import { currentUser } from '../stores/session';
import type { adminRoute } from './adminRoutes';
import type { customerRoute } from './customerRoutes';
import { permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** /admin/reg-searchs/<screen>: which registration-search list the shared page shows. */
    regScreen?: RegScreen;
  }
}

type AdminRoute = typeof adminRoute;
type CustomerRoute = typeof customerRoute;

/** Every admin call of the registration search needs this permission on the server. */
export const REGSEARCH_PERMISSION: Permission = 'miscellaneous';

const needsPermission = () => {
  const to = permissionRedirect(currentUser(), REGSEARCH_PERMISSION);
  if (to) throw redirect({ to, replace: true });
};

const regListPage = lazyPage(() => import('../pages/regsearch/admin/RegListPage'), 'RegListPage');

/** Built from the parent passed in, so that this file and the area files do not import each other. */
export const regsearchCustomerRoutes = (customerRoute: CustomerRoute) => [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'reg_searches',
    staticData: { titleKey: 'regsearch.menu.reg_searches' },
    component: lazyPage(() => import('../pages/regsearch/RegSearchesPage'), 'RegSearchesPage'),
  }),
];

export const regsearchAdminRoutes = (adminRoute: AdminRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'reg_searches',
    staticData: { titleKey: 'regsearch.menu.reg_searches' },
    beforeLoad: needsPermission,
    component: lazyPage(
      () => import('../pages/regsearch/admin/AdminRegSearchesPage'),
      'AdminRegSearchesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'reg-final-view',
    staticData: { titleKey: 'regsearch.menu.final_view' },
    beforeLoad: needsPermission,
    component: lazyPage(() => import('../pages/regsearch/admin/RegFinalViewPage'), 'RegFinalViewPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'total-search',
    staticData: { titleKey: 'regsearch.menu.total_search' },
    beforeLoad: needsPermission,
    component: lazyPage(() => import('../pages/regsearch/admin/TotalSearchPage'), 'TotalSearchPage'),
  }),
  ...LIST_SCREENS.map((screen) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path: `reg-searchs/${screen}`,
      staticData: { titleKey: REG_SCREENS[screen].titleKey, regScreen: screen },
      beforeLoad: needsPermission,
      component: regListPage,
    }),
  ),
];

export const regsearchPublicRoutes = [];
