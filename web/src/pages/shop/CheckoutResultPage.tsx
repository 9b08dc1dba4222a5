import { Link, useParams } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the payment provider sends the customer back: paid, given up, or still on its way. */
export function CheckoutResultPage() {
  const { t } = useTranslation();
  const { status, invoice_no } = useParams({ strict: false }) as { status: string; invoice_no?: string };
  const kind = status === 'success' ? 'success' : status === 'cancel' ? 'cancel' : 'pending';
  return (
    <Result
      status={kind === 'success' ? 'success' : kind === 'cancel' ? 'warning' : 'info'}
      title={<span data-testid="shop-checkout-result">{t(`shop.checkout.result.${kind}`)}</span>}
      subTitle={invoice_no}
      extra={
        invoice_no ? (
          <Link to="/shop/order/$invoice_no" params={{ invoice_no }}>
            <Button type="primary">{t('shop.checkout.see_order')}</Button>
          </Link>
        ) : (
          <Link to="/shop/orders">
            <Button>{t('shop.menu.my_orders')}</Button>
          </Link>
        )
      }
    />
  );
}
