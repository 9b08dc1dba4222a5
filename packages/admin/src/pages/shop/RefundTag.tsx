import type { ShopOrder } from '@portal/contracts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { refundText } from './orderTexts';

/**
 * Staff's tag of a cancelled paid order's money: red while a refund is due (or being asked for), green once
 * it has been given back; the tooltip says how.
 */
export function RefundTag({ order }: { order: ShopOrder }) {
  const { t } = useTranslation();
  const note = order.refund_note;
  if (!note) return null;
  const due = note.startsWith('refund_due');
  return (
    <Tooltip title={refundText(t, order, true)}>
      <Tag color={due ? 'error' : 'success'} data-testid={due ? 'shop-refund-due' : 'shop-refunded'}>
        {due ? t('shop.order.refund.due_tag') : t('shop.order.refund.refunded_tag')}
      </Tag>
    </Tooltip>
  );
}
