import { AuditOutlined } from '@ant-design/icons';
import { ROLE } from '@portal/contracts';
import type { MenuEntry } from '../../shell/menu';

/** The audit trail, for admins only like its route and the server. */
export const AUDIT_ADMIN_MENU: MenuEntry[] = [
  { path: '/admin/audit_log', labelKey: 'audit.menu.log', icon: <AuditOutlined />, roles: [ROLE.ADMIN] },
];
