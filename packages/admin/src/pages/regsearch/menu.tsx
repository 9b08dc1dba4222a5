import { BarChartOutlined, DatabaseOutlined, NumberOutlined, SearchOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';
import { MENU_GROUPS } from '../../shell/menuGroups';

/** Menu entries of the regsearch pages, spread into the area menus; each gated like its route. */
export const REGSEARCH_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/reg_searches',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.reg_searches',
    icon: <SearchOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-final-view',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.final_view',
    icon: <NumberOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/makes',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.makes',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/models',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.models',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/years',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.years',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/fuel-types',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.fuel_types',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/engine-size-cc',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.engine_sizes',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/power-bhp',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.powers',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/reg-searchs/reg-finals',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.finals',
    icon: <DatabaseOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/total-search',
    group: MENU_GROUPS.regsearch,
    labelKey: 'regsearch.menu.total_search',
    icon: <BarChartOutlined />,
    permission: 'miscellaneous',
  },
];

export const REGSEARCH_CUSTOMER_MENU: MenuEntry[] = [
  { path: '/reg_searches', labelKey: 'regsearch.menu.reg_searches', icon: <SearchOutlined /> },
];
