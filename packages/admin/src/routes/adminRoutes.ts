import { shopRoutes } from './shop';
import './meta';
import type { AnyRoute } from '@tanstack/react-router';
import { apiAccessRoutes } from './apiAccess';
import { catalogueRoutes } from './catalogue';
import { creditsRoutes } from './credits';
import { auditRoutes } from './audit';
import { opsRoutes } from './ops';
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

/** Every child route of /admin, plus the mounting app's own (e.g. the desktop's work queue). */
export function adminRoutes(adminRoute: AnyRoute, extra: (adminRoute: AnyRoute) => AnyRoute[] = () => []) {
  return [...ADMIN_AREAS.flatMap((area) => area(adminRoute)), ...extra(adminRoute)];
}
