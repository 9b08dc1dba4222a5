import { Outlet } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
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
import { isAdminArea, ROLE } from '@portal/contracts';
import { CATALOGUE_ADMIN_MENU } from '../pages/catalogue/menu';
import { AUDIT_ADMIN_MENU } from '../pages/audit/menu';
import { OPS_ADMIN_MENU } from '../pages/ops/menu';
import { SHOP_ADMIN_MENU } from '../pages/shop/menu';
import { API_ACCESS_ADMIN_MENU } from '../pages/api-access/menu';
import { SUPPORT_ADMIN_MENU } from '../pages/support/menu';
import { ordersAdminMenu } from '../pages/orders/menu';
import { REGSEARCH_ADMIN_MENU } from '../pages/regsearch/menu';
import { TUNING_ADMIN_MENU } from '../pages/tuning/menu';
import { useAdminDeps, useSession } from '../platform/context';
import { AppShell } from './AppShell';
import { MailBanner } from './MailBanner';
import type { MenuEntry } from './menu';

/**
 * The staff/admin menu, in the order it is shown. A new area adds its entries here (one spread of its
 * `pages/<area>/menu.tsx`); each entry is gated like its route (role, permission, site flag).
 */
export const ADMIN_MENU: MenuEntry[] = [
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
  ...OPS_ADMIN_MENU,
  ...AUDIT_ADMIN_MENU,
  ...SHOP_ADMIN_MENU,
  ...API_ACCESS_ADMIN_MENU,
  ...SUPPORT_ADMIN_MENU,
  { path: '/admin/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/admin/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

/** The frame of the staff/admin area; the mounting app's own entries (desktop panels) come last. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const extra = useAdminDeps().extensions?.menu;
  const entries = useMemo(() => (extra?.length ? [...ADMIN_MENU, ...extra] : ADMIN_MENU), [extra]);
  // Between a switch of session (signing in as a dealer) and the navigation that follows, the staff pages
  // must not render again: they would ask the server for their lists with the dealer's session.
  const staff = useSession((s) => !!s.user && isAdminArea(s.user.role_id));
  if (!staff) return null;
  return (
    <AppShell entries={entries} home="/admin">
      <MailBanner />
      {children ?? <Outlet />}
    </AppShell>
  );
}
