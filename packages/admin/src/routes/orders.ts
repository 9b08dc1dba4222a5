import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { orderSearch } from '../pages/orders/search';
import { type GuardArgs, needs, needsFlag } from './beforeLoad';
import { lazyPage } from './lazyPage';

// Every order page is in one chunk: the pages share most of their code.
const page = <K extends string>(name: K) =>
  lazyPage(() => import('../pages/orders/pages') as Promise<Record<K, () => React.JSX.Element>>, name);

const staffOnly = needs('orders');

/** Agent orders exist only on an admin site (spec 2); else, like any page without permission, to /admin. */
const agentStaffOnly = async (args: GuardArgs) => {
  await needsFlag('is_admin_site')(args);
  staffOnly(args);
};

export const ordersRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_orders/pending_orders',
    staticData: { titleKey: 'orders.titles.pending_orders' },
    validateSearch: orderSearch,
    beforeLoad: staffOnly,
    component: page('PendingOrdersPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_orders/order_history',
    staticData: { titleKey: 'orders.titles.order_history' },
    validateSearch: orderSearch,
    beforeLoad: staffOnly,
    component: page('OrderHistoryPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_orders/order_details/$id',
    // Until the order is read; then the page marks the list its status puts it in (useMenuPath).
    staticData: { titleKey: 'orders.titles.order_details', menuPath: '/admin/manage_orders/pending_orders' },
    beforeLoad: staffOnly,
    component: page('StaffOrderDetailsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_agent_orders/pending_orders',
    staticData: { titleKey: 'orders.titles.agent_pending_orders' },
    validateSearch: orderSearch,
    beforeLoad: agentStaffOnly,
    component: page('AgentPendingOrdersPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_agent_orders/order_history',
    staticData: { titleKey: 'orders.titles.agent_order_history' },
    validateSearch: orderSearch,
    beforeLoad: agentStaffOnly,
    component: page('AgentOrderHistoryPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'manage_agent_orders/order_details/$id',
    staticData: {
      titleKey: 'orders.titles.order_details',
      menuPath: '/admin/manage_agent_orders/pending_orders',
    },
    beforeLoad: agentStaffOnly,
    component: page('AgentOrderDetailsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'file_uploads',
    staticData: { titleKey: 'orders.uploads.staff_title' },
    beforeLoad: async (args) => {
      staffOnly(args);
      await needsFlag('file_upload_public')(args);
    },
    component: lazyPage(() => import('../pages/uploads/StaffUploadsPage'), 'StaffUploadsPage'),
  }),
];
