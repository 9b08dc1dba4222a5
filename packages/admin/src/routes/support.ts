import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs, needsFlag } from './beforeLoad';
import { lazyPage } from './lazyPage';
import { ticketSearch } from './ticketSearch';

/** Both guards in order: the permission first, then the site flag (spec 2). */
const guard =
  (permission: 'tickets' | 'live_support', flag: 'ticket_system_public' | 'live_support_public') =>
  async (args: Parameters<ReturnType<typeof needs>>[0]) => {
    needs(permission)(args);
    await needsFlag(flag)(args);
  };

/** Support: tickets and the live chat. */
export const supportRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'all_tickets',
    staticData: { titleKey: 'support.titles.all_tickets' },
    validateSearch: ticketSearch,
    beforeLoad: guard('tickets', 'ticket_system_public'),
    component: lazyPage(() => import('../pages/support/AllTicketsPage'), 'AllTicketsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'ticket_details/$id',
    staticData: { titleKey: 'support.titles.ticket_details', menuPath: '/admin/all_tickets' },
    beforeLoad: guard('tickets', 'ticket_system_public'),
    component: lazyPage(() => import('../pages/support/AdminTicketDetailsPage'), 'AdminTicketDetailsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'agent_manager/agent_bulk_email',
    staticData: { titleKey: 'support.titles.bulk_email' },
    beforeLoad: needs('dealers_manager.send_email'),
    component: lazyPage(() => import('../pages/support/BulkMessagePage'), 'BulkMessagePage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'chat_support',
    staticData: { titleKey: 'support.titles.chat_support' },
    beforeLoad: guard('live_support', 'live_support_public'),
    component: lazyPage(() => import('../pages/support/AdminChatPage'), 'AdminChatPage'),
  }),
];
