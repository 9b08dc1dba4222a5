import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageAfter, Paged, Timestamp } from './common.js';

/**
 * Credits, invoices and balances (spec 7 "Credits"). Credits and money are integers in hundredths:
 * count 1050 is 10.5 credits, amount 1234 is 12.34 in the invoice currency. `vat` is the VAT rate in percent.
 */

export const PAYMENT_METHODS = [
  'bank',
  'stripe',
  'paypal',
  'coinbase',
  'square',
  'payfast',
  'klarna',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));

export const InvoiceStatus = Type.Union([Type.Literal('due'), Type.Literal('paid')]);
/** 'credits': buys credits; 'balance': tops up an agent's money balance (agency invoice). */
export const InvoiceKind = Type.Union([Type.Literal('credits'), Type.Literal('balance')]);

export const InvoiceCustomer = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  company_name: Type.String(),
});

/** Another invoice or credit note, by id and number. */
export const InvoiceRef = Type.Object({ _id: Type.Integer(), invoice: Nullable(Type.String()) });

export const CreditInvoice = Type.Object({
  _id: Type.Integer(),
  kind: InvoiceKind,
  item_name: Type.String(),
  /** Net amount, minor units of `currency`. */
  amount: Type.Integer(),
  /** Credits bought, hundredths. */
  count: Type.Integer(),
  /** VAT rate in percent (0 with reverse charge). */
  vat: Type.Number(),
  vat_amount: Type.Integer(),
  total: Type.Integer(),
  currency: Type.String(),
  reverse_charge: Type.Boolean(),
  /** Owner's user id. */
  user: Type.Integer(),
  customer: Nullable(InvoiceCustomer),
  status: InvoiceStatus,
  /** Invoice number, given when the invoice is paid, e.g. 2026-000123. */
  invoice: Nullable(Type.String()),
  payment_method: Type.String(),
  paid_at: Nullable(Timestamp),
  created_at: Timestamp,
  /** On a credit note (its figures negative): the invoice it corrects. */
  credit_of: Type.Optional(Nullable(InvoiceRef)),
  /** On a credited invoice: the credit note that corrects it. */
  credit_note: Type.Optional(Nullable(InvoiceRef)),
  /** On a credit note: why it was issued. */
  credit_reason: Type.Optional(Type.String()),
});
export type CreditInvoice = Static<typeof CreditInvoice>;
export const CreditInvoiceList = Paged(CreditInvoice);

export const InvoiceListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(InvoiceStatus),
  kind: Type.Optional(InvoiceKind),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const LedgerEntry = Type.Object({
  _id: Type.Integer(),
  kind: Type.Union(
    ['purchase', 'hold', 'capture', 'release', 'refund', 'adjustment', 'expiry'].map((k) => Type.Literal(k)),
  ),
  amount: Type.Integer(),
  balance_after: Type.Integer(),
  held_after: Type.Integer(),
  available_after: Type.Integer(),
  ref_type: Nullable(Type.String()),
  ref_id: Nullable(Type.String()),
  reason: Type.String(),
  created_at: Timestamp,
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const CreditBalance = Type.Object({
  balance: Type.Integer(),
  held: Type.Integer(),
  available: Type.Integer(),
});
export type CreditBalance = Static<typeof CreditBalance>;

export const CreditHistory = Type.Composite([Paged(LedgerEntry), CreditBalance]);
export const HistoryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});

/** What the customer's browser does next to pay. */
export const CheckoutNext = Type.Object({
  type: Type.Union([Type.Literal('redirect'), Type.Literal('instructions'), Type.Literal('form')]),
  redirect_url: Type.Optional(Type.String()),
  /** Bank transfer details. */
  instructions: Type.Optional(
    Type.Object({
      account_holder: Type.String(),
      bank_name: Type.String(),
      iban: Type.String(),
      bic: Type.String(),
      reference: Type.String(),
      amount: Type.Integer(),
      currency: Type.String(),
      note: Type.String(),
    }),
  ),
  /** A form the browser posts (PayFast). */
  form: Type.Optional(
    Type.Object({ action: Type.String(), fields: Type.Record(Type.String(), Type.String()) }),
  ),
});
export type CheckoutNext = Static<typeof CheckoutNext>;

export const BuyCreditsBody = Type.Object(
  {
    /** Credits to buy, hundredths (kind 'credits'). */
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
    price_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'A credit package of GET /price_all: its credits at its own price and currency (instead of `count`)',
      }),
    ),
    /** Money to add, minor units (kind 'balance'). */
    amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000_000 })),
    kind: Type.Optional(InvoiceKind),
    payment_method: PaymentMethodSchema,
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    /** Pay an existing due invoice of the caller instead of starting a new one. */
    invoice_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type BuyCreditsBody = Static<typeof BuyCreditsBody>;
export const BuyCreditsReply = Type.Object({ invoice: CreditInvoice, next: CheckoutNext });

export const CreateEmptyInvoiceBody = Type.Object({ user_id: Type.Integer({ minimum: 1 }) });

export const GenerateInvoiceBody = Type.Object(
  {
    /** Fill in this existing due invoice; without it a new invoice is made for `user`. */
    _id: Type.Optional(Type.Integer({ minimum: 1 })),
    item_name: Type.String({ minLength: 1, maxLength: 255 }),
    amount: Type.Integer({ minimum: 0, maximum: 10_000_000_000 }),
    count: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    /** VAT rate in percent; omitted: decided from the customer's country and VAT number. */
    vat: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    user: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(InvoiceStatus),
    kind: Type.Optional(InvoiceKind),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  },
  { additionalProperties: false },
);
export type GenerateInvoiceBody = Static<typeof GenerateInvoiceBody>;

export const MarkAsPaidBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Staff correcting a paid invoice with a credit note; the reason is printed on it. */
export const CreditNoteBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
});
export type CreditNoteBody = Static<typeof CreditNoteBody>;

export const UserBalance = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  company_name: Type.String(),
  balance: Type.Integer(),
  held: Type.Integer(),
  available: Type.Integer(),
  /** Agent money balance, minor units of the site currency. */
  money_balance: Type.Integer(),
});
export const UserBalanceList = Paged(UserBalance);
export const BalanceListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AdjustBody = Type.Object({
  user_id: Type.Integer({ minimum: 1 }),
  /** Signed, hundredths (credits) or minor units (money). */
  amount: Type.Integer({ minimum: -100_000_000, maximum: 100_000_000 }),
  reason: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
});
export type AdjustBody = Static<typeof AdjustBody>;
export const MoneyBalance = Type.Object({ balance: Type.Integer(), currency: Type.String() });

/** Seller details printed on invoices and the bank account shown for transfers. */
export const BillingSettings = Type.Object({
  seller_name: Type.String({ maxLength: 200 }),
  seller_address: Type.String({ maxLength: 500 }),
  seller_country: Type.String({ pattern: '^([A-Z]{2})?$' }),
  seller_vat_no: Type.String({ maxLength: 40 }),
  seller_reg_no: Type.String({ maxLength: 60 }),
  seller_email: Type.String({ maxLength: 190 }),
  bank_name: Type.String({ maxLength: 120 }),
  bank_account_holder: Type.String({ maxLength: 200 }),
  bank_iban: Type.String({ maxLength: 40 }),
  bank_bic: Type.String({ maxLength: 20 }),
  bank_note: Type.String({ maxLength: 500 }),
  invoice_footer: Type.String({ maxLength: 1000 }),
});
export type BillingSettings = Static<typeof BillingSettings>;
