import type { IncomingHttpHeaders } from 'node:http';
import type { CheckoutNext, PaymentMethod, SiteSettings } from '@portal/contracts';
import { httpError } from '../../lib/errors.js';

/**
 * One interface for every way of paying an invoice. A provider starts a checkout for an invoice and turns
 * the provider's notifications (and the customer's return to the site) into a verified PaymentEvent; the
 * payments service then settles the invoice exactly once.
 */
export interface CheckoutInvoice {
  id: number;
  /** Gross amount to charge, minor units. */
  total: number;
  net: number;
  vatAmount: number;
  vatBp: number;
  currency: string;
  itemName: string;
  email: string;
  country: string;
  firstname: string;
  lastname: string;
  /** 'shop' for shop orders: their ids are their own, so providers tag them to keep the two apart. */
  kind?: 'shop';
}

export interface CheckoutUrls {
  /** Where the customer comes back after paying (our GET /api/payments/{provider}/return?invoice=ID). */
  returnUrl: string;
  /** Where the customer lands after giving up (the buy-credits page). */
  cancelUrl: string;
  /** Our POST /api/payments/{provider}/webhook. */
  webhookUrl: string;
}

export interface CheckoutResult {
  next: CheckoutNext;
  /** The provider's id of this checkout (session, order, charge...), stored on the invoice. */
  checkoutRef?: string;
}

/** A notification or return the provider has vouched for. */
export interface PaymentEvent {
  /** Our invoice id, when the provider echoes it back... */
  invoiceId?: number | null;
  /** ...or the checkout id we stored on the invoice. */
  checkoutRef?: string | null;
  paid: boolean;
  /** The provider's unique id of the payment; one payment credits at most once. */
  providerRef: string;
  amount?: number;
  currency?: string;
  /** 'shop' when the payment is for a shop order (invoiceId is then the order's id). */
  kind?: 'shop';
  /**
   * Why the provider left the money untaken (paid: false): the invoice could not take it when the buyer's
   * approval arrived, so it was never captured and nothing was charged.
   */
  notTaken?: string;
}

/** What a provider that takes the money in a second step (PayPal's capture) is about to take. */
export type PaymentClaim = Pick<
  PaymentEvent,
  'invoiceId' | 'kind' | 'checkoutRef' | 'providerRef' | 'amount' | 'currency'
>;

/**
 * Asked before taking approved money: why the invoice cannot take it now (paid by another payment, deleted,
 * re-priced), or null to take it. Money that lands between this answer and the capture is refunded as before.
 */
export type TakeCheck = (claim: PaymentClaim) => Promise<string | null>;

export interface ReturnContext {
  invoiceId: number;
  checkoutRef: string | null;
  invoice: CheckoutInvoice;
  query: Record<string, string>;
  cannotTake: TakeCheck;
}

export interface WebhookContext {
  webhookUrl: string;
  /** The invoice whose stored checkout id is `ref`, for providers that only echo their own ids. */
  invoiceByRef(ref: string): Promise<CheckoutInvoice | null>;
  cannotTake: TakeCheck;
}

export interface PaymentProvider {
  name: PaymentMethod;
  /** The site flag that switches the method on. */
  flag: keyof SiteSettings;
  /** Keys present on the server. */
  configured(): boolean;
  /** Settings (not keys) the method still needs before customers can use it, by field name. */
  missingDetails?(): Promise<string[]>;
  createCheckout(inv: CheckoutInvoice, urls: CheckoutUrls): Promise<CheckoutResult>;
  /** Verifies and reads a notification; null when it is not about a payment we act on. */
  handleWebhook(raw: Buffer, headers: IncomingHttpHeaders, ctx: WebhookContext): Promise<PaymentEvent | null>;
  /**
   * Asks the provider about the invoice when the customer returns; null when not paid (yet), an event with
   * `notTaken` when approved money was left untaken.
   */
  confirmReturn?(ctx: ReturnContext): Promise<PaymentEvent | null>;
  /**
   * Gives a whole payment back at the provider, for providers with a refund API. `paymentRef` is the
   * event's providerRef; `key` makes a repeated call refund once. Answers the provider's refund id.
   */
  refund?(req: RefundRequest): Promise<string>;
}

export interface RefundRequest {
  paymentRef: string;
  amount: number;
  currency: string;
  key: string;
}

export const badSignature = () =>
  httpError(400, 'BAD_REQUEST', 'The notification could not be verified and was ignored.');

export const providerFailed = (name: string) =>
  httpError(
    502,
    'INTERNAL',
    `The payment could not be started with ${name}. Please try again or choose another payment method.`,
  );

/**
 * The id a provider echoes back: shop orders carry a `shop-` prefix, as their ids are their own and would
 * otherwise be taken for credit invoices.
 */
export const taggedId = (inv: Pick<CheckoutInvoice, 'id' | 'kind'>) =>
  inv.kind === 'shop' ? `shop-${inv.id}` : String(inv.id);
/** Reads a tagged id back: the number and whether it names a shop order. */
export function readTaggedId(value: string | null | undefined): Pick<PaymentEvent, 'invoiceId' | 'kind'> {
  const text = String(value ?? '');
  const shop = /^shop-(\d+)$/.exec(text);
  if (shop) return { invoiceId: Number(shop[1]), kind: 'shop' };
  return { invoiceId: Number(text) || null };
}

/** Minor units to the decimal text most APIs want: 1234 -> '12.34'. */
export const decimal = (minor: number) => (minor / 100).toFixed(2);
/** '12.34' -> 1234, tolerant of '12.3' and '12'. */
export const toMinor = (value: string | number | undefined | null) =>
  Math.round(Number(value ?? Number.NaN) * 100);

export const header = (headers: IncomingHttpHeaders, name: string): string => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/** JSON over HTTP with a time limit; a non-2xx answer throws with the status and body for the log. */
export async function fetchJson<T = Record<string, unknown>>(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    /* keep text */
  }
  if (!res.ok) {
    const err = new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    Object.assign(err, { status: res.status, body });
    throw err;
  }
  return { status: res.status, body: body as T };
}

export function parseJsonBody<T>(raw: Buffer): T {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badSignature();
  }
  // `null`, a number or a string is valid JSON but no provider's notification.
  if (value === null || typeof value !== 'object') throw badSignature();
  return value as T;
}
