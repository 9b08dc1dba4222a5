import './meta';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { enterAdminArea } from './beforeLoad';
import { lazyPage } from './lazyPage';

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
