import { shopRoutes } from './shop';
import './meta';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { enterAdminArea } from './beforeLoad';
import { apiAccessRoutes } from './apiAccess';
import { catalogueRoutes } from './catalogue';
import { creditsRoutes } from './credits';
import { auditRoutes } from './audit';
import { opsRoutes } from './ops';
import { lazyPage } from './lazyPage';
import { ordersRoutes } from './orders';
import { regsearchRoutes } from './regsearch';
import { supportRoutes } from './support';
import { tuningRoutes } from './tuning';
import { usersRoutes } from './users';

/**
 * The staff/admin areas, each a function of the /admin route that answers its child routes. A new area
 * adds its file here (one line); its pages are lazy chunks, so nothing of them loads before it is opened.
 */
export const ADMIN_AREAS: readonly ((adminRoute: AnyRoute) => AnyRoute[])[] = [
  usersRoutes,
  ordersRoutes,
  catalogueRoutes,
  tuningRoutes,
  regsearchRoutes,
  creditsRoutes,
  opsRoutes,
  auditRoutes,
  shopRoutes,
  apiAccessRoutes,
  supportRoutes,
];

/** Options of the /admin layout route: the guard of the area and the shell, loaded on first entry. */
export const adminAreaRoute = {
  path: 'admin',
  beforeLoad: enterAdminArea,
  component: lazyPage(() => import('../shell/AdminLayout'), 'AdminLayout'),
} as const;

/** Creates /admin under `parent` (the app's root route) with every area under it. */
export function createAdminRoute(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, ...adminAreaRoute });
}

/** Every child route of /admin, plus the mounting app's own (e.g. the desktop's work queue). */
export function adminRoutes(adminRoute: AnyRoute, extra: (adminRoute: AnyRoute) => AnyRoute[] = () => []) {
  return [...ADMIN_AREAS.flatMap((area) => area(adminRoute)), ...extra(adminRoute)];
}
