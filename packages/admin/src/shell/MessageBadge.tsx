import { MailOutlined } from '@ant-design/icons';
import { isAdminArea } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../platform/context';

/**
 * The customer's unread staff messages in the header. The shell's live updates refetch the count when a
 * message arrives (`message.created`) or the box is read in any tab (`messages.read`).
 */
export function MessageBadge({ color }: { color?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const customer = useSession((s) => (s.user ? !isAdminArea(s.user.role_id) : false));
  const unread = useQuery({
    queryKey: ['messages-unread'],
    queryFn: () => api.support.messages.unreadCount(),
    enabled: customer,
  });
  if (!customer) return null;
  const count = unread.data?.count ?? 0;
  return (
    <Badge count={count} size="small" offset={[-4, 4]} data-testid="message-count">
      <Button
        type="text"
        aria-label={count ? t('support.messages.unread', { n: count }) : t('support.menu.messages')}
        icon={<MailOutlined />}
        style={{ color }}
        data-testid="message-badge"
        onClick={() => void navigate({ to: '/messages' })}
      />
    </Badge>
  );
}
