import { useApi } from '@portal/admin';
import { formatDate } from '@portal/admin/shared';
import type { InboxMessage } from '@portal/contracts';
import { errorMessage, PageHeader, useConfirmDelete } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A message's body: sanitised by the server (formatting, https links, simple tables and the portal's own pictures only). */
function MessageBody({ html }: { html: string }) {
  return (
    <div
      className="message-body"
      data-testid="message-body"
      dir="auto"
      style={{ whiteSpace: 'pre-line' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** /messages: the customer's message box; messages from the staff, newest first, as formatted text with pictures. */
export function MessagesPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const box = useQuery({
    queryKey: ['inbox'],
    queryFn: async () => {
      const page = await api.support.messages.inbox({ size: 50 });
      // Reading the box marks its new messages read. The server says so on the live socket too, but a page
      // just opened (e.g. from a notification) may ask for the count before its socket is connected.
      if (page.items.some((m) => !m.read)) void qc.invalidateQueries({ queryKey: ['messages-unread'] });
      return page;
    },
  });
  const remove = (m: InboxMessage) =>
    confirmDelete(async () => {
      try {
        await api.support.messages.remove(m._id);
        void qc.invalidateQueries({ queryKey: ['inbox'] });
      } catch (err) {
        message.error(errorMessage(err, t));
      }
    });
  return (
    <>
      <PageHeader title={t('support.titles.messages')} />
      <Card data-testid="message-box">
        {box.data?.items.length ? (
          <List
            dataSource={box.data.items}
            renderItem={(m) => (
              <List.Item
                data-testid={`inbox-message-${m._id}`}
                actions={[
                  <Button
                    key="delete"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => remove(m)}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Typography.Text strong>{m.subject}</Typography.Text>
                      {!m.read ? <Tag color="blue">{t('support.messages.new')}</Tag> : null}
                      <Typography.Text type="secondary">
                        {formatDate(m.created_at, i18n.language)}
                      </Typography.Text>
                    </Space>
                  }
                  description={<MessageBody html={m.message} />}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('support.messages.empty')} />
        )}
      </Card>
    </>
  );
}
