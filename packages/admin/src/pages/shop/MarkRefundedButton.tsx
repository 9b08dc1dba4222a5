import { hasPermission, refundDueByHand, type ShopOrder } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../platform/context';
import { shopKeys } from '../../queries/shop';

/** Whether `user` is offered "Mark as refunded" on `order`. */
export const offersMarkRefunded = (order: ShopOrder, user: Parameters<typeof hasPermission>[0]) =>
  refundDueByHand(order.refund_note) && hasPermission(user, 'shop_manager.cancel_order');

/**
 * "Mark as refunded" for a cancelled paid order whose money staff must give back by hand; asks for an
 * optional reference (e.g. the bank transfer's id). Offered to whoever may cancel orders, as the server
 * allows; a second click while the first is on its way is refused there with 409.
 */
export function MarkRefundedButton({ order }: { order: ShopOrder }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reference?: string }>();
  const run = useMutation({
    mutationFn: (reference: string) => api.shop.orders.markRefunded(order._id, reference),
    onSuccess: (r) => {
      message.success((r as { message?: string }).message ?? t('common.saved'));
      setOpen(false);
    },
    onError: (err) => void message.error(errorMessage(err, t)),
    // Also after a 409: the order was refunded meanwhile, and the page should say so.
    onSettled: () => qc.invalidateQueries({ queryKey: shopKeys.all }),
  });
  if (!offersMarkRefunded(order, user)) return null;
  return (
    <>
      <Button type="primary" data-testid="shop-mark-refunded" onClick={() => setOpen(true)}>
        {t('shop.order.refund.mark')}
      </Button>
      <Modal
        open={open}
        title={t('shop.order.refund.mark')}
        okText={t('shop.order.refund.mark')}
        okButtonProps={{ 'data-testid': 'shop-mark-refunded-save' } as never}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={run.isPending}
        destroyOnHidden
      >
        <Form
          scrollToFirstError={{ block: 'center', focus: true }}
          form={form}
          layout="vertical"
          onFinish={(v) => run.mutate(v.reference?.trim() ?? '')}
        >
          <Form.Item
            name="reference"
            label={t('shop.order.refund.reference')}
            extra={t('shop.order.refund.reference_hint')}
          >
            <Input maxLength={120} data-testid="shop-refund-reference" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
