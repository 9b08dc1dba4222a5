import {
  AlertOutlined,
  CarOutlined,
  FileTextOutlined,
  SearchOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { MenuGroup } from './menu';

/** The admin menu's sections for reference data; entries of several area menus share them. */
export const MENU_GROUPS = {
  vehicles: { key: 'vehicles', labelKey: 'menu.groups.vehicles', icon: <CarOutlined /> },
  codes: { key: 'codes', labelKey: 'menu.groups.codes', icon: <AlertOutlined /> },
  tuning: { key: 'tuning', labelKey: 'menu.groups.tuning', icon: <ToolOutlined /> },
  content: { key: 'content', labelKey: 'menu.groups.content', icon: <FileTextOutlined /> },
  regsearch: { key: 'regsearch', labelKey: 'menu.groups.regsearch', icon: <SearchOutlined /> },
} satisfies Record<string, MenuGroup>;
