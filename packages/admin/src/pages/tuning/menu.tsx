import { AppstoreAddOutlined, CloudDownloadOutlined, GiftOutlined, ToolOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';
import { MENU_GROUPS } from '../../shell/menuGroups';

/** Menu entries of the tuning pages, spread into the area menus; each gated like its route. */
export const TUNING_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/tuning_service/services',
    group: MENU_GROUPS.tuning,
    labelKey: 'tuning.menu.services',
    icon: <ToolOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/tuning_service/options',
    group: MENU_GROUPS.tuning,
    labelKey: 'tuning.menu.options',
    icon: <AppstoreAddOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/tuning_service/credit_packages',
    group: MENU_GROUPS.tuning,
    labelKey: 'tuning.menu.credit_packages',
    icon: <GiftOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/downloads',
    group: MENU_GROUPS.content,
    labelKey: 'tuning.menu.downloads',
    icon: <CloudDownloadOutlined />,
    permission: 'miscellaneous',
  },
];

export const TUNING_CUSTOMER_MENU: MenuEntry[] = [
  { path: '/downloads', labelKey: 'tuning.menu.downloads', icon: <CloudDownloadOutlined /> },
];
