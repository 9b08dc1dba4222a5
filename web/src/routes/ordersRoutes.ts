import { createRoute, redirect } from '@tanstack/react-router';
import { orderSearch } from '../pages/orders/search';
import { queryClient } from '../queries/client';
import { siteDataQuery } from '../queries/site';
import { currentUser } from '../stores/session';
import type { adminRoute as AdminRoute } from './adminRoutes';
import type { customerRoute as CustomerRoute } from './customerRoutes';
import { flagRedirect, permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';

// Every order page is in one chunk: the pages share most of their code.
const page = <K extends string>(name: K) =>
  lazyPage(() => import('../pages/orders/pages') as Promise<Record<K, () => React.JSX.Element>>, name);

const staffOnly = () => {
  const to = permissionRedirect(currentUser(), 'orders');
  if (to) throw redirect({ to, replace: true });
};

/** Agent orders exist only on an admin site (spec 2); else, like any page without permission, to /admin. */
const agentStaffOnly = async () => {
  const site = await queryClient.ensureQueryData(siteDataQuery);
  const to =
    flagRedirect(site.settings.is_admin_site, '/admin') ?? permissionRedirect(currentUser(), 'orders');
  if (to) throw redirect({ to, replace: true });
};

const fileUploadPage = lazyPage(() => import('../pages/uploads/FileUploadPage'), 'FileUploadPage');
const staffUploadsPage = lazyPage(() => import('../pages/uploads/StaffUploadsPage'), 'StaffUploadsPage');

/** The upload pages exist only while the site offers them (spec 2, file_upload_public). */
const uploadsOffered = async (fallback: '/' | '/admin') => {
  const site = await queryClient.ensureQueryData(siteDataQuery);
  const to = flagRedirect(site.settings.file_upload_public, fallback);
  if (to) throw redirect({ to, replace: true });
};

/** Taking the parent as an argument keeps the route modules free of import cycles. */
export const ordersCustomerRoutes = (customerRoute: typeof CustomerRoute) =>
  [
    createRoute({
      getParentRoute: () => customerRoute,
      path: '/',
      staticData: { titleKey: 'orders.titles.submit_order' },
      component: page('SubmitOrderPage'),
    }),
    createRoute({
      getParentRoute: () => customerRoute,
      path: 'your_order',
      staticData: { titleKey: 'orders.titles.your_order' },
      validateSearch: orderSearch,
      component: page('YourOrdersPage'),
    }),
    createRoute({
      getParentRoute: () => customerRoute,
      path: 'automation_orders',
      staticData: { titleKey: 'orders.titles.automation_orders' },
      validateSearch: orderSearch,
      component: page('AutomationOrdersPage'),
    }),
    createRoute({
      getParentRoute: () => customerRoute,
      path: 'order_details/$id',
      staticData: { titleKey: 'orders.titles.order_details' },
      component: page('CustomerOrderDetailsPage'),
    }),
    createRoute({
      getParentRoute: () => customerRoute,
      path: 'file_upload',
      staticData: { titleKey: 'orders.uploads.title' },
      beforeLoad: () => uploadsOffered('/'),
      component: fileUploadPage,
    }),
  ] as const;

export const ordersAdminRoutes = (adminRoute: typeof AdminRoute) =>
  [
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
      staticData: { titleKey: 'orders.titles.order_details' },
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
      staticData: { titleKey: 'orders.titles.order_details' },
      beforeLoad: agentStaffOnly,
      component: page('AgentOrderDetailsPage'),
    }),
    createRoute({
      getParentRoute: () => adminRoute,
      path: 'file_uploads',
      staticData: { titleKey: 'orders.uploads.staff_title' },
      beforeLoad: async () => {
        staffOnly();
        await uploadsOffered('/admin');
      },
      component: staffUploadsPage,
    }),
  ] as const;
