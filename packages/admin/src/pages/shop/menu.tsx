import {
  BarChartOutlined,
  CarOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { SHOP_ORDER_PERMISSIONS } from '@portal/contracts';
import type { MenuEntry } from '../../shell/menu';
import type { MenuGroup } from '../../shell/menu';
import { ShopPendingBadge } from './ShopPendingBadge';

const SHOP_GROUP: MenuGroup = { key: 'shop', labelKey: 'shop.menu.group', icon: <ShoppingOutlined /> };

/** The shop manager's pages, each gated like its route. */
export const SHOP_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/shop_manager/statistics',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.statistics',
    icon: <BarChartOutlined />,
    permission: 'shop_manager.shop_settings',
  },
  {
    path: '/admin/shop_manager/orders',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.orders',
    icon: <ShoppingCartOutlined />,
    permission: SHOP_ORDER_PERMISSIONS,
    extra: <ShopPendingBadge />,
  },
  {
    path: '/admin/shop_manager/products',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.products',
    icon: <ShoppingOutlined />,
    permission: 'shop_manager.product.edit',
  },
  {
    path: '/admin/shop_manager/categories',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.categories',
    icon: <ProfileOutlined />,
    permission: 'shop_manager.category.edit',
  },
  {
    path: '/admin/shop_manager/coupons',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.coupons',
    icon: <TagsOutlined />,
    permission: 'shop_manager.coupon.edit',
  },
  {
    path: '/admin/shop_manager/shipping_methods',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.shipping_methods',
    icon: <CarOutlined />,
    permission: 'shop_manager.shipping_method.edit',
  },
  {
    path: '/admin/shop_manager/settings',
    group: SHOP_GROUP,
    labelKey: 'shop.menu.settings',
    icon: <SettingOutlined />,
    permission: 'shop_manager.shop_settings',
  },
];
