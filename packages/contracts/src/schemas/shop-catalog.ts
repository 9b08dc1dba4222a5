import {
  type Static,
  type TLiteral,
  type TOptional,
  type TSchema,
  type TString,
  Type,
} from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/** Every shop answer carries the spec's `status: 'success'`. */
const Success = Type.Literal('success');
/** Money in integer minor units of the site currency. */
const Minor = (description = 'Minor units of the site currency') =>
  Type.Integer({ minimum: 0, maximum: 1_000_000_000, description });
const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const SHOP_PRODUCT_STATUSES = ['published', 'unpublished', 'draft'] as const;
export const ShopProductStatus = Type.Union(SHOP_PRODUCT_STATUSES.map((s) => Type.Literal(s)));
export type ShopProductStatus = Static<typeof ShopProductStatus>;
export const SHOP_ACTIVE_STATUSES = ['active', 'inactive'] as const;
export const ShopActiveStatus = Type.Union(SHOP_ACTIVE_STATUSES.map((s) => Type.Literal(s)));
export type ShopActiveStatus = Static<typeof ShopActiveStatus>;
export const STOCK_LABELS = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export const StockLabel = Type.Union(STOCK_LABELS.map((s) => Type.Literal(s)));

export const ShopExtraOption = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    price: Minor('Added to the unit price'),
    /**
     * Stays with the option through renames and reordering: its names in other languages are kept under it.
     * Given by the server; an option sent without one keeps the key of the option of the same name.
     */
    key: Type.Optional(Type.String({ pattern: '^[a-z0-9]{1,12}$' })),
  },
  { additionalProperties: false },
);
export type ShopExtraOption = Static<typeof ShopExtraOption>;
/** An option as the product shows it: `name` is how the cart names it, `label` the reader's language. */
export const ShopOfferedOption = Type.Object({
  name: Type.String(),
  price: Type.Integer(),
  key: Type.String(),
  label: Type.String({
    description: "The option's name in the reader's language (its name where none is given)",
  }),
});
export type ShopOfferedOption = Static<typeof ShopOfferedOption>;

// ---- Categories
export const ShopCategory = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ShopCategory = Static<typeof ShopCategory>;
export const ShopCategoryInput = Type.Object({ name: Name, slug: Slug }, { additionalProperties: false });
export type ShopCategoryInput = Static<typeof ShopCategoryInput>;
export const ShopCategoryUpdate = Type.Object(
  { id: Type.Integer({ minimum: 1 }), name: Type.Optional(Name), slug: Type.Optional(Slug) },
  { additionalProperties: false },
);
export type ShopCategoryUpdate = Static<typeof ShopCategoryUpdate>;
export const ShopNameQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 15 })),
});
export type ShopNameQuery = Static<typeof ShopNameQuery>;

// ---- Products
export const ShopProduct = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image1: Nullable(Type.String({ description: 'Image address' })),
  image2: Nullable(Type.String()),
  image3: Nullable(Type.String()),
  thumbnail: Nullable(
    Type.String({
      description: 'A small WebP of image1 for lists (null for images stored before thumbnails)',
    }),
  ),
  price: Type.Integer(),
  weight: Type.Number(),
  weight_unit: Type.String(),
  short_description: Type.String(),
  description: Type.String(),
  product_code: Type.String(),
  category_id: Nullable(Type.Integer()),
  category_name: Nullable(Type.String()),
  extra_options: Type.Array(ShopOfferedOption),
  inventory: Type.Integer(),
  status: ShopProductStatus,
  stock_label: StockLabel,
  currency: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ShopProduct = Static<typeof ShopProduct>;

/** Text fields of add/update (multipart or JSON); images come as file parts image1..image3. */
export const ShopProductFields = Type.Object(
  {
    name: Type.Optional(Name),
    slug: Type.Optional(Slug),
    price: Type.Optional(Minor()),
    weight: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    weight_unit: Type.Optional(
      Type.Union(
        ['g', 'kg', 'lb', 'oz'].map((u) => Type.Literal(u)),
        { default: 'kg' },
      ),
    ),
    short_description: Type.Optional(Type.String({ maxLength: 500 })),
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
    product_code: Type.Optional(Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9_-]+$' })),
    category_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    extra_options: Type.Optional(Type.Array(ShopExtraOption, { maxItems: 20 })),
    inventory: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    status: Type.Optional(ShopProductStatus),
    /** Update only: the product to change. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Update only: image slots to empty, e.g. ['image2']. */
    remove_images: Type.Optional(
      Type.Array(Type.Union(['image1', 'image2', 'image3'].map((s) => Type.Literal(s))), { maxItems: 3 }),
    ),
  },
  { additionalProperties: false },
);
export type ShopProductFields = Static<typeof ShopProductFields>;

export const ShopProductQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  category_slug: Type.Optional(Type.String({ maxLength: 120 })),
  status: Type.Optional(ShopProductStatus),
  sort_by: Type.Optional(
    Type.Union(
      ['name', 'price', 'created_at', 'inventory'].map((s) => Type.Literal(s)),
      {
        default: 'created_at',
      },
    ),
  ),
  sort_order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 15 })),
});
export type ShopProductQuery = Static<typeof ShopProductQuery>;

export const ShopIdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ShopIdBody = Static<typeof ShopIdBody>;
export const ShopProductStatusBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), status: ShopProductStatus },
  { additionalProperties: false },
);
export const ShopActiveStatusBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), status: ShopActiveStatus },
  { additionalProperties: false },
);
export const ShopSlugParam = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });
export const ShopCodeParam = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });

// ---- Coupons
export const ShopCoupon = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  flat_amount: Type.Integer(),
  percentage: Type.Number(),
  min_order_amount: Type.Integer(),
  min_order_product_count: Type.Integer(),
  start_date: Nullable(Type.Integer({ description: 'Timestamp, ms' })),
  expiry_date: Nullable(Type.Integer({ description: 'Timestamp, ms' })),
  category_id: Nullable(Type.Integer()),
  product_id: Nullable(Type.Integer()),
  max_uses: Nullable(Type.Integer()),
  max_uses_per_customer: Nullable(Type.Integer()),
  used_count: Type.Integer(),
  status: ShopActiveStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ShopCoupon = Static<typeof ShopCoupon>;
const CouponFields = {
  name: Name,
  code: Type.String({ minLength: 2, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  flat_amount: Minor('Off the order; 0 when the coupon is a percentage'),
  percentage: Type.Number({ minimum: 0, maximum: 100, description: 'Percent off, at most two decimals' }),
  min_order_amount: Minor(),
  min_order_product_count: Type.Integer({ minimum: 0, maximum: 10_000 }),
  start_date: Nullable(Type.Integer({ minimum: 0 })),
  expiry_date: Nullable(Type.Integer({ minimum: 0 })),
  category_id: Nullable(Type.Integer({ minimum: 1 })),
  product_id: Nullable(Type.Integer({ minimum: 1 })),
  // The columns are 32-bit; a billion uses is no limit anyone sets.
  max_uses: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  max_uses_per_customer: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  status: ShopActiveStatus,
};
export const ShopCouponInput = Type.Object(
  {
    name: CouponFields.name,
    code: CouponFields.code,
    flat_amount: Type.Optional(CouponFields.flat_amount),
    percentage: Type.Optional(CouponFields.percentage),
    min_order_amount: Type.Optional(CouponFields.min_order_amount),
    min_order_product_count: Type.Optional(CouponFields.min_order_product_count),
    start_date: Type.Optional(CouponFields.start_date),
    expiry_date: Type.Optional(CouponFields.expiry_date),
    category_id: Type.Optional(CouponFields.category_id),
    product_id: Type.Optional(CouponFields.product_id),
    max_uses: Type.Optional(CouponFields.max_uses),
    max_uses_per_customer: Type.Optional(CouponFields.max_uses_per_customer),
    status: Type.Optional(CouponFields.status),
  },
  { additionalProperties: false },
);
export type ShopCouponInput = Static<typeof ShopCouponInput>;
export const ShopCouponUpdate = Type.Composite(
  [Type.Object({ id: Type.Integer({ minimum: 1 }) }), Type.Partial(ShopCouponInput)],
  { additionalProperties: false },
);
export type ShopCouponUpdate = Static<typeof ShopCouponUpdate>;
export const ShopCouponQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(ShopActiveStatus),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 15 })),
});
export type ShopCouponQuery = Static<typeof ShopCouponQuery>;
/** What a coupon takes off the caller's current cart. */
export const ShopCouponValidation = Type.Object({
  status: Success,
  coupon: Type.Object({
    code: Type.String(),
    name: Type.String(),
    flat_amount: Type.Integer(),
    percentage: Type.Number(),
  }),
  discount: Type.Integer(),
});

// ---- Shipping methods
export const ShopShippingMethod = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  local_shipping_cost: Type.Integer(),
  international_shipping_cost: Type.Integer(),
  local_shipping_time: Type.String(),
  international_shipping_time: Type.String(),
  charge_per_product: Type.Boolean(),
  status: ShopActiveStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ShopShippingMethod = Static<typeof ShopShippingMethod>;
export const ShopShippingInput = Type.Object(
  {
    name: Name,
    local_shipping_cost: Minor(),
    international_shipping_cost: Minor(),
    local_shipping_time: Type.String({ maxLength: 100 }),
    international_shipping_time: Type.String({ maxLength: 100 }),
    charge_per_product: Type.Optional(Type.Boolean()),
    status: Type.Optional(ShopActiveStatus),
  },
  { additionalProperties: false },
);
export type ShopShippingInput = Static<typeof ShopShippingInput>;
export const ShopShippingUpdate = Type.Composite(
  [Type.Object({ id: Type.Integer({ minimum: 1 }) }), Type.Partial(ShopShippingInput)],
  { additionalProperties: false },
);
export type ShopShippingUpdate = Static<typeof ShopShippingUpdate>;
export const ShopShippingQuery = ShopCouponQuery;
export type ShopShippingQuery = ShopCouponQuery;

// ---- Settings
export const ShopSettings = Type.Object(
  {
    status: Type.Boolean({ description: 'The storefront is open' }),
    description: Type.String({ maxLength: 5000 }),
    terms_and_conditions: Type.String({ maxLength: 50_000 }),
    paypal_payment: Type.Boolean(),
    payfast_payment: Type.Boolean(),
    stripe_payment: Type.Boolean(),
    crypto_payment: Type.Boolean(),
    square_payment: Type.Boolean(),
    bank_payment: Type.Boolean(),
    low_stock_threshold: Type.Integer({ minimum: 0, maximum: 100_000 }),
    reservation_minutes: Type.Integer({
      minimum: 5,
      maximum: 10_080,
      description:
        'An order paid by card or another provider is released (stock, coupon) when unpaid this long',
    }),
    bank_transfer_days: Type.Integer({
      minimum: 1,
      maximum: 365,
      description: 'A bank-transfer order not marked paid within this many days is cancelled and released',
    }),
    country: Type.String({
      maxLength: 2,
      description: "The shop's country: buyers there pay local shipping",
    }),
  },
  { additionalProperties: false },
);
export type ShopSettings = Static<typeof ShopSettings>;
export const ShopSettingsUpdate = Type.Partial(ShopSettings, { additionalProperties: false });
export type ShopSettingsUpdate = Static<typeof ShopSettingsUpdate>;

// ---- Reply wrappers
export const ShopMessage = Type.Object({ status: Success, message: Type.String() });
export const ShopPaged = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Success,
    items: Type.Array(item),
    count: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });
/** `{ status: 'success', message?, <key>: item }`. */
export function ShopOne<K extends string, T extends TSchema>(key: K, item: T) {
  const props = { status: Success, message: Type.Optional(Type.String()), [key]: item };
  return Type.Object(
    props as unknown as { status: TLiteral<'success'>; message: TOptional<TString> } & { [P in K]: T },
  );
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  status: true,
  description: '',
  terms_and_conditions: '',
  paypal_payment: false,
  payfast_payment: false,
  stripe_payment: true,
  crypto_payment: false,
  square_payment: false,
  bank_payment: true,
  low_stock_threshold: 5,
  reservation_minutes: 30,
  bank_transfer_days: 14,
  country: '',
};
