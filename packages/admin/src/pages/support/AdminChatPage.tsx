import { PageHeader } from '@portal/ui';
import { Badge, Col, Empty, List, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUsers } from '../../queries/support';
import { formatDate } from '../orders/shared';
import { ChatWindow } from './ChatWindow';

/** /admin/chat_support: the conversations (newest first, unread count, online state) and the open one. */
export function AdminChatPage() {
  const { t, i18n } = useTranslation();
  const users = useChatUsers();
  const [open, setOpen] = useState<number | null>(null);
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
                      text={`${u.firstname} ${u.lastname}`.trim() || u.username}
                      data-testid={`chat-presence-${u._id}-${u.online ? 'online' : 'offline'}`}
                    />
                  }
                  description={
                    <>
                      <Typography.Text ellipsis style={{ maxWidth: 240 }}>
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
              title={`${current.firstname} ${current.lastname}`.trim() || current.username}
            />
          ) : (
            <Empty description={t('support.chat.choose_conversation')} />
          )}
        </Col>
      </Row>
    </>
  );
}
