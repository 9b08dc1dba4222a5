import { flagRedirect, siteDataQuery } from '@portal/admin';
import { createRoute, redirect } from '@tanstack/react-router';
import { customerRoute } from './base';
import { lazyPage } from './lazyPage';

/** The dealer's API access (only while the site offers it, spec 2) and the quotes sent through it. */
export const apiAccessCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'access_api',
    staticData: { titleKey: 'apiAccess.title' },
    beforeLoad: async ({ context }) => {
      const site = await context.queryClient.ensureQueryData(siteDataQuery(context.admin.api));
      const to = flagRedirect(site.settings.api_access, '/');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/api-access/AccessApiPage'), 'AccessApiPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'quotes-through-api',
    staticData: { titleKey: 'apiAccess.quotes.title' },
    component: lazyPage(() => import('../pages/api-access/QuotesThroughApiPage'), 'QuotesThroughApiPage'),
  }),
];
