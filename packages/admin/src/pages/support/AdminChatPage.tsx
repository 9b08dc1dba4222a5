import { OWN_DIRECTION, PageHeader } from '@portal/ui';
import { useSearch } from '@tanstack/react-router';
import { Badge, Col, Empty, List, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUsers } from '../../queries/support';
import { formatDate } from '../orders/shared';
import { ChatWindow } from './ChatWindow';
import { PersonName } from './PersonName';

/**
 * /admin/chat_support: the conversations (newest first, unread count, online state) and the open one;
 * `?user=12` opens that customer's (a notification's link).
 */
export function AdminChatPage() {
  const { t, i18n } = useTranslation();
  const users = useChatUsers();
  const { user } = useSearch({ strict: false }) as { user?: unknown };
  const asked = typeof user === 'number' && Number.isInteger(user) ? user : null;
  const [open, setOpen] = useState<number | null>(asked);
  // A later link (another notification clicked while the page is open) switches the conversation.
  useEffect(() => {
    if (asked !== null) setOpen(asked);
  }, [asked]);
  const current = users.data?.find((u) => u._id === open);
  return (
    <>
      <PageHeader title={t('support.titles.chat_support')} />
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <List
            bordered
            loading={users.isLoading}
            locale={{ emptyText: t('support.chat.no_conversations') }}
            dataSource={users.data ?? []}
            renderItem={(u) => (
              <List.Item
                onClick={() => setOpen(u._id)}
                style={{
                  cursor: 'pointer',
                  background: u._id === open ? 'rgba(22,119,255,0.08)' : undefined,
                }}
                data-testid={`chat-user-${u._id}`}
                extra={u.unread ? <Badge count={u.unread} data-testid={`chat-unread-${u._id}`} /> : null}
              >
                <List.Item.Meta
                  title={
                    <Badge
                      status={u.online ? 'success' : 'default'}
                      text={<PersonName person={u} testId={`chat-user-name-${u._id}`} />}
                      data-testid={`chat-presence-${u._id}-${u.online ? 'online' : 'offline'}`}
                    />
                  }
                  description={
                    <>
                      {/* The preview runs and is cut at the end of its own language, not of the page's. */}
                      <Typography.Text
                        ellipsis
                        dir={OWN_DIRECTION.dir}
                        style={{ ...OWN_DIRECTION.style, display: 'block', maxWidth: 240 }}
                        data-testid={`chat-preview-${u._id}`}
                      >
                        {u.last_message}
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDate(u.last_message_at, i18n.language)}
                      </Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Col>
        <Col xs={24} md={15}>
          {current ? (
            <ChatWindow
              key={current._id}
              userId={current._id}
              title={<PersonName person={current} testId="chat-window-name" />}
            />
          ) : (
            <Empty description={t('support.chat.choose_conversation')} />
          )}
        </Col>
      </Row>
    </>
  );
}
