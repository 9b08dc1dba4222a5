import { hasPermission, type Permission, SHOP_PAYMENT_METHODS } from '@portal/contracts';
import { type ShopAction, shopActionsFor } from '@portal/domain';
import { errorMessage, PageHeader } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Alert, App, Button, Card, DatePicker, Form, Input, Modal, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../platform/context';
import { shopKeys, useShopOrderRef } from '../../queries/shop';
import { MarkRefundedButton, offersMarkRefunded } from './MarkRefundedButton';
import { OrderSummary } from './OrderSummary';
import { RefundTag } from './RefundTag';

const PERMISSION: Record<ShopAction, Permission> = {
  mark_as_paid: 'shop_manager.mark_as_paid_order',
  mark_as_processing: 'shop_manager.process_order',
  mark_as_on_hold: 'shop_manager.hold_order',
  mark_as_shipped: 'shop_manager.ship_order',
  mark_as_completed: 'shop_manager.complete_order',
  cancel: 'shop_manager.cancel_order',
};
/** Actions that ask for details first. */
const WITH_FORM: ShopAction[] = ['mark_as_paid', 'mark_as_on_hold', 'mark_as_shipped', 'cancel'];
type FormValues = {
  reason?: string;
  parcel_tracking_number?: string;
  eta?: Dayjs;
  payment_method?: string;
  txn_id?: string;
};

/** One shop order for staff: its lines and sums, and buttons for the state changes allowed now. */
export function ShopOrderPage() {
  const { order_id } = useParams({ strict: false }) as { order_id?: string };
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const order = useShopOrderRef(order_id ?? '');
  const id = order.data?._id ?? 0;
  const [asking, setAsking] = useState<ShopAction | null>(null);
  const [form] = Form.useForm<FormValues>();
  const run = useMutation({
    mutationFn: ({ action, v }: { action: ShopAction; v: FormValues }) => {
      const o = api.shop.orders;
      switch (action) {
        case 'mark_as_paid':
          return o.markPaid(id, v.payment_method ?? 'bank', v.txn_id ?? '');
        case 'mark_as_processing':
          return o.markProcessing(id);
        case 'mark_as_on_hold':
          return o.markOnHold(id, v.reason ?? '');
        case 'mark_as_shipped':
          return o.markShipped(id, v.parcel_tracking_number ?? '', (v.eta as Dayjs).endOf('day').valueOf());
        case 'mark_as_completed':
          return o.markCompleted(id);
        default:
          return o.cancel(id, v.reason ?? '');
      }
    },
    onSuccess: (r) => {
      message.success((r as { message?: string }).message ?? t('common.saved'));
      setAsking(null);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: shopKeys.all });
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });

  if (order.isLoading) return <Spin />;
  if (!order.data) return <Alert type="error" message={errorMessage(order.error, t)} />;
  const actions = shopActionsFor(order.data.status).filter((a) => hasPermission(user, PERMISSION[a]));
  const click = (a: ShopAction) => (WITH_FORM.includes(a) ? setAsking(a) : run.mutate({ action: a, v: {} }));
  return (
    <>
      <PageHeader
        title={`${t('shop.order.title')} ${order.data.invoice_no}`}
        extra={<RefundTag order={order.data} />}
      />
      {/* A closed order has nothing left to do: no empty frame. */}
      {actions.length > 0 || offersMarkRefunded(order.data, user) ? (
        <Card style={{ marginBottom: 16 }}>
          <Space wrap>
            <MarkRefundedButton order={order.data} />
            {actions.map((a) => (
              <Button
                key={a}
                data-testid={`shop-action-${a}`}
                danger={a === 'cancel'}
                loading={run.isPending}
                onClick={() => click(a)}
              >
                {t(`shop.actions.${a}`)}
              </Button>
            ))}
          </Space>
        </Card>
      ) : null}
      <OrderSummary order={order.data} forStaff />
      <Modal
        open={asking !== null}
        title={asking ? t(`shop.actions.${asking}`) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        confirmLoading={run.isPending}
        destroyOnHidden
      >
        <Form
          scrollToFirstError={{ block: 'center', focus: true }}
          form={form}
          layout="vertical"
          onFinish={(v) => asking && run.mutate({ action: asking, v })}
        >
          {asking === 'mark_as_on_hold' || asking === 'cancel' ? (
            <Form.Item
              name="reason"
              label={t('shop.order.reason')}
              rules={[{ required: true, whitespace: true, message: t('shop.order.reason_required') }]}
            >
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          ) : null}
          {asking === 'mark_as_shipped' ? (
            <>
              <Form.Item
                name="parcel_tracking_number"
                label={t('shop.order.tracking')}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={120} data-testid="shop-tracking-input" />
              </Form.Item>
              {/* As the server checks it: not before the day the order was placed (here in the staff's own time zone). */}
              <Form.Item
                name="eta"
                label={t('shop.order.eta')}
                rules={[
                  { required: true, message: t('validation.required') },
                  {
                    validator: (_, v?: Dayjs) =>
                      v && order.data && v.isBefore(order.data.created_at, 'day')
                        ? Promise.reject(new Error(t('shop.order.eta_before_order')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(d) => !!order.data && d.isBefore(order.data.created_at, 'day')}
                  data-testid="shop-eta-input"
                />
              </Form.Item>
            </>
          ) : null}
          {asking === 'mark_as_paid' ? (
            <>
              <Form.Item
                name="payment_method"
                label={t('shop.order.payment_method')}
                initialValue={order.data.payment_method}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Select
                  options={SHOP_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`shop.payment.${m}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="txn_id"
                label={t('shop.order.txn_id')}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={120} />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
