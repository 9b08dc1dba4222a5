import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key in a payment return address. Only the person sent to the provider holds it, so the public return
 * call can tell them how their invoice stands while telling anyone else nothing (not even that it exists).
 */
export function returnKey(secret: string, invoiceId: number): string {
  return createHmac('sha256', secret).update(`payment-return:${invoiceId}`).digest('base64url').slice(0, 24);
}

export function isReturnKey(secret: string, invoiceId: number, key: unknown): boolean {
  if (typeof key !== 'string' || key.length !== 24) return false;
  return timingSafeEqual(Buffer.from(key), Buffer.from(returnKey(secret, invoiceId)));
}
