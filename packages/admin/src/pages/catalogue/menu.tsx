import {
  AlertOutlined,
  CalculatorOutlined,
  CarOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  LikeOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';
import { MENU_GROUPS } from '../../shell/menuGroups';

/** Menu entries of the catalogue pages, spread into the area menus; each gated like its route. */
export const CATALOGUE_ADMIN_MENU: MenuEntry[] = [
  {
    // The first level: an empty database is filled from the vehicle types down.
    path: '/admin/vehicle_statistics/type',
    group: MENU_GROUPS.vehicles,
    labelKey: 'catalogue.menu.vehicle_statistics',
    icon: <CarOutlined />,
    permission: 'vehicle_statistics.enabled',
  },
  {
    path: '/admin/price-list',
    group: MENU_GROUPS.tuning,
    labelKey: 'catalogue.menu.price_list',
    icon: <DollarOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/ecu-and-adblue-locations',
    group: MENU_GROUPS.vehicles,
    labelKey: 'catalogue.menu.locations',
    icon: <EnvironmentOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/p_codes',
    group: MENU_GROUPS.codes,
    labelKey: 'catalogue.codes.lists.pcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/df_to_p_codes',
    group: MENU_GROUPS.codes,
    labelKey: 'catalogue.codes.lists.dpcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/bosch_codes',
    group: MENU_GROUPS.codes,
    labelKey: 'catalogue.codes.lists.bcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/tuning_service/special-ecu-brands',
    group: MENU_GROUPS.vehicles,
    labelKey: 'catalogue.menu.special_ecu_brands',
    icon: <SafetyOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/terms_and_conditions',
    group: MENU_GROUPS.content,
    labelKey: 'catalogue.menu.terms',
    icon: <FileProtectOutlined />,
    permission: 'tnc',
  },
  {
    path: '/admin/website_content',
    group: MENU_GROUPS.content,
    labelKey: 'catalogue.menu.site_content',
    icon: <LikeOutlined />,
    permission: 'settings',
  },
  {
    path: '/admin/tuning_service/opening-hours',
    group: MENU_GROUPS.tuning,
    labelKey: 'catalogue.menu.opening_hours',
    icon: <ClockCircleOutlined />,
    permission: 'settings',
  },
];

export const CATALOGUE_CUSTOMER_MENU: MenuEntry[] = [
  { path: '/vehicle_statistics', labelKey: 'catalogue.menu.vehicle_statistics', icon: <CarOutlined /> },
  { path: '/ecu-adblue-locations', labelKey: 'catalogue.menu.locations', icon: <EnvironmentOutlined /> },
  { path: '/p_codes_bosch_codes', labelKey: 'catalogue.menu.codes', icon: <AlertOutlined /> },
  {
    path: '/eco_calculator',
    labelKey: 'catalogue.menu.eco_calculator',
    icon: <CalculatorOutlined />,
    flag: 'eco_calculator_public',
  },
  { path: '/terms_and_conditions', labelKey: 'catalogue.menu.terms', icon: <FileProtectOutlined /> },
];
