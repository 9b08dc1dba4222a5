import { isAdminArea } from '@portal/contracts';
import { Badge } from 'antd';
import { useSession } from '../../platform/context';
import { useTicketCount } from '../../queries/support';

/** Open tickets at the end of the menu entry; kept current by counts.updated events; nothing at zero. */
export function TicketCount() {
  const user = useSession((s) => s.user);
  const staff = !!user && isAdminArea(user.role_id);
  const n = useTicketCount(staff, !!user).data ?? 0;
  return n > 0 ? (
    <Badge
      count={n}
      size="small"
      data-testid={staff ? 'menu-count-open_tickets_count' : 'menu-count-user_open_tickets_count'}
      style={{ boxShadow: 'none' }}
    />
  ) : null;
}
