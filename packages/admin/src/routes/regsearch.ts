import type { Permission } from '@portal/contracts';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { LIST_SCREENS, REG_SCREENS, type RegScreen } from '../pages/regsearch/admin/screens';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** /admin/reg-searchs/<screen>: which registration-search list the shared page shows. */
    regScreen?: RegScreen;
  }
}

/** Every admin call of the registration search needs this permission on the server. */
export const REGSEARCH_PERMISSION: Permission = 'miscellaneous';

const regListPage = lazyPage(() => import('../pages/regsearch/admin/RegListPage'), 'RegListPage');

export const regsearchRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'reg_searches',
    staticData: { titleKey: 'regsearch.menu.reg_searches' },
    beforeLoad: needs(REGSEARCH_PERMISSION),
    component: lazyPage(
      () => import('../pages/regsearch/admin/AdminRegSearchesPage'),
      'AdminRegSearchesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'reg-final-view',
    staticData: { titleKey: 'regsearch.menu.final_view' },
    beforeLoad: needs(REGSEARCH_PERMISSION),
    component: lazyPage(() => import('../pages/regsearch/admin/RegFinalViewPage'), 'RegFinalViewPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'total-search',
    staticData: { titleKey: 'regsearch.menu.total_search' },
    beforeLoad: needs(REGSEARCH_PERMISSION),
    component: lazyPage(() => import('../pages/regsearch/admin/TotalSearchPage'), 'TotalSearchPage'),
  }),
  ...LIST_SCREENS.map((screen) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path: `reg-searchs/${screen}`,
      staticData: { titleKey: REG_SCREENS[screen].titleKey, regScreen: screen },
      beforeLoad: needs(REGSEARCH_PERMISSION),
      component: regListPage,
    }),
  ),
];
