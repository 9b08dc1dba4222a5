import { createRoute, redirect } from '@tanstack/react-router';
import { buyCreditsSearch } from '../pages/credits/search';
import { currentUser } from '../stores/session';
import type { adminRoute } from './adminRoutes';
import type { customerRoute } from './customerRoutes';
import { permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';

type AdminParent = typeof adminRoute;
type CustomerParent = typeof customerRoute;

/*
 * The parents are passed in rather than imported: adminRoutes/customerRoutes import this file to spread
 * these routes into their trees, and importing them back would read their arrays before they exist.
 */

/** Customer pages of credits: buying (also where payment providers send the customer back), ledger, invoices. */
export const creditsCustomerRoutes = (customerRoute: CustomerParent) => [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'buy_credits',
    staticData: { titleKey: 'credits.titles.buy_credits' },
    validateSearch: buyCreditsSearch,
    component: lazyPage(() => import('../pages/credits/BuyCreditsPage'), 'BuyCreditsPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'credit_history',
    staticData: { titleKey: 'credits.titles.credit_history' },
    component: lazyPage(() => import('../pages/credits/CreditHistoryPage'), 'CreditHistoryPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'my_invoices',
    staticData: { titleKey: 'credits.titles.my_invoices' },
    component: lazyPage(() => import('../pages/credits/MyInvoicesPage'), 'MyInvoicesPage'),
  }),
];

/** Admin pages: every invoice, and every user's balance. */
export const creditsAdminRoutes = (adminRoute: AdminParent) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agency_invoices',
    staticData: { titleKey: 'credits.titles.agency_invoices' },
    beforeLoad: () => {
      const to = permissionRedirect(currentUser(), 'dealers_manager.dealers_invoices');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/credits/AgencyInvoicesPage'), 'AgencyInvoicesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agent_balance',
    staticData: { titleKey: 'credits.titles.agent_balance' },
    beforeLoad: () => {
      const to = permissionRedirect(currentUser(), 'dealers_manager.dealers_balance');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/credits/AgentBalancePage'), 'AgentBalancePage'),
  }),
];
