import { BellOutlined } from '@ant-design/icons';
import { isAdminArea, staffInboxesOf } from '@portal/contracts';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkRead, useNotifications } from '../../queries/orders';
import { useSession } from '../../platform/context';
import { formatDate } from './shared';

/**
 * The header bell: in-app notifications with the unread count, kept current by the shell's live updates.
 */
export function NotificationBell({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const staff = user ? isAdminArea(user.role_id) : false;
  // Staff read the inbox of their desks (orders, tickets, API access); holding none of them, no bell.
  const shown = !staff || staffInboxesOf(user).length > 0;
  const list = useNotifications(staff, shown);
  const markRead = useMarkRead(staff);
  const [open, setOpen] = useState(false);

  const items = list.data?.items ?? [];
  const content = (
    // Never wider than a phone's screen, less the popover's own padding.
    <div style={{ width: 'min(320px, calc(100vw - 56px))', maxHeight: 420, overflow: 'auto' }}>
      {items.length ? (
        <List
          size="small"
          dataSource={items}
          renderItem={(n) => (
            <List.Item
              style={{ cursor: 'pointer', opacity: n.read ? 0.6 : 1 }}
              onClick={() => {
                if (!n.read) markRead.mutate([n._id]);
                setOpen(false);
                if (n.link) void navigate({ to: n.link });
              }}
            >
              <List.Item.Meta
                title={<Typography.Text strong={!n.read}>{n.title}</Typography.Text>}
                description={
                  <>
                    {n.message}
                    <br />
                    <Typography.Text type="secondary">
                      {formatDate(n.created_at, i18n.language)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.notifications.empty')} />
      )}
    </div>
  );

  if (!shown) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the bell is not at the edge; the panel slides back onto the screen instead of leaving it.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('orders.notifications.title')}
          <Button
            size="small"
            type="link"
            disabled={!list.data?.unread}
            onClick={() => markRead.mutate(undefined)}
          >
            {t('orders.notifications.mark_all')}
          </Button>
        </div>
      }
      content={content}
    >
      <Badge count={list.data?.unread ?? 0} size="small" offset={[-4, 4]} data-testid="notification-count">
        <Button
          type="text"
          aria-label={t('orders.notifications.title')}
          icon={<BellOutlined />}
          style={{ color }}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
