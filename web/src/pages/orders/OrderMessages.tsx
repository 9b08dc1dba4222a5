import { PaperClipOutlined } from '@ant-design/icons';
import { errorMessage } from '@portal/ui';
import { App, Button, Card, Empty, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useOrderMessages, useOrderRefresh } from '../../queries/orders';
import { FileField } from './FileField';
import { formatDate, useDownload } from './shared';

/** The conversation on one order, oldest first, with attachments; new messages arrive live. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useOrderMessages(orderId);
  const refresh = useOrderRefresh();
  const download = useDownload();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!text.trim() && !file) return;
    setBusy(true);
    try {
      await api.orders.sendMessage(orderId, text.trim(), file);
      setText('');
      setFile(undefined);
      refresh(orderId);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('orders.details.messages')} size="small">
      {list.data?.length ? (
        <List
          dataSource={list.data}
          renderItem={(m) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space>
                    <Typography.Text strong>
                      {`${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDate(m.created_at, i18n.language)}
                    </Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                      {m.message}
                    </Typography.Paragraph>
                    {m.file ? (
                      m.file_expired ? (
                        <Typography.Text type="secondary">{t('orders.details.file_expired')}</Typography.Text>
                      ) : (
                        <Button
                          size="small"
                          icon={<PaperClipOutlined />}
                          loading={download.busy === `m${m._id}`}
                          onClick={() =>
                            void download.run(
                              `m${m._id}`,
                              () => api.orders.downloadMessageFile(m._id),
                              m.file?.name ?? 'file',
                            )
                          }
                        >
                          {m.file.name}
                        </Button>
                      )
                    ) : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.details.no_messages')} />
      )}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          rows={2}
          value={text}
          maxLength={5000}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('orders.details.write_message')}
        />
        <Space wrap>
          <FileField value={file} onChange={setFile} testId="message-file" />
          <Button type="primary" loading={busy} onClick={() => void send()}>
            {t('orders.details.send')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
