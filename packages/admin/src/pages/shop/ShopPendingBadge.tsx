import { Badge } from 'antd';
import { useShopPendingCount } from '../../queries/shop';

/** Orders still needing staff, next to the menu entry; refreshed by live shop order events. */
export function ShopPendingBadge() {
  const count = useShopPendingCount(true).data ?? 0;
  return count ? <Badge count={count} size="small" data-testid="shop-pending" /> : null;
}
