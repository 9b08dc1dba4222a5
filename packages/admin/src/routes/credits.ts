import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

/** Every invoice, and every user's balance. */
export const creditsRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agency_invoices',
    staticData: { titleKey: 'credits.titles.agency_invoices' },
    beforeLoad: needs('dealers_manager.dealers_invoices'),
    component: lazyPage(() => import('../pages/credits/AgencyInvoicesPage'), 'AgencyInvoicesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agent_balance',
    staticData: { titleKey: 'credits.titles.agent_balance' },
    beforeLoad: needs('dealers_manager.dealers_balance'),
    component: lazyPage(() => import('../pages/credits/AgentBalancePage'), 'AgentBalancePage'),
  }),
];
