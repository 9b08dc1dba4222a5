import type { ReactNode } from 'react';
import {
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ROLE } from '@portal/contracts';
import { CATALOGUE_ADMIN_MENU } from '../catalogue/menu';
import { AppShell } from '../../shell/AppShell';
import type { MenuEntry } from '../../shell/menu';
import { ordersAdminMenu } from '../orders/menu';
import { REGSEARCH_ADMIN_MENU } from '../regsearch/menu';
import { TUNING_ADMIN_MENU } from '../tuning/menu';

const ADMIN_MENU: MenuEntry[] = [
  { path: '/admin', labelKey: 'menu.dashboard', icon: <DashboardOutlined /> },
  ...ordersAdminMenu,
  {
    path: '/admin/agent_manager/agents_list',
    labelKey: 'menu.agents_list',
    icon: <TeamOutlined />,
    permission: 'dealers_manager.dealers_list',
  },
  {
    path: '/admin/agent_manager/agency_invoices',
    labelKey: 'credits.menu.agency_invoices',
    icon: <FileTextOutlined />,
    permission: 'dealers_manager.dealers_invoices',
  },
  {
    path: '/admin/agent_manager/agent_balance',
    labelKey: 'credits.menu.agent_balance',
    icon: <WalletOutlined />,
    permission: 'dealers_manager.dealers_balance',
  },
  {
    path: '/admin/users/admins',
    labelKey: 'menu.admins',
    icon: <SafetyCertificateOutlined />,
    roles: [ROLE.ADMIN],
  },
  {
    path: '/admin/website_settings',
    labelKey: 'menu.website_settings',
    icon: <ToolOutlined />,
    permission: 'settings',
  },
  ...CATALOGUE_ADMIN_MENU,
  ...TUNING_ADMIN_MENU,
  ...REGSEARCH_ADMIN_MENU,
  { path: '/admin/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/admin/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <AppShell entries={ADMIN_MENU} home="/admin">
      {children}
    </AppShell>
  );
}
