import { type Permission, USER_STATUS } from '@portal/contracts';
import { createRoute, redirect } from '@tanstack/react-router';
import { queryClient } from '../queries/client';
import { siteDataQuery } from '../queries/site';
import { currentUser } from '../stores/session';
import type { adminRoute } from './adminRoutes';
import type { customerRoute } from './customerRoutes';
import { homeFor, permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';
import { rootRoute } from './root';

type AdminRoute = typeof adminRoute;
type CustomerRoute = typeof customerRoute;

/** beforeLoad of an admin page that needs one permission. */
const needs = (permission: Permission) => () => {
  const to = permissionRedirect(currentUser(), permission);
  if (to) throw redirect({ to, replace: true });
};

/** Built from the parent passed in, so that this file and the area files do not import each other. */
export const tuningCustomerRoutes = (_customerRoute: CustomerRoute) => [];

export const tuningAdminRoutes = (adminRoute: AdminRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/services',
    staticData: { titleKey: 'tuning.menu.services' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/tuning/services/ServicesPage'), 'ServicesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/options',
    staticData: { titleKey: 'tuning.menu.options' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/tuning/options/OptionsPage'), 'OptionsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'downloads',
    staticData: { titleKey: 'tuning.menu.downloads' },
    // The same permission the server asks for on /flink_all and the write calls.
    beforeLoad: needs('miscellaneous'),
    component: lazyPage(() => import('../pages/tuning/downloads/DownloadsAdminPage'), 'DownloadsAdminPage'),
  }),
];

export const tuningPublicRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'downloads',
    staticData: { titleKey: 'tuning.menu.downloads' },
    // Spec 2: signed-in people always; visitors only while the site shares downloads (downloads_public).
    // The server counts only verified, approved accounts as signed in here; others are treated as visitors.
    beforeLoad: async () => {
      const user = currentUser();
      if (user?.verified && user.status === USER_STATUS.ACTIVE) return;
      const site = await queryClient.ensureQueryData(siteDataQuery);
      if (!site.settings.downloads_public)
        throw redirect({ to: user ? homeFor(user) : '/login', replace: true });
    },
    component: lazyPage(() => import('../pages/tuning/downloads/DownloadsPage'), 'DownloadsPage'),
  }),
];
