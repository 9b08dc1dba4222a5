import type { ShopOrder } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** A payment method in the reader's words; a method staff typed by hand is shown as typed. */
export const paymentMethodText = (t: TFunction, method: string) =>
  t(`shop.payment.${method}`, { defaultValue: method });

/** Why an order was cancelled: the portal's own reasons are codes (`auto:...`) shown in the reader's words. */
export function cancelReasonText(t: TFunction, reason: string): string {
  const code = /^auto:([a-z_]+)$/.exec(reason)?.[1];
  return code ? t(`shop.order.auto_reason.${code}`, { defaultValue: reason }) : reason;
}

const BY_HAND = 'refunded:manual';

/**
 * What happened to the money of a cancelled paid order (server codes, see the shop's refund.ts): staff read
 * whether they must refund by hand, the customer whether the money is on its way back.
 */
export function refundText(t: TFunction, order: ShopOrder, forStaff: boolean): string | null {
  const note = order.refund_note;
  if (!note) return null;
  const method = paymentMethodText(t, order.payment_method);
  if (note.startsWith(BY_HAND)) {
    // Given back by staff themselves: `refunded:manual` or `refunded:manual:<their reference>`.
    const ref = note.slice(BY_HAND.length + 1);
    if (forStaff) return ref ? t('shop.order.refund.by_hand_ref', { ref }) : t('shop.order.refund.by_hand');
    return ref ? t('shop.order.refund.done_customer_ref', { ref }) : t('shop.order.refund.done_customer');
  }
  if (note.startsWith('refunded:'))
    return t('shop.order.refund.refunded', { method, ref: note.slice('refunded:'.length) });
  if (!forStaff) return t('shop.order.refund.due_customer');
  if (note === 'refund_due:failed') return t('shop.order.refund.failed', { method });
  if (note === 'refund_due:manual') return t('shop.order.refund.manual', { method });
  return t('shop.order.refund.pending', { method });
}
