import { ApiOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';

/** Dealers' API access, gated like its route (admins, and staff with api_manager). */
export const API_ACCESS_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/access_api',
    labelKey: 'apiAccess.admin.title',
    icon: <ApiOutlined />,
    permission: 'api_manager',
  },
];
