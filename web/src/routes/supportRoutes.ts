import { flagRedirect, siteDataQuery, ticketSearch } from '@portal/admin';
import { createRoute, redirect } from '@tanstack/react-router';
import { customerRoute } from './base';
import { lazyPage } from './lazyPage';

type Flag = 'ticket_system_public' | 'live_support_public';

/** The support pages exist only while the site offers them (spec 2); otherwise back to the start page. */
const whenOn =
  (flag: Flag) =>
  async ({
    context,
  }: {
    context: {
      queryClient: import('@tanstack/react-query').QueryClient;
      admin: { api: import('@portal/api-client').ApiClient };
    };
  }) => {
    const site = await context.queryClient.ensureQueryData(siteDataQuery(context.admin.api));
    const to = flagRedirect(Boolean(site.settings[flag]), '/');
    if (to) throw redirect({ to, replace: true });
  };

export const supportCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'open_ticket',
    staticData: { titleKey: 'support.titles.open_ticket' },
    beforeLoad: whenOn('ticket_system_public'),
    component: lazyPage(() => import('../pages/support/OpenTicketPage'), 'OpenTicketPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'my_tickets',
    staticData: { titleKey: 'support.titles.my_tickets' },
    validateSearch: ticketSearch,
    beforeLoad: whenOn('ticket_system_public'),
    component: lazyPage(() => import('../pages/support/MyTicketsPage'), 'MyTicketsPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'ticket_details/$id',
    staticData: { titleKey: 'support.titles.ticket_details', menuPath: '/my_tickets' },
    beforeLoad: whenOn('ticket_system_public'),
    component: lazyPage(() => import('../pages/support/TicketDetailsPage'), 'TicketDetailsPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'chat_support',
    staticData: { titleKey: 'support.titles.chat_support' },
    beforeLoad: whenOn('live_support_public'),
    component: lazyPage(() => import('../pages/support/ChatSupportPage'), 'ChatSupportPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'messages',
    staticData: { titleKey: 'support.titles.messages' },
    component: lazyPage(() => import('../pages/support/MessagesPage'), 'MessagesPage'),
  }),
] as const;
