import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { adminOnly, needs } from './beforeLoad';
import { lazyPage } from './lazyPage';
import { listSearch } from './listSearch';
import { settingsSearch } from './settingsSearch';

/** Dashboard, website settings, people (agents, admins and staff) and the person's own profile. */
export const usersRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/',
    staticData: { titleKey: 'titles.dashboard' },
    component: lazyPage(() => import('../pages/admin/DashboardPage'), 'DashboardPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'website_settings',
    staticData: { titleKey: 'titles.website_settings' },
    validateSearch: settingsSearch,
    beforeLoad: needs('settings'),
    component: lazyPage(() => import('../pages/admin/settings/WebsiteSettingsPage'), 'WebsiteSettingsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agents_list',
    staticData: { titleKey: 'titles.agents_list' },
    validateSearch: listSearch,
    beforeLoad: needs('dealers_manager.dealers_list'),
    component: lazyPage(() => import('../pages/admin/users/AgentsListPage'), 'AgentsListPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'users/admins',
    staticData: { titleKey: 'titles.admins' },
    validateSearch: listSearch,
    beforeLoad: adminOnly,
    component: lazyPage(() => import('../pages/admin/users/AdminsListPage'), 'AdminsListPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'user_profile',
    staticData: { titleKey: 'titles.user_profile' },
    component: lazyPage(() => import('../pages/account/UserProfilePage'), 'UserProfilePage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'profile_settings',
    staticData: { titleKey: 'titles.profile_settings' },
    component: lazyPage(() => import('../pages/account/ProfileSettingsPage'), 'ProfileSettingsPage'),
  }),
];
