import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  HistoryOutlined,
  TeamOutlined,
  RobotOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';
import { MenuCount } from './MenuCount';

/** The order entries of the customer menu; the badge shows the customer's unfinished orders. */
export const ordersCustomerMenu: MenuEntry[] = [
  { path: '/', labelKey: 'orders.menu.submit_order', icon: <SendOutlined /> },
  {
    path: '/your_order',
    labelKey: 'orders.menu.your_order',
    icon: <UnorderedListOutlined />,
    extra: <MenuCount count="user_pending_orders_count" />,
  },
  {
    path: '/automation_orders',
    labelKey: 'orders.menu.automation_orders',
    icon: <RobotOutlined />,
    flag: 'automation',
  },
  {
    path: '/file_upload',
    labelKey: 'orders.uploads.menu',
    icon: <CloudUploadOutlined />,
    flag: 'file_upload_public',
  },
];

/** The staff entries, behind the orders permission; pending shows its live count. */
export const ordersAdminMenu: MenuEntry[] = [
  {
    path: '/admin/manage_orders/pending_orders',
    labelKey: 'orders.menu.pending_orders',
    icon: <ClockCircleOutlined />,
    extra: <MenuCount count="pending_orders_count" />,
    permission: 'orders',
  },
  {
    path: '/admin/manage_orders/order_history',
    labelKey: 'orders.menu.order_history',
    icon: <CheckCircleOutlined />,
    permission: 'orders',
  },
  {
    path: '/admin/manage_agent_orders/pending_orders',
    labelKey: 'orders.menu.agent_pending_orders',
    icon: <TeamOutlined />,
    extra: <MenuCount count="agent_pending_orders_count" />,
    permission: 'orders',
    flag: 'is_admin_site',
  },
  {
    path: '/admin/manage_agent_orders/order_history',
    labelKey: 'orders.menu.agent_order_history',
    icon: <HistoryOutlined />,
    permission: 'orders',
    flag: 'is_admin_site',
  },
  {
    path: '/admin/file_uploads',
    labelKey: 'orders.uploads.staff_menu',
    icon: <CloudUploadOutlined />,
    permission: 'orders',
    flag: 'file_upload_public',
  },
];
