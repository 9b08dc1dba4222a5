import { createRoute, redirect } from '@tanstack/react-router';
import { currentUser } from '../stores/session';
import { catalogueAdminRoutes } from './catalogueRoutes';
import { creditsAdminRoutes } from './creditsRoutes';
import { adminAreaRedirect, adminOnlyRedirect, permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';
import { listSearch } from './listSearch';
import { ordersAdminRoutes } from './ordersRoutes';
import { regsearchAdminRoutes } from './regsearchRoutes';
import { tuningAdminRoutes } from './tuningRoutes';
import { rootRoute } from './root';

/** The admin area (/admin). Every page component is its own chunk, none of them loaded by customers. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: () => {
    const to = adminAreaRedirect(currentUser());
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/admin/AdminLayout'), 'AdminLayout'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  staticData: { titleKey: 'titles.dashboard' },
  component: lazyPage(() => import('../pages/admin/DashboardPage'), 'DashboardPage'),
});

const websiteSettingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'website_settings',
  staticData: { titleKey: 'titles.website_settings' },
  beforeLoad: () => {
    const to = permissionRedirect(currentUser(), 'settings');
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/admin/settings/WebsiteSettingsPage'), 'WebsiteSettingsPage'),
});

const agentsListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'agent_manager/agents_list',
  staticData: { titleKey: 'titles.agents_list' },
  validateSearch: listSearch,
  beforeLoad: () => {
    const to = permissionRedirect(currentUser(), 'dealers_manager.dealers_list');
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/admin/users/AgentsListPage'), 'AgentsListPage'),
});

const adminsListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users/admins',
  staticData: { titleKey: 'titles.admins' },
  validateSearch: listSearch,
  beforeLoad: () => {
    const to = adminOnlyRedirect(currentUser());
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/admin/users/AdminsListPage'), 'AdminsListPage'),
});

const adminProfileRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'user_profile',
  staticData: { titleKey: 'titles.user_profile' },
  component: lazyPage(() => import('../pages/account/UserProfilePage'), 'UserProfilePage'),
});

const adminProfileSettingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'profile_settings',
  staticData: { titleKey: 'titles.profile_settings' },
  component: lazyPage(() => import('../pages/account/ProfileSettingsPage'), 'ProfileSettingsPage'),
});

export const adminTree = adminRoute.addChildren([
  dashboardRoute,
  websiteSettingsRoute,
  agentsListRoute,
  adminsListRoute,
  adminProfileRoute,
  adminProfileSettingsRoute,
  ...catalogueAdminRoutes(adminRoute),
  ...tuningAdminRoutes(adminRoute),
  ...regsearchAdminRoutes(adminRoute),
  ...creditsAdminRoutes(adminRoute),
  ...ordersAdminRoutes(adminRoute),
]);
