/** How a shop order can be paid (plain, so pages can list them without the schemas). */
export const SHOP_PAYMENT_METHODS = ['bank', 'stripe', 'paypal', 'payfast', 'square', 'crypto'] as const;

export const SHOP_ORDER_STATUSES = [
  'initiated',
  'paid',
  'processing',
  'on_hold',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const THEMES = ['dark', 'red', 'custom', 'default'] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * `refund_note`s of a cancelled paid order whose money staff must give back by hand (no refund API at the
 * provider, or it refused); see the server's shop refund.ts for every note.
 */
export const SHOP_REFUND_BY_HAND: readonly string[] = ['refund_due:manual', 'refund_due:failed'];
export const refundDueByHand = (note: string | null | undefined) =>
  !!note && SHOP_REFUND_BY_HAND.includes(note);

/* Order and ticket states, plain here (their schemas in schemas/orders.ts and schemas/support.ts build on
   them) so that the route search checks of the first load do not bring TypeBox in with the schemas. */
export const ORDER_STATUSES = [
  'unpaid',
  'pending',
  'in_progress',
  'on_hold',
  'issue_reported',
  'incomplete',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TICKET_STATUSES = ['open', 'solved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
