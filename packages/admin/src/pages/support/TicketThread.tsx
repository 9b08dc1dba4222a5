import { PaperClipOutlined } from '@ant-design/icons';
import { errorMessage } from '@portal/ui';
import { App, Button, Card, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useTicketMessages, useTicketRefresh } from '../../queries/support';
import { FileField } from '../orders/FileField';
import { formatDate, useDownload } from '../orders/shared';
import { ATTACHMENT_ACCEPT } from './accept';

/**
 * The thread of one ticket, oldest first, with files on both sides; replies of the other side arrive live
 * (ticket.message events make the thread stale). Text is shown as text, never as markup.
 */
export function TicketThread({ ticketId }: { ticketId: number }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useTicketMessages(ticketId);
  const refresh = useTicketRefresh();
  const download = useDownload();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  // Send with neither text nor file says so at the box rather than doing nothing.
  const [empty, setEmpty] = useState(false);
  const errorId = useId();
  const send = async () => {
    if (!text.trim() && !file) {
      setEmpty(true);
      return;
    }
    setBusy(true);
    try {
      await api.support.tickets.reply(ticketId, text.trim(), file);
      setText('');
      setFile(undefined);
      refresh(ticketId);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('support.ticket.messages')} size="small" data-testid="ticket-thread">
      {list.data?.length ? (
        <List
          dataSource={list.data}
          renderItem={(m) => (
            <List.Item data-testid={`ticket-message-${m._id}`}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>
                      {`${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username}
                    </Typography.Text>
                    {m.from_staff ? <Tag color="blue">{t('support.ticket.staff')}</Tag> : null}
                    <Typography.Text type="secondary">
                      {formatDate(m.created_at, i18n.language)}
                    </Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                      <div dir="auto">{m.message}</div>
                    </Typography.Paragraph>
                    {m.file ? (
                      <Button
                        size="small"
                        icon={<PaperClipOutlined />}
                        loading={download.busy === `m${m._id}`}
                        onClick={() =>
                          void download.run(
                            `m${m._id}`,
                            () => api.support.tickets.downloadMessageFile(m._id),
                            m.file?.name ?? 'file',
                          )
                        }
                      >
                        {m.file.name}
                      </Button>
                    ) : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.ticket.no_messages')} />
      )}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          rows={3}
          value={text}
          maxLength={5000}
          onChange={(e) => {
            setText(e.target.value);
            setEmpty(false);
          }}
          status={empty ? 'error' : undefined}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          placeholder={t('support.ticket.write_reply')}
          data-testid="ticket-reply-text"
        />
        {empty ? (
          <Typography.Text type="danger" id={errorId} role="alert" data-testid="ticket-reply-error">
            {t('validation.message_or_file')}
          </Typography.Text>
        ) : null}
        <Space wrap>
          <FileField
            value={file}
            onChange={(f) => {
              setFile(f);
              setEmpty(false);
            }}
            accept={ATTACHMENT_ACCEPT}
            testId="ticket-reply-file"
          />
          <Button type="primary" loading={busy} onClick={() => void send()} data-testid="ticket-reply-send">
            {t('support.ticket.send')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
