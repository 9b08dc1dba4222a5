import type {
  ShopActiveStatus,
  ShopCart,
  ShopCartItemInput,
  ShopCartUpdate,
  ShopCategory,
  ShopCategoryInput,
  ShopCheckoutInput,
  ShopCheckoutQuote,
  ShopCheckoutQuoteInput,
  ShopCoupon,
  ShopCouponInput,
  ShopCouponQuery,
  ShopOrder,
  ShopOrderQuery,
  ShopProduct,
  ShopProductQuery,
  ShopProductStatus,
  ShopSettings,
  ShopSettingsUpdate,
  ShopShippingInput,
  ShopShippingMethod,
  ShopStatistics,
} from '@portal/contracts';
import type { Http } from './http.js';

export type ShopList<T> = { status: 'success'; items: T[]; count: number; page: number; size: number };
export type ShopNameQuery = { name?: string; page?: number; size?: number };
export type ShopCheckoutNext =
  | { type: 'redirect'; redirect_url: string }
  | { type: 'form'; form: { action: string; fields: Record<string, string> } }
  | { type: 'instructions'; instructions: Record<string, string | number> };
export type ShopCheckoutResult = { status: 'success'; order: ShopOrder; next: ShopCheckoutNext };
export type ShopCouponCheck = {
  status: 'success';
  coupon: { code: string; name: string; flat_amount: number; percentage: number };
  discount: number;
};
/** Text fields of a product form; images go as files image1..image3 of a FormData. */
export type ShopProductValues = Partial<Omit<ShopProduct, '_id' | 'image1' | 'image2' | 'image3'>>;

const one = <K extends string, T>(p: Promise<Record<K, T>>, key: K) => p.then((r) => r[key]);
const enc = encodeURIComponent;

/** Product add/update as multipart, so images travel with the fields. */
function productForm(
  values: Record<string, unknown>,
  images: Partial<Record<'image1' | 'image2' | 'image3', Blob>>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  }
  for (const [slot, file] of Object.entries(images))
    if (file) form.append(slot, file, (file as File).name ?? slot);
  return form;
}

/** The shop (spec 7): storefront reads, cart and checkout, the shop manager's lists and order actions. */
export function shopApi(http: Http) {
  return {
    products: {
      list: (q: Partial<ShopProductQuery> = {}) =>
        http.get<ShopList<ShopProduct>>('/shop/product/get_all', q),
      bySlug: (slug: string) =>
        one(http.get<{ product: ShopProduct }>(`/shop/product/get_by_slug/${enc(slug)}`), 'product'),
      byId: (id: number) =>
        one(http.get<{ product: ShopProduct }>(`/shop/product/get_by_id/${id}`), 'product'),
      save: (
        id: number | null,
        values: Record<string, unknown>,
        images: Partial<Record<'image1' | 'image2' | 'image3', Blob>> = {},
      ) =>
        one(
          http.post<{ product: ShopProduct }>(
            id ? '/shop/product/update' : '/shop/product/add',
            productForm(id ? { ...values, id } : values, images),
          ),
          'product',
        ),
      setStatus: (id: number, status: ShopProductStatus) =>
        http.post('/shop/product/update_status', { id, status }),
      remove: (id: number) => http.post('/shop/product/delete', { id }),
    },
    categories: {
      list: (q: ShopNameQuery = {}) => http.get<ShopList<ShopCategory>>('/shop/category/get_all', q),
      save: (id: number | null, v: ShopCategoryInput) =>
        one(
          http.post<{ category: ShopCategory }>(
            id ? '/shop/category/update' : '/shop/category/add',
            id ? { ...v, id } : v,
          ),
          'category',
        ),
      remove: (id: number) => http.post('/shop/category/delete', { id }),
    },
    coupons: {
      list: (q: Partial<ShopCouponQuery> = {}) => http.get<ShopList<ShopCoupon>>('/shop/coupon/get_all', q),
      save: (id: number | null, v: ShopCouponInput) =>
        one(
          http.post<{ coupon: ShopCoupon }>(
            id ? '/shop/coupon/update' : '/shop/coupon/add',
            id ? { ...v, id } : v,
          ),
          'coupon',
        ),
      setStatus: (id: number, status: ShopActiveStatus) =>
        http.post('/shop/coupon/update_status', { id, status }),
      remove: (id: number) => http.post('/shop/coupon/delete', { id }),
      validate: (code: string) => http.get<ShopCouponCheck>(`/shop/coupon/validate/${enc(code)}`),
    },
    shipping: {
      list: (q: Partial<ShopCouponQuery> = {}) =>
        http.get<ShopList<ShopShippingMethod>>('/shop/shipping_method/get_all', q),
      save: (id: number | null, v: ShopShippingInput) =>
        one(
          http.post<{ shipping_method: ShopShippingMethod }>(
            id ? '/shop/shipping_method/update' : '/shop/shipping_method/add',
            id ? { ...v, id } : v,
          ),
          'shipping_method',
        ),
      setStatus: (id: number, status: ShopActiveStatus) =>
        http.post('/shop/shipping_method/update_status', { id, status }),
      remove: (id: number) => http.post('/shop/shipping_method/delete', { id }),
    },
    settings: {
      get: () => one(http.get<{ settings: ShopSettings }>('/shop/settings/get'), 'settings'),
      update: (patch: ShopSettingsUpdate) =>
        one(http.post<{ settings: ShopSettings }>('/shop/settings/update', patch), 'settings'),
      statistics: () => http.get<ShopStatistics>('/shop/settings/get_statistics'),
    },
    cart: {
      get: () => one(http.get<{ cart: ShopCart }>('/shop/cart'), 'cart'),
      addItem: (item: ShopCartItemInput) =>
        one(http.post<{ cart: ShopCart }>('/shop/cart/add_item', item), 'cart'),
      update: (body: ShopCartUpdate) => one(http.post<{ cart: ShopCart }>('/shop/cart/update', body), 'cart'),
    },
    checkout: {
      quote: (body: ShopCheckoutQuoteInput) => http.post<ShopCheckoutQuote>('/shop/checkout/quote', body),
      place: (body: ShopCheckoutInput, idempotencyKey?: string) =>
        http.request<ShopCheckoutResult>('POST', '/shop/checkout', { body, idempotencyKey }),
    },
    orders: {
      mine: (q: Partial<ShopOrderQuery> = {}) => http.get<ShopList<ShopOrder>>('/shop/order/get_mine', q),
      all: (q: Partial<ShopOrderQuery> = {}) => http.get<ShopList<ShopOrder>>('/shop/order/get_all', q),
      byId: (id: number) => one(http.get<{ order: ShopOrder }>(`/shop/order/get_by_id/${id}`), 'order'),
      byInvoice: (invoiceNo: string) =>
        one(http.get<{ order: ShopOrder }>(`/shop/order/get_by_invoice_no/${enc(invoiceNo)}`), 'order'),
      markPaid: (order_id: number, payment_method: string, txn_id: string) =>
        http.post('/shop/order/mark_as_paid', { order_id, payment_method, txn_id }),
      markProcessing: (order_id: number) => http.post('/shop/order/mark_as_processing', { order_id }),
      markOnHold: (order_id: number, reason: string) =>
        http.post('/shop/order/mark_as_on_hold', { order_id, reason }),
      markShipped: (order_id: number, parcel_tracking_number: string, estimated_delivery_date: number) =>
        http.post('/shop/order/mark_as_shipped', {
          order_id,
          parcel_tracking_number,
          estimated_delivery_date,
        }),
      markCompleted: (order_id: number) => http.post('/shop/order/mark_as_completed', { order_id }),
      cancel: (order_id: number, reason: string) => http.post('/shop/order/cancel', { order_id, reason }),
      markRefunded: (order_id: number, reference: string) =>
        http.post('/shop/order/mark_as_refunded', { order_id, reference }),
      invoice: (invoiceNo: string) => http.download(`/shop/order/invoice/${enc(invoiceNo)}`),
    },
  };
}
