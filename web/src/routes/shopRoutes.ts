import { createRoute } from '@tanstack/react-router';
import { customerRoute, rootRoute } from './base';
import { lazyPage } from './lazyPage';

/**
 * The storefront, open to guests; each page is its own chunk, so other pages never download it. The shop's
 * terms (/shop/terms-and-conditions) come from the shop settings, as the spec keeps them.
 */
export const shopPublicRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'shop',
    staticData: { titleKey: 'shop.storefront.title' },
    component: lazyPage(() => import('../pages/shop/ShopPage'), 'ShopPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'shop/product/$slug',
    staticData: { titleKey: 'shop.storefront.title' },
    component: lazyPage(() => import('../pages/shop/ProductPage'), 'ProductPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'shop/terms-and-conditions',
    staticData: { titleKey: 'catalogue.terms.kinds.shop_terms' },
    component: lazyPage(() => import('../pages/shop/ShopTermsPage'), 'ShopTermsPage'),
  }),
];

/** The customer's cart, checkout and shop orders. */
export const shopCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/cart',
    staticData: { titleKey: 'shop.cart.title' },
    component: lazyPage(() => import('../pages/shop/CartPage'), 'CartPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/checkout',
    staticData: { titleKey: 'shop.checkout.title' },
    component: lazyPage(() => import('../pages/shop/CheckoutPage'), 'CheckoutPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/checkout/$status',
    staticData: { titleKey: 'shop.checkout.title' },
    component: lazyPage(() => import('../pages/shop/CheckoutResultPage'), 'CheckoutResultPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/checkout/$status/$invoice_no',
    staticData: { titleKey: 'shop.checkout.title' },
    component: lazyPage(() => import('../pages/shop/CheckoutResultPage'), 'CheckoutResultPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/orders',
    staticData: { titleKey: 'shop.menu.my_orders' },
    component: lazyPage(() => import('../pages/shop/MyOrdersPage'), 'MyOrdersPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'shop/order/$invoice_no',
    staticData: { titleKey: 'shop.order.title', menuPath: '/shop/orders' },
    component: lazyPage(() => import('../pages/shop/MyOrderPage'), 'MyOrderPage'),
  }),
];
