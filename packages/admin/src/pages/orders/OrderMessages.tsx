import { useApi } from '../../platform/context';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { OrderKindName } from '@portal/api-client';
import type { OrderMessage } from '@portal/contracts';
import { errorMessage, useConfirmDelete } from '@portal/ui';
import { App, Button, Card, Empty, Input, List, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindApi, useOrderMessages, useOrderRefresh } from '../../queries/orders';
import { useSession } from '../../platform/context';
import { FileField } from './FileField';
import { formatDate, useDownload } from './shared';

/**
 * Staff may delete the messages the server lets them delete: the ones they wrote themselves. Deleting asks
 * first (spec 5) and the list refreshes for both sides.
 */
function DeleteMessageButton({ item, kind }: { item: OrderMessage; kind: OrderKindName }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const refresh = useOrderRefresh();
  const remove = async () => {
    try {
      await kindApi(api, kind).removeMessage(item._id);
      message.success(t('orders.details.message_deleted'));
      refresh(item.order_id);
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };
  return (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('common.delete')}
      data-testid={`delete-message-${item._id}`}
      onClick={() => confirmDelete(remove)}
    />
  );
}

/** The conversation on one order, oldest first, with attachments; new messages arrive live. */
export function OrderMessages({
  orderId,
  kind = 'order',
  staff = false,
}: {
  orderId: number;
  kind?: OrderKindName;
  staff?: boolean;
}) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const me = useSession((s) => s.user?._id);
  const list = useOrderMessages(orderId, kind);
  const refresh = useOrderRefresh();
  const download = useDownload();
  const calls = kindApi(api, kind);
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
      await calls.sendMessage(orderId, text.trim(), file);
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
            <List.Item data-testid={`message-${m._id}`}>
              <List.Item.Meta
                title={
                  <Space>
                    <Typography.Text strong>
                      {`${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDate(m.created_at, i18n.language)}
                    </Typography.Text>
                    {staff && m.sender._id === me ? <DeleteMessageButton item={m} kind={kind} /> : null}
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
                      <div dir="auto">{m.message}</div>
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
                              () => calls.downloadMessageFile(m._id),
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
          onChange={(e) => {
            setText(e.target.value);
            setEmpty(false);
          }}
          status={empty ? 'error' : undefined}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          placeholder={t('orders.details.write_message')}
          data-testid="message-text"
        />
        {empty ? (
          <Typography.Text type="danger" id={errorId} role="alert" data-testid="message-error">
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
            testId="message-file"
          />
          <Button type="primary" loading={busy} onClick={() => void send()} data-testid="message-send">
            {t('orders.details.send')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
