import type {
  ShopAddress,
  ShopCategory,
  ShopCoupon,
  ShopOrder,
  ShopOrderLine,
  ShopProduct,
  ShopShippingMethod,
} from '@portal/contracts';
import { stockLabel } from '@portal/domain';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';
import { pageWindow } from '../../lib/paging.js';
import { storedOptions } from './extra-options.js';
import { sanitizeRichText } from './rich-text.js';

type Db = Knex | Knex.Transaction;

/** Descriptions as served, by their stored text: a list page costs a lookup per product, not a parse. */
const served = new Map<string, string>();
const SERVED_MAX = 500;
function servedDescription(stored: string): string {
  let clean = served.get(stored);
  if (clean === undefined) {
    clean = sanitizeRichText(stored);
    if (served.size >= SERVED_MAX) served.delete(served.keys().next().value as string);
    served.set(stored, clean);
  }
  return clean;
}
const iso = (v: unknown) => toIso(v) ?? new Date(0).toISOString();
const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  created_at: unknown;
  updated_at: unknown;
}
export const toCategory = (r: CategoryRow): ShopCategory => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  product_code: string;
  image1: string | null;
  thumbnail: string | null;
  image2: string | null;
  image3: string | null;
  price: number | string;
  weight: number | string;
  weight_unit: string;
  short_description: string;
  description: string;
  category_id: number | null;
  category_name?: string | null;
  extra_options: string;
  /** Set when read in a language: the options' names in it, by key. */
  option_labels?: Record<string, string>;
  inventory: number;
  status: ShopProduct['status'];
  created_at: unknown;
  updated_at: unknown;
}

/** Product images are served by the shop's image route; the stored key never leaves the server. */
export const imageUrl = (productId: number, slot: number, key: string | null) =>
  key ? `/api/shop/product/image/${productId}/${slot}?v=${key.slice(-8)}` : null;

export function toProduct(r: ProductRow, ctx: { lowStock: number; currency: string }): ShopProduct {
  const inventory = num(r.inventory);
  return {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    image1: imageUrl(r.id, 1, r.image1),
    image2: imageUrl(r.id, 2, r.image2),
    image3: imageUrl(r.id, 3, r.image3),
    thumbnail: r.thumbnail ? `/api/shop/product/thumbnail/${r.id}?v=${r.thumbnail.slice(-8)}` : null,
    price: num(r.price),
    weight: num(r.weight),
    weight_unit: r.weight_unit,
    short_description: r.short_description,
    // Sanitised on the way out too: rows stored before the sanitiser was fixed may still hold unsafe markup,
    // and the storefront shows the description as HTML. Clean descriptions come back unchanged.
    description: servedDescription(r.description ?? ''),
    product_code: r.product_code,
    category_id: numOrNull(r.category_id),
    category_name: r.category_name ?? null,
    extra_options: storedOptions(r.extra_options).map((o) => ({
      name: o.name,
      price: o.price,
      key: o.key,
      label: r.option_labels?.[o.key] || o.name,
    })),
    inventory,
    status: r.status,
    stock_label: stockLabel(inventory, ctx.lowStock),
    currency: ctx.currency,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Products with their category's name. */
export const productsFrom = (db: Db) =>
  db('shop_products as p').leftJoin('shop_categories as c', 'c.id', 'p.category_id');
export const PRODUCT_COLUMNS = ['p.*', 'c.name as category_name'];

export interface CouponRow {
  id: number;
  name: string;
  code: string;
  flat_amount: number | string;
  percentage_bp: number;
  min_order_amount: number | string;
  min_order_product_count: number;
  start_date: number | string | null;
  expiry_date: number | string | null;
  category_id: number | null;
  product_id: number | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  used_count: number;
  status: 'active' | 'inactive';
  created_at: unknown;
  updated_at: unknown;
}
export const toCoupon = (r: CouponRow): ShopCoupon => ({
  _id: r.id,
  name: r.name,
  code: r.code,
  flat_amount: num(r.flat_amount),
  percentage: num(r.percentage_bp) / 100,
  min_order_amount: num(r.min_order_amount),
  min_order_product_count: num(r.min_order_product_count),
  start_date: numOrNull(r.start_date),
  expiry_date: numOrNull(r.expiry_date),
  category_id: numOrNull(r.category_id),
  product_id: numOrNull(r.product_id),
  max_uses: numOrNull(r.max_uses),
  max_uses_per_customer: numOrNull(r.max_uses_per_customer),
  used_count: num(r.used_count),
  status: r.status,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export interface ShippingRow {
  id: number;
  name: string;
  local_shipping_cost: number | string;
  international_shipping_cost: number | string;
  local_shipping_time: string;
  international_shipping_time: string;
  charge_per_product: number | boolean;
  status: 'active' | 'inactive';
  created_at: unknown;
  updated_at: unknown;
}
export const toShipping = (r: ShippingRow): ShopShippingMethod => ({
  _id: r.id,
  name: r.name,
  local_shipping_cost: num(r.local_shipping_cost),
  international_shipping_cost: num(r.international_shipping_cost),
  local_shipping_time: r.local_shipping_time,
  international_shipping_time: r.international_shipping_time,
  charge_per_product: Boolean(r.charge_per_product),
  status: r.status,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export interface OrderRow {
  seller?: string | null;
  id: number;
  invoice_no: string | null;
  /** Given when the order is paid (see invoice.ts). */
  issued_invoice_no: string | null;
  user_id: number;
  status: ShopOrder['status'];
  items: string;
  subtotal: number | string;
  discount: number | string;
  shipping_cost: number | string;
  net: number | string;
  vat_bp: number;
  vat: number | string;
  total: number | string;
  currency: string;
  coupon_id: number | null;
  coupon_code: string | null;
  shipping_method: string;
  address: string;
  payment_method: string;
  checkout_ref: string | null;
  txn_id: string | null;
  hold_reason: string | null;
  cancel_reason: string | null;
  refund_note: string | null;
  parcel_tracking_number: string | null;
  estimated_delivery_date: number | string | null;
  stock_held: number | boolean;
  reverse_charge: number | boolean;
  export: number | boolean;
  buyer_vat_no: string | null;
  reserved_until: unknown;
  paid_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  firstname?: string;
  lastname?: string;
  email?: string;
}

/** What a shop invoice says about VAT besides its totals, as recorded at checkout. */
export interface ShopInvoiceVat {
  reverse_charge: boolean;
  export: boolean;
  buyer_vat_no: string | null;
}
export const toInvoiceVat = (r: OrderRow): ShopInvoiceVat => ({
  reverse_charge: Boolean(r.reverse_charge),
  export: Boolean(r.export),
  buyer_vat_no: r.buyer_vat_no || null,
});

export const ordersFrom = (db: Db) => db('shop_orders as o').join('users as u', 'u.id', 'o.user_id');
export const ORDER_COLUMNS = ['o.*', 'u.firstname', 'u.lastname', 'u.email'];

export const toOrder = (r: OrderRow): ShopOrder => ({
  _id: r.id,
  invoice_no: r.invoice_no ?? '',
  issued_invoice_no: r.issued_invoice_no ?? null,
  user_id: r.user_id,
  customer_name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim(),
  customer_email: r.email ?? '',
  status: r.status,
  items: parseJson<ShopOrderLine[]>(r.items, []),
  subtotal: num(r.subtotal),
  discount: num(r.discount),
  shipping_cost: num(r.shipping_cost),
  net: num(r.net),
  vat_bp: num(r.vat_bp),
  vat: num(r.vat),
  total: num(r.total),
  currency: r.currency,
  reverse_charge: Boolean(r.reverse_charge),
  export: Boolean(r.export),
  coupon_code: r.coupon_code,
  shipping_method: parseJson(r.shipping_method, { name: '', time: '', local: true }),
  address: parseJson<ShopAddress>(r.address, {
    name: '',
    address: '',
    city: '',
    zip: '',
    country: '',
    phone: '',
  }),
  payment_method: r.payment_method,
  txn_id: r.txn_id,
  hold_reason: r.hold_reason,
  cancel_reason: r.cancel_reason,
  parcel_tracking_number: r.parcel_tracking_number,
  estimated_delivery_date: numOrNull(r.estimated_delivery_date),
  refund_note: r.refund_note,
  paid_at: toIso(r.paid_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/**
 * One page of a filtered query (filters only, no select): the count, then the rows in `order` with `columns`.
 * Joined queries name their columns, which the shared paginate helper cannot.
 */
export async function pageOfRows<Row>(
  query: Knex.QueryBuilder,
  q: { page?: number; size?: number },
  columns: string[],
  order: { column: string; order?: 'asc' | 'desc' }[],
  fallback = 15,
  /** The same filters without joins that do not change the count (cheaper to count). */
  countQuery: Knex.QueryBuilder = query,
): Promise<{ rows: Row[]; count: number; page: number; size: number }> {
  const { page, size, offset, reported } = pageWindow(q, fallback);
  const [{ n }] = await countQuery.clone().clearSelect().count({ n: '*' });
  const rows = (await query
    .clone()
    .clearSelect()
    .select(columns)
    .orderBy(order)
    .limit(size)
    .offset(offset)) as Row[];
  return { rows, count: Number(n), page, size: reported };
}
