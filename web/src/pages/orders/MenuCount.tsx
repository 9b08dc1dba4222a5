import type { OrderCountName } from '@portal/api-client';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useOrderCount } from '../../queries/orders';

/**
 * A menu icon with the live count of an order list beside it (spec 2: counts in the menu). The count is
 * refreshed by the realtime connection's counts.updated events.
 */
export function MenuCount({ icon, count }: { icon: ReactNode; count: OrderCountName }) {
  const n = useOrderCount(count).data ?? 0;
  return (
    <span className="anticon" style={{ position: 'relative' }}>
      {icon}
      {n > 0 ? (
        <Badge
          count={n}
          size="small"
          data-testid={`menu-count-${count}`}
          style={{ position: 'absolute', top: -10, insetInlineStart: 8, boxShadow: 'none' }}
        />
      ) : null}
    </span>
  );
}
