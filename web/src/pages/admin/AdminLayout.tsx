import {
  DashboardOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { ROLE } from '@portal/contracts';
import { AppShell } from '../../shell/AppShell';
import type { MenuEntry } from '../../shell/menu';

const ADMIN_MENU: MenuEntry[] = [
  { path: '/admin', labelKey: 'menu.dashboard', icon: <DashboardOutlined /> },
  {
    path: '/admin/agent_manager/agents_list',
    labelKey: 'menu.agents_list',
    icon: <TeamOutlined />,
    permission: 'dealers_manager.dealers_list',
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
  { path: '/admin/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/admin/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

export function AdminLayout() {
  return <AppShell entries={ADMIN_MENU} home="/admin" />;
}
