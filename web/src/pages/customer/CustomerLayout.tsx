import type { ReactNode } from 'react';
import {
  ApiOutlined,
  FileTextOutlined,
  MailOutlined,
  HistoryOutlined,
  IdcardOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  AppShell,
  CATALOGUE_CUSTOMER_MENU,
  type MenuEntry,
  ordersCustomerMenu,
  REGSEARCH_CUSTOMER_MENU,
  SUPPORT_CUSTOMER_MENU,
  TUNING_CUSTOMER_MENU,
} from '@portal/admin/shell';

/** Customer menu: only pages that exist; the others join as they are built. */
const CUSTOMER_MENU: MenuEntry[] = [
  ...ordersCustomerMenu,
  { path: '/buy_credits', labelKey: 'credits.menu.buy_credits', icon: <WalletOutlined /> },
  { path: '/credit_history', labelKey: 'credits.menu.credit_history', icon: <HistoryOutlined /> },
  { path: '/my_invoices', labelKey: 'credits.menu.my_invoices', icon: <FileTextOutlined /> },
  // The storefront has its own frame (guests see it too); the customer's shop orders are in this one.
  { path: '/shop', labelKey: 'shop.storefront.title', icon: <ShopOutlined /> },
  { path: '/shop/orders', labelKey: 'shop.menu.my_orders', icon: <ShoppingOutlined /> },
  ...CATALOGUE_CUSTOMER_MENU,
  ...TUNING_CUSTOMER_MENU,
  ...REGSEARCH_CUSTOMER_MENU,
  { path: '/access_api', labelKey: 'apiAccess.title', icon: <ApiOutlined />, flag: 'api_access' },
  { path: '/quotes-through-api', labelKey: 'apiAccess.quotes.title', icon: <MailOutlined /> },
  ...SUPPORT_CUSTOMER_MENU,
  { path: '/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

/** The customer area in the shared frame (the same shell as the staff area, with the customer's menu). */
export function CustomerLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell entries={CUSTOMER_MENU} home="/">
      {children}
    </AppShell>
  );
}
