import type { ShopCouponQuery, ShopOrderQuery, ShopProductQuery } from '@portal/contracts';
import { hasPermission, SHOP_ORDER_STATUSES } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '../platform/context';

/** Everything of the shop sits under 'shop', so a write or a live order event refreshes it all. */
export const shopKeys = {
  all: ['shop'] as const,
  products: ['shop', 'products'] as const,
  categories: ['shop', 'categories'] as const,
  coupons: ['shop', 'coupons'] as const,
  shipping: ['shop', 'shipping'] as const,
  orders: ['shop', 'orders'] as const,
  settings: ['shop', 'settings'] as const,
  cart: ['shop', 'cart'] as const,
};

/** Shop lists answer `count`; the list page reads `total`. */
const paged = <T>(r: { items: T[]; count: number }) => ({ items: r.items, total: r.count });

export const useShopProducts = (q: Partial<ShopProductQuery>) => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.products, q],
    queryFn: () => api.shop.products.list(q),
    select: paged,
    placeholderData: keepPreviousData,
  });
};
export const useShopCategories = (q: { name?: string; page?: number; size?: number }) => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.categories, q],
    queryFn: () => api.shop.categories.list(q),
    select: paged,
    placeholderData: keepPreviousData,
  });
};
export const useShopCoupons = (q: Partial<ShopCouponQuery>) => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.coupons, q],
    queryFn: () => api.shop.coupons.list(q),
    select: paged,
    placeholderData: keepPreviousData,
  });
};
export const useShopShipping = (q: Partial<ShopCouponQuery>) => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.shipping, q],
    queryFn: () => api.shop.shipping.list(q),
    select: paged,
    placeholderData: keepPreviousData,
  });
};
export const useShopOrders = (q: Partial<ShopOrderQuery>, scope: 'all' | 'mine' = 'all') => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.orders, scope, q],
    queryFn: () => (scope === 'all' ? api.shop.orders.all(q) : api.shop.orders.mine(q)),
    select: paged,
    placeholderData: keepPreviousData,
  });
};
/** A shop order by the reference in its page's address: its id, or its number (SO-2026-000002) as staff say it. */
export const useShopOrderRef = (ref: string) => {
  const api = useApi();
  const byId = /^\d+$/.test(ref);
  return useQuery({
    queryKey: [...shopKeys.orders, byId ? 'one' : 'invoice', byId ? Number(ref) : ref],
    queryFn: () => (byId ? api.shop.orders.byId(Number(ref)) : api.shop.orders.byInvoice(ref)),
  });
};
export const useShopOrderByInvoice = (invoiceNo: string) => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.orders, 'invoice', invoiceNo],
    queryFn: () => api.shop.orders.byInvoice(invoiceNo),
  });
};
export const useShopSettings = () => {
  const api = useApi();
  return useQuery({ queryKey: shopKeys.settings, queryFn: () => api.shop.settings.get() });
};
export const useShopStatistics = () => {
  const api = useApi();
  return useQuery({
    queryKey: [...shopKeys.all, 'statistics'],
    queryFn: () => api.shop.settings.statistics(),
  });
};
/**
 * The pending count of the menu (orders neither completed nor cancelled), counted by the server. The shop's
 * statistics carry it for who may read them (shop settings); other order staff count the open states in
 * the orders list, which is theirs to read.
 */
export const useShopPendingCount = (enabled: boolean) => {
  const api = useApi();
  const user = useSession((s) => s.user);
  const fromStatistics = hasPermission(user, 'shop_manager.shop_settings');
  return useQuery({
    queryKey: [...shopKeys.orders, 'pending', fromStatistics],
    queryFn: async () => {
      if (fromStatistics) return (await api.shop.settings.statistics()).pending_orders;
      const open = SHOP_ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled');
      const pages = await Promise.all(open.map((status) => api.shop.orders.all({ status, size: 1 })));
      return pages.reduce((n, p) => n + p.count, 0);
    },
    enabled,
  });
};
