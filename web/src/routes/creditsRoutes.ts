import { createRoute } from '@tanstack/react-router';
import { buyCreditsSearch } from '../pages/credits/search';
import { customerRoute } from './base';
import { lazyPage } from './lazyPage';

/** Customer pages of credits: buying (also where payment providers send the customer back), ledger, invoices. */
export const creditsCustomerRoutes = [
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
