import { createRoute, redirect } from '@tanstack/react-router';
import { currentUser } from '../stores/session';
import { catalogueCustomerRoutes } from './catalogueRoutes';
import { regsearchCustomerRoutes } from './regsearchRoutes';
import { tuningCustomerRoutes } from './tuningRoutes';
import { creditsCustomerRoutes } from './creditsRoutes';
import { customerAreaRedirect } from './guards';
import { lazyPage } from './lazyPage';
import { ordersCustomerRoutes } from './ordersRoutes';
import { rootRoute } from './root';

/** The customer area (/): a layout without a path segment of its own, guarded as spec 4 says. */
export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'customer',
  beforeLoad: () => {
    const to = customerAreaRedirect(currentUser());
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/customer/CustomerLayout'), 'CustomerLayout'),
});

const userProfileRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'user_profile',
  staticData: { titleKey: 'titles.user_profile' },
  component: lazyPage(() => import('../pages/account/UserProfilePage'), 'UserProfilePage'),
});

const profileSettingsRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'profile_settings',
  staticData: { titleKey: 'titles.profile_settings' },
  component: lazyPage(() => import('../pages/account/ProfileSettingsPage'), 'ProfileSettingsPage'),
});

export const customerTree = customerRoute.addChildren([
  ...ordersCustomerRoutes(customerRoute),
  userProfileRoute,
  profileSettingsRoute,
  ...catalogueCustomerRoutes(customerRoute),
  ...tuningCustomerRoutes(customerRoute),
  ...regsearchCustomerRoutes(customerRoute),
  ...creditsCustomerRoutes(customerRoute),
]);
