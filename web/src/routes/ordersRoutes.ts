import { orderSearch, sharedPages } from '@portal/admin';
import { createRoute, redirect } from '@tanstack/react-router';
import { siteDataQuery } from '@portal/admin';
import { customerRoute } from './base';
import { flagRedirect } from '@portal/admin';
import { lazyPage } from './lazyPage';

// The order lists and details are the staff area's pages in their customer form (one shared chunk).
const page = <K extends string>(name: K) =>
  lazyPage(sharedPages.orders as () => Promise<Record<K, () => React.JSX.Element>>, name);

export const ordersCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: '/',
    staticData: { titleKey: 'orders.titles.submit_order' },
    component: lazyPage(() => import('../pages/orders/SubmitOrderPage'), 'SubmitOrderPage'),
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
    staticData: { titleKey: 'orders.titles.order_details', menuPath: '/your_order' },
    component: page('CustomerOrderDetailsPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'file_upload',
    staticData: { titleKey: 'orders.uploads.title' },
    // The upload page exists only while the site offers it (spec 2, file_upload_public).
    beforeLoad: async ({ context }) => {
      const site = await context.queryClient.ensureQueryData(siteDataQuery(context.admin.api));
      const to = flagRedirect(site.settings.file_upload_public, '/');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/uploads/FileUploadPage'), 'FileUploadPage'),
  }),
] as const;
