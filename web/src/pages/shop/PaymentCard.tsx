import type { ShopPaymentMethod } from '@portal/contracts';
import { Alert, Button, Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The checkout's payment method and the button that places the order. With no method the shop can take
 * (bank transfer off, no provider set up) it says so instead of asking for a choice that cannot be made.
 */
export function PaymentCard({
  methods,
  cannotPay,
  placing,
}: {
  methods: ShopPaymentMethod[];
  cannotPay: boolean;
  placing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('shop.order.payment_method')}>
      {cannotPay ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('shop.checkout.no_payment')}
          data-testid="shop-no-payment"
        />
      ) : (
        <Form.Item name="payment_method" rules={[{ required: true, message: t('validation.required') }]}>
          <Radio.Group options={methods.map((m) => ({ value: m, label: t(`shop.payment.${m}`) }))} />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={placing}
        disabled={cannotPay}
        block
        data-testid="shop-place-order"
      >
        {t('shop.checkout.place')}
      </Button>
    </Card>
  );
}
