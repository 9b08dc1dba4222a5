import type { OrderCountName } from '@portal/api-client';
import { Badge } from 'antd';
import { useOrderCount } from '../../queries/orders';

/**
 * The live count of an order list at the end of its menu entry (spec 2: counts in the menu). The count is
 * refreshed by the realtime connection's counts.updated events; nothing is shown at zero.
 */
export function MenuCount({ count }: { count: OrderCountName }) {
  const n = useOrderCount(count).data ?? 0;
  return n > 0 ? (
    <Badge count={n} size="small" data-testid={`menu-count-${count}`} style={{ boxShadow: 'none' }} />
  ) : null;
}
