import type { ReactNode } from 'react';
import {
  FileTextOutlined,
  HistoryOutlined,
  IdcardOutlined,
  SettingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { AppShell } from '../../shell/AppShell';
import type { MenuEntry } from '../../shell/menu';
import { CATALOGUE_CUSTOMER_MENU } from '../catalogue/menu';
import { ordersCustomerMenu } from '../orders/menu';
import { REGSEARCH_CUSTOMER_MENU } from '../regsearch/menu';
import { TUNING_CUSTOMER_MENU } from '../tuning/menu';

/** Customer menu: only pages that exist; the others join as they are built. */
const CUSTOMER_MENU: MenuEntry[] = [
  ...ordersCustomerMenu,
  { path: '/buy_credits', labelKey: 'credits.menu.buy_credits', icon: <WalletOutlined /> },
  { path: '/credit_history', labelKey: 'credits.menu.credit_history', icon: <HistoryOutlined /> },
  { path: '/my_invoices', labelKey: 'credits.menu.my_invoices', icon: <FileTextOutlined /> },
  ...CATALOGUE_CUSTOMER_MENU,
  ...TUNING_CUSTOMER_MENU,
  ...REGSEARCH_CUSTOMER_MENU,
  { path: '/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

export function CustomerLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell entries={CUSTOMER_MENU} home="/">
      {children}
    </AppShell>
  );
}
