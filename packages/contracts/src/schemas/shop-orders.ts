import { type Static, Type } from '@sinclair/typebox';
import { SHOP_ORDER_STATUSES, SHOP_PAYMENT_METHODS } from '../statuses.js';
import { PHONE_PATTERN } from '../patterns.js';
import { Nullable, Timestamp } from './common.js';
import { ShopExtraOption, StockLabel } from './shop-catalog.js';

const Success = Type.Literal('success');

// ---- Cart
export const ShopCartItemInput = Type.Object(
  {
    product_id: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** Names of the product's extra options the customer picked. */
    selected_extra_options: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ShopCartItemInput = Static<typeof ShopCartItemInput>;
export const ShopCartUpdate = Type.Object(
  {
    shopping_cart_id: Type.Integer({ minimum: 1 }),
    items: Type.Array(ShopCartItemInput, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type ShopCartUpdate = Static<typeof ShopCartUpdate>;

export const ShopCartItem = Type.Object({
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  selected_extra_options: Type.Array(Type.String()),
  /** The picked options named in the reader's language, in the order of `selected_extra_options`. */
  extra_option_labels: Type.Array(Type.String()),
  name: Type.String(),
  slug: Type.String(),
  image1: Nullable(Type.String()),
  inventory: Type.Integer(),
  stock_label: StockLabel,
  unit_price: Type.Integer({ description: 'Price plus the picked options, minor units' }),
  line_total: Type.Integer(),
});
export type ShopCartItem = Static<typeof ShopCartItem>;
export const ShopCart = Type.Object({
  shopping_cart_id: Type.Integer(),
  items: Type.Array(ShopCartItem),
  count: Type.Integer({ description: 'Pieces in the cart' }),
  subtotal: Type.Integer(),
  currency: Type.String(),
});
export type ShopCart = Static<typeof ShopCart>;
export const ShopCartReply = Type.Object({
  status: Success,
  message: Type.Optional(Type.String()),
  cart: ShopCart,
});

// ---- Checkout
export const ShopPaymentMethod = Type.Union(SHOP_PAYMENT_METHODS.map((m) => Type.Literal(m)));
export type ShopPaymentMethod = Static<typeof ShopPaymentMethod>;

export const ShopAddress = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.String({ minLength: 1, maxLength: 500 }),
    city: Type.String({ minLength: 1, maxLength: 120 }),
    zip: Type.String({ maxLength: 20 }),
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 alpha-2' }),
    phone: Type.String({ maxLength: 40, pattern: PHONE_PATTERN }),
  },
  { additionalProperties: false },
);
export type ShopAddress = Static<typeof ShopAddress>;

export const ShopCheckoutQuoteInput = Type.Object(
  {
    shipping_method_id: Type.Optional(Type.Integer({ minimum: 1 })),
    coupon_code: Type.Optional(Type.String({ maxLength: 40 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    zip: Type.Optional(
      Type.String({
        maxLength: 20,
        description:
          "The delivery postcode, with `country` (a British BT one is Northern Ireland's, taxed the EU's way)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ShopCheckoutQuoteInput = Static<typeof ShopCheckoutQuoteInput>;

export const ShopTotals = Type.Object({
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  shipping_cost: Type.Integer(),
  net: Type.Integer(),
  vat_bp: Type.Integer({ description: 'VAT rate in basis points (1950 = 19.5 %)' }),
  vat: Type.Integer(),
  total: Type.Integer(),
  currency: Type.String(),
});
export type ShopTotals = Static<typeof ShopTotals>;
/** The spec's checkout state: applied coupon, shipping costs and times, and the sums. */
export const ShopCheckoutQuote = Type.Object({
  status: Success,
  applied_coupon: Nullable(
    Type.Object({ code: Type.String(), flat_amount: Type.Integer(), percentage: Type.Number() }),
  ),
  shipping: Nullable(
    Type.Object({ name: Type.String(), cost: Type.Integer(), time: Type.String(), local: Type.Boolean() }),
  ),
  totals: ShopTotals,
  reverse_charge: Type.Boolean({
    description:
      'No VAT is charged: the buyer accounts for it (a business with a VAT number of another EU state)',
  }),
  export: Type.Boolean({
    description: 'No VAT is charged: goods an EU seller sends out of the EU are an export, exempt from VAT',
  }),
  payment_methods: Type.Array(ShopPaymentMethod),
});
export type ShopCheckoutQuote = Static<typeof ShopCheckoutQuote>;

export const ShopCheckoutInput = Type.Object(
  {
    shipping_method_id: Type.Integer({ minimum: 1 }),
    coupon_code: Type.Optional(Type.String({ maxLength: 40 })),
    payment_method: ShopPaymentMethod,
    address: ShopAddress,
    expected_total: Type.Optional(
      Type.Integer({
        description:
          'The total the customer was shown (quote totals.total); if the cart now costs anything else, nothing is ordered (409)',
      }),
    ),
    expected_currency: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 3,
        description:
          'The currency of that total (quote totals.currency); another one now is refused the same way',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ShopCheckoutInput = Static<typeof ShopCheckoutInput>;

export const ShopCheckoutNext = Type.Union([
  Type.Object({ type: Type.Literal('redirect'), redirect_url: Type.String() }),
  Type.Object({
    type: Type.Literal('form'),
    form: Type.Object({ action: Type.String(), fields: Type.Record(Type.String(), Type.String()) }),
  }),
  Type.Object({
    type: Type.Literal('instructions'),
    instructions: Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()])),
  }),
]);

// ---- Orders
export const ShopOrderStatusSchema = Type.Union(SHOP_ORDER_STATUSES.map((s) => Type.Literal(s)));

export const ShopOrderLine = Type.Object({
  product_id: Type.Integer(),
  name: Type.String(),
  product_code: Type.String(),
  quantity: Type.Integer(),
  selected_extra_options: Type.Array(ShopExtraOption),
  unit_price: Type.Integer(),
  line_total: Type.Integer(),
});
export type ShopOrderLine = Static<typeof ShopOrderLine>;

/** The seller's account and the reference a bank transfer for an order is made with. */
export const BankTransfer = Type.Object({
  account_holder: Type.String(),
  bank_name: Type.String(),
  iban: Type.String(),
  bic: Type.String(),
  reference: Type.String(),
  amount: Type.Integer({ description: 'Minor units of `currency`' }),
  currency: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;
export const ShopOrder = Type.Object({
  _id: Type.Integer(),
  invoice_no: Type.String({
    description: "The order's number (SO-2026-000123): its address in the shop; not an invoice number",
  }),
  issued_invoice_no: Nullable(
    Type.String({
      description:
        'The number of the invoice issued when the order was paid (one unbroken sequence with the credit invoices, e.g. 2026-000124); null until then',
    }),
  ),
  user_id: Type.Integer(),
  customer_name: Type.String(),
  customer_email: Type.String(),
  status: ShopOrderStatusSchema,
  items: Type.Array(ShopOrderLine),
  ...ShopTotals.properties,
  reverse_charge: Type.Boolean({
    description: 'Sold without VAT under reverse charge, as recorded at checkout (the invoice says so)',
  }),
  export: Type.Boolean({
    description: 'Sold without VAT as an export out of the EU, as recorded at checkout (the invoice says so)',
  }),
  coupon_code: Nullable(Type.String()),
  shipping_method: Type.Object({ name: Type.String(), time: Type.String(), local: Type.Boolean() }),
  address: ShopAddress,
  payment_method: Type.String(),
  txn_id: Nullable(Type.String()),
  hold_reason: Nullable(Type.String()),
  cancel_reason: Nullable(Type.String()),
  parcel_tracking_number: Nullable(Type.String()),
  estimated_delivery_date: Nullable(Type.Integer({ description: 'Timestamp, ms' })),
  refund_note: Nullable(Type.String()),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** How to pay an order waiting for a bank transfer (on the single-order answers only). */
  bank_transfer: Type.Optional(BankTransfer),
});
export type ShopOrder = Static<typeof ShopOrder>;

export const ShopOrderQuery = Type.Object({
  status: Type.Optional(ShopOrderStatusSchema),
  invoice_no: Type.Optional(
    Type.String({ maxLength: 40, description: 'An order number or the number of its issued invoice' }),
  ),
  sort_by: Type.Optional(
    Type.Union(
      ['created_at', 'total', 'status'].map((s) => Type.Literal(s)),
      { default: 'created_at' },
    ),
  ),
  sort_order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200, default: 20 })),
});
export type ShopOrderQuery = Static<typeof ShopOrderQuery>;

export const ShopInvoiceParam = Type.Object({ invoice_no: Type.String({ minLength: 1, maxLength: 40 }) });
const OrderId = Type.Integer({ minimum: 1 });
const Reason = Type.String({ minLength: 1, maxLength: 1000 });
export const ShopMarkPaid = Type.Object(
  {
    order_id: OrderId,
    payment_method: Type.String({ minLength: 1, maxLength: 40 }),
    txn_id: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);
/** Staff gave a due refund back by hand; `reference` is theirs, e.g. the bank transfer's id. */
export const ShopMarkRefunded = Type.Object(
  { order_id: OrderId, reference: Type.Optional(Type.String({ maxLength: 120 })) },
  { additionalProperties: false },
);
export const ShopOrderIdBody = Type.Object({ order_id: OrderId }, { additionalProperties: false });
export const ShopOrderReasonBody = Type.Object(
  { order_id: OrderId, reason: Reason },
  { additionalProperties: false },
);
export const ShopMarkShipped = Type.Object(
  {
    order_id: OrderId,
    parcel_tracking_number: Type.String({ minLength: 1, maxLength: 120 }),
    estimated_delivery_date: Type.Integer({ minimum: 0, description: 'Timestamp, ms' }),
  },
  { additionalProperties: false },
);

export const ShopOrderReply = Type.Object({
  status: Success,
  message: Type.Optional(Type.String()),
  order: ShopOrder,
});
export const ShopCheckoutReply = Type.Object({
  status: Success,
  order: ShopOrder,
  next: ShopCheckoutNext,
});

// ---- Statistics
export const ShopStatistics = Type.Object({
  status: Success,
  currency: Type.String(),
  revenue_per_day: Type.Array(
    Type.Object({ day: Type.String(), revenue: Type.Integer(), orders: Type.Integer() }),
  ),
  revenue_per_month: Type.Array(
    Type.Object({ month: Type.String(), revenue: Type.Integer(), orders: Type.Integer() }),
  ),
  orders_per_status: Type.Array(Type.Object({ status: ShopOrderStatusSchema, count: Type.Integer() })),
  top_products: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      name: Type.String(),
      quantity: Type.Integer(),
      revenue: Type.Integer(),
    }),
  ),
  average_order_value: Type.Integer(),
  pending_orders: Type.Integer(),
});
export type ShopStatistics = Static<typeof ShopStatistics>;
