import { sharedPages } from '@portal/admin';
import { createRoute } from '@tanstack/react-router';
import { apiAccessCustomerRoutes } from './apiAccessRoutes';
import { customerRoute } from './base';
import { catalogueCustomerRoutes } from './catalogueRoutes';
import { creditsCustomerRoutes } from './creditsRoutes';
import { lazyPage } from './lazyPage';
import { ordersCustomerRoutes } from './ordersRoutes';
import { regsearchCustomerRoutes } from './regsearchRoutes';
import { shopCustomerRoutes } from './shopRoutes';
import { supportCustomerRoutes } from './supportRoutes';

// The profile pages are the same screens as in the staff area, loaded from the shared package.
const userProfileRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'user_profile',
  staticData: { titleKey: 'titles.user_profile' },
  component: lazyPage(sharedPages.account.profile, 'UserProfilePage'),
});

const profileSettingsRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'profile_settings',
  staticData: { titleKey: 'titles.profile_settings' },
  component: lazyPage(sharedPages.account.settings, 'ProfileSettingsPage'),
});

export const customerTree = customerRoute.addChildren([
  ...ordersCustomerRoutes,
  userProfileRoute,
  profileSettingsRoute,
  ...catalogueCustomerRoutes,
  ...regsearchCustomerRoutes,
  ...creditsCustomerRoutes,
  ...shopCustomerRoutes,
  ...apiAccessCustomerRoutes,
  ...supportCustomerRoutes,
]);
