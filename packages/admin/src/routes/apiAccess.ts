import { pagedSearch } from '@portal/ui/paged';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

/** Dealers' API access (spec 2 admin `access_api`). */
export const apiAccessRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'access_api',
    staticData: { titleKey: 'apiAccess.admin.title' },
    validateSearch: pagedSearch,
    beforeLoad: needs('api_manager'),
    component: lazyPage(() => import('../pages/api-access/ApiAccessAdminPage'), 'ApiAccessAdminPage'),
  }),
];
