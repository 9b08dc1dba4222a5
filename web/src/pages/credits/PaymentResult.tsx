import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Where the provider sent the customer back to: the server put the outcome in `payment`. `refunded`: the
 * payment arrived for an invoice that could not take it (paid by another payment, deleted, changed) and went
 * back through the provider. `not_taken`: approved at the provider when the invoice could not take it, so it
 * was never collected.
 */
export type PaymentOutcome = 'paid' | 'pending' | 'cancelled' | 'refunded' | 'not_taken' | 'unknown';

export function PaymentResult({ outcome, arrived }: { outcome: PaymentOutcome; arrived: boolean }) {
  const { t } = useTranslation();
  // A pending payment that has since been credited (webhook, admin) reads as paid without a reload.
  if (outcome === 'paid' || (outcome === 'pending' && arrived))
    return (
      <Alert type="success" showIcon title={t('credits.result.paid')} data-testid="payment-result-paid" />
    );
  if (outcome === 'pending')
    return (
      <Alert type="info" showIcon title={t('credits.result.pending')} data-testid="payment-result-pending" />
    );
  if (outcome === 'refunded')
    return (
      <Alert
        type="info"
        showIcon
        title={t('credits.result.refunded')}
        data-testid="payment-result-refunded"
      />
    );
  if (outcome === 'not_taken')
    return (
      <Alert
        type="info"
        showIcon
        title={t('credits.result.not_taken')}
        data-testid="payment-result-not-taken"
      />
    );
  if (outcome === 'cancelled')
    return (
      <Alert
        type="warning"
        showIcon
        title={t('credits.result.cancelled')}
        data-testid="payment-result-cancelled"
      />
    );
  return (
    <Alert type="error" showIcon title={t('credits.result.unknown')} data-testid="payment-result-unknown" />
  );
}
