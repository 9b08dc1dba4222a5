import { OrderDetailsPage } from './OrderDetailsPage';
import { OrderListPage } from './OrderListPage';

/** The route components: each list is the shared list page with its server list and title. */
export const YourOrdersPage = () => (
  <OrderListPage list="user_orders" titleKey="orders.titles.your_order" detailsPath="/order_details/$id" />
);
export const AutomationOrdersPage = () => (
  <OrderListPage
    list="automation_orders"
    titleKey="orders.titles.automation_orders"
    detailsPath="/order_details/$id"
  />
);
export const PendingOrdersPage = () => (
  <OrderListPage
    list="pending_orders"
    titleKey="orders.titles.pending_orders"
    detailsPath="/admin/manage_orders/order_details/$id"
    staff
  />
);
export const OrderHistoryPage = () => (
  <OrderListPage
    list="complete_orders"
    titleKey="orders.titles.order_history"
    detailsPath="/admin/manage_orders/order_details/$id"
    staff
  />
);
export const CustomerOrderDetailsPage = () => <OrderDetailsPage />;
export const StaffOrderDetailsPage = () => <OrderDetailsPage staff />;
export { SubmitOrderPage } from './SubmitOrderPage';
