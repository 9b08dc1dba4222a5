import { OrderDetailsPage } from './OrderDetailsPage';
import { OrderListPage } from './OrderListPage';
import { STAFF_PAGES } from './shared';

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

/** Agent orders: the same staff pages on the agent-order calls. */
const agent = STAFF_PAGES.agent_order;
export const AgentPendingOrdersPage = () => (
  <OrderListPage
    list={agent.pendingList}
    titleKey="orders.titles.agent_pending_orders"
    detailsPath={agent.details}
    staff
  />
);
export const AgentOrderHistoryPage = () => (
  <OrderListPage
    list={agent.historyList}
    titleKey="orders.titles.agent_order_history"
    detailsPath={agent.details}
    staff
  />
);
export const AgentOrderDetailsPage = () => <OrderDetailsPage staff kind="agent_order" />;
