import { ScheduleOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';

/** The background jobs page, gated like its route (admins, and staff with the settings permission). */
export const OPS_ADMIN_MENU: MenuEntry[] = [
  { path: '/admin/jobs', labelKey: 'ops.menu.jobs', icon: <ScheduleOutlined />, permission: 'settings' },
];
