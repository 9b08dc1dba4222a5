import type { ShopOrderStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ShopOrderStatus, string> = {
  initiated: 'default',
  paid: 'blue',
  processing: 'cyan',
  on_hold: 'orange',
  shipped: 'purple',
  completed: 'green',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="shop-order-status">
      {t(`shop.order_status.${status}`)}
    </Tag>
  );
}
