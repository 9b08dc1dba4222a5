import { IdcardOutlined, SettingOutlined } from '@ant-design/icons';
import { AppShell } from '../../shell/AppShell';
import type { MenuEntry } from '../../shell/menu';

/** Customer menu: only pages that exist; the others join as they are built. */
const CUSTOMER_MENU: MenuEntry[] = [
  { path: '/user_profile', labelKey: 'menu.user_profile', icon: <IdcardOutlined /> },
  { path: '/profile_settings', labelKey: 'menu.profile_settings', icon: <SettingOutlined /> },
];

export function CustomerLayout() {
  return <AppShell entries={CUSTOMER_MENU} home="/" />;
}
