import { SHOP_ORDER_PERMISSIONS } from '@portal/contracts';
import { pagedSearch } from '@portal/ui/paged';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

/** The shop manager: statistics, settings, orders and the catalogue lists. */
export const shopRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/statistics',
    staticData: { titleKey: 'shop.menu.statistics' },
    beforeLoad: needs('shop_manager.shop_settings'),
    component: lazyPage(() => import('../pages/shop/ShopStatisticsPage'), 'ShopStatisticsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/settings',
    staticData: { titleKey: 'shop.menu.settings' },
    beforeLoad: needs('shop_manager.shop_settings'),
    component: lazyPage(() => import('../pages/shop/ShopSettingsPage'), 'ShopSettingsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/orders',
    staticData: { titleKey: 'shop.menu.orders' },
    validateSearch: (raw: Record<string, unknown>) => ({
      ...pagedSearch(raw),
      status: typeof raw.status === 'string' && raw.status ? raw.status : undefined,
    }),
    beforeLoad: needs(SHOP_ORDER_PERMISSIONS),
    component: lazyPage(() => import('../pages/shop/ShopOrdersPage'), 'ShopOrdersPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/order/$order_id',
    staticData: { titleKey: 'shop.order.title', menuPath: '/admin/shop_manager/orders' },
    beforeLoad: needs(SHOP_ORDER_PERMISSIONS),
    component: lazyPage(() => import('../pages/shop/ShopOrderPage'), 'ShopOrderPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/products',
    staticData: { titleKey: 'shop.menu.products' },
    validateSearch: pagedSearch,
    beforeLoad: needs('shop_manager.product.edit'),
    component: lazyPage(() => import('../pages/shop/ShopProductsPage'), 'ShopProductsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/categories',
    staticData: { titleKey: 'shop.menu.categories' },
    validateSearch: pagedSearch,
    beforeLoad: needs('shop_manager.category.edit'),
    component: lazyPage(() => import('../pages/shop/ShopCategoriesPage'), 'ShopCategoriesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/coupons',
    staticData: { titleKey: 'shop.menu.coupons' },
    validateSearch: pagedSearch,
    beforeLoad: needs('shop_manager.coupon.edit'),
    component: lazyPage(() => import('../pages/shop/ShopCouponsPage'), 'ShopCouponsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'shop_manager/shipping_methods',
    staticData: { titleKey: 'shop.menu.shipping_methods' },
    validateSearch: pagedSearch,
    beforeLoad: needs('shop_manager.shipping_method.edit'),
    component: lazyPage(() => import('../pages/shop/ShopShippingPage'), 'ShopShippingPage'),
  }),
];
