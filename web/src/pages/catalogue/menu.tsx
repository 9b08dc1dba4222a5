import {
  AlertOutlined,
  CalculatorOutlined,
  CarOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  FileProtectOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';

/** Menu entries of the catalogue pages, spread into the area menus; each gated like its route. */
export const CATALOGUE_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/vehicle_statistics/variant',
    labelKey: 'catalogue.menu.vehicle_statistics',
    icon: <CarOutlined />,
    permission: 'vehicle_statistics.enabled',
  },
  {
    path: '/admin/price-list',
    labelKey: 'catalogue.menu.price_list',
    icon: <DollarOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/p_codes',
    labelKey: 'catalogue.codes.lists.pcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/df_to_p_codes',
    labelKey: 'catalogue.codes.lists.dpcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/bosch_codes',
    labelKey: 'catalogue.codes.lists.bcode',
    icon: <AlertOutlined />,
    permission: 'miscellaneous',
  },
  {
    path: '/admin/tuning_service/special-ecu-brands',
    labelKey: 'catalogue.menu.special_ecu_brands',
    icon: <SafetyOutlined />,
    permission: 'tuning_services',
  },
  {
    path: '/admin/terms_and_conditions',
    labelKey: 'catalogue.menu.terms',
    icon: <FileProtectOutlined />,
    permission: 'tnc',
  },
  {
    path: '/admin/tuning_service/opening-hours',
    labelKey: 'catalogue.menu.opening_hours',
    icon: <ClockCircleOutlined />,
    permission: 'settings',
  },
];

export const CATALOGUE_CUSTOMER_MENU: MenuEntry[] = [
  { path: '/vehicle_statistics', labelKey: 'catalogue.menu.vehicle_statistics', icon: <CarOutlined /> },
  { path: '/p_codes_bosch_codes', labelKey: 'catalogue.menu.codes', icon: <AlertOutlined /> },
  {
    path: '/eco_calculator',
    labelKey: 'catalogue.menu.eco_calculator',
    icon: <CalculatorOutlined />,
    flag: 'eco_calculator_public',
  },
  { path: '/terms_and_conditions', labelKey: 'catalogue.menu.terms', icon: <FileProtectOutlined /> },
];
