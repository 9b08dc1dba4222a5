import type { PaymentOutcome } from './PaymentResult';

/** Search params of /buy_credits: the server sends the customer back here with the outcome. */
export interface BuyCreditsSearch {
  payment?: PaymentOutcome;
  invoice?: number;
}

export function buyCreditsSearch(raw: Record<string, unknown>): BuyCreditsSearch {
  const outcomes: PaymentOutcome[] = ['paid', 'pending', 'cancelled', 'refunded', 'not_taken', 'unknown'];
  const payment = outcomes.find((o) => o === raw.payment);
  const invoice = Number(raw.invoice);
  return { payment, invoice: Number.isInteger(invoice) && invoice > 0 ? invoice : undefined };
}
