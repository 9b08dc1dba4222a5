import { Button, Card, Empty, Flex, List, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffApi } from './context.js';
import { useUploads } from './queries.js';
import type { UploadState } from './types.js';

const STATE_COLORS: Record<UploadState, string> = {
  waiting: 'default',
  asking: 'gold',
  uploading: 'processing',
  retrying: 'orange',
  delivered: 'success',
  failed: 'error',
};

/** The upload queue: progress, retries and failures, with one click to send a file that waits for it. */
export function UploadList({ onOpenOrder }: { onOpenOrder?: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const api = useStaffApi();
  const items = [...useUploads()].reverse();

  return (
    <Card size="small" title={t('desktop.uploads.title')} data-testid="uploads">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desktop.uploads.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(u) => (
            <List.Item key={u.id} data-testid={`upload-${u.orderId}`} data-state={u.state}>
              <Flex vertical style={{ width: '100%' }} gap={4}>
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Text ellipsis style={{ maxWidth: 260 }}>
                    {u.fileName}
                  </Typography.Text>
                  <Tag color={STATE_COLORS[u.state]}>{t(`desktop.uploads.state.${u.state}`)}</Tag>
                </Flex>
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Link onClick={() => onOpenOrder?.(u.orderId)}>
                    {t('desktop.uploads.order', { number: u.orderId })}
                  </Typography.Link>
                  <Space size="small">
                    {u.state === 'asking' ? (
                      <>
                        <Button size="small" type="primary" onClick={() => void api.answerUpload(u.id, true)}>
                          {t('desktop.uploads.upload')}
                        </Button>
                        <Button size="small" onClick={() => void api.answerUpload(u.id, false)}>
                          {t('desktop.uploads.discard')}
                        </Button>
                      </>
                    ) : null}
                    {u.state === 'failed' || u.state === 'retrying' ? (
                      <Button size="small" onClick={() => void api.retryUpload(u.id)}>
                        {t('desktop.uploads.retry')}
                      </Button>
                    ) : null}
                  </Space>
                </Flex>
                {u.state === 'uploading' ? (
                  <Progress percent={Math.round(u.progress * 100)} size="small" />
                ) : null}
                {u.error ? (
                  <Typography.Text
                    type={u.state === 'failed' ? 'danger' : 'warning'}
                    style={{ fontSize: 12 }}
                  >
                    {/* Either a key of ours (no answer at all) or the server's own message. */}
                    {u.error.startsWith('desktop.') ? t(u.error) : u.error}
                    {u.state === 'retrying' && u.nextAttemptAt
                      ? ` - ${t('desktop.uploads.next_attempt', {
                          time: new Date(u.nextAttemptAt).toLocaleTimeString(i18n.language),
                        })}`
                      : ''}
                  </Typography.Text>
                ) : null}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
