import { OrderSummary, useShopOrderByInvoice } from '@portal/admin/shared';
import { errorMessage, PageHeader } from '@portal/ui';
import { useParams } from '@tanstack/react-router';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankTransferDetails } from './BankTransferDetails';

/** One of the customer's shop orders; live shop order events refresh it without a reload. */
export function MyOrderPage() {
  const { t } = useTranslation();
  const { invoice_no } = useParams({ strict: false }) as { invoice_no: string };
  const order = useShopOrderByInvoice(invoice_no);
  if (order.isLoading) return <Spin />;
  if (!order.data) return <Alert type="error" message={errorMessage(order.error, t)} />;
  return (
    <>
      <PageHeader title={`${t('shop.order.title')} ${order.data.invoice_no}`} />
      {order.data.bank_transfer ? (
        <Card title={t('shop.checkout.bank_title')} style={{ marginBottom: 16 }}>
          <BankTransferDetails info={order.data.bank_transfer} />
        </Card>
      ) : null}
      <OrderSummary order={order.data} />
      {/* Why the VAT line says 0 %: the same notes as at checkout and on the invoice. */}
      {order.data.reverse_charge ? (
        <Alert
          type="info"
          showIcon
          title={t('credits.buy.reverse_charge')}
          style={{ marginTop: 16 }}
          data-testid="shop-reverse-charge"
        />
      ) : null}
      {order.data.export ? (
        <Alert
          type="info"
          showIcon
          title={t('shop.checkout.export')}
          style={{ marginTop: 16 }}
          data-testid="shop-export"
        />
      ) : null}
    </>
  );
}
