import { App, Button, Card, Descriptions, Empty, Flex, Select, Space, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffApi } from './context.js';
import { DropZone } from './DropZone.js';
import { OrderMessages } from './OrderMessages.js';
import { useChangeStatus, useStaffOrder } from './queries.js';
import { StatusTag } from './StatusTag.js';
import { STAFF_STATUSES } from './types.js';

export interface OrderDetailsProps {
  orderId: number | null;
  /** 'folder' opens the files in the work folder (desktop); 'download' saves them (browser). */
  filesMode: 'folder' | 'download';
}

/** One order: what the customer sent, its status, the drop target for the modified file, the messages. */
export function OrderDetails({ orderId, filesMode }: OrderDetailsProps) {
  const { t } = useTranslation();
  const api = useStaffApi();
  const { message } = App.useApp();
  const { data: order, isLoading, error } = useStaffOrder(orderId);
  const changeStatus = useChangeStatus(orderId ?? 0);
  const [status, setStatus] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => setStatus(order?.status ?? null), [order?.status]);

  if (orderId === null)
    return <Empty description={t('desktop.order.select_hint')} style={{ marginTop: 48 }} />;
  if (isLoading) return <Spin style={{ display: 'block', marginTop: 48 }} />;
  if (error || !order)
    return <Empty description={(error as Error | null)?.message ?? t('desktop.errors.unexpected')} />;

  const openFiles = async () => {
    setOpening(true);
    try {
      await api.openOrderFiles(order._id);
      message.success(t('desktop.order.files_ready'));
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="order-details"
      title={t('desktop.order.title', { number: order.number })}
      extra={<StatusTag status={order.status} />}
    >
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('desktop.order.customer')}>{order.customer}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.reg_no')}>{order.reg_no}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.vehicle')}>{order.vehicle}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.ecu')}>{order.ecu}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.tool')}>{order.tool}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.time_frame')}>
          {t(`desktop.time_frame.${order.time_frame}`, { defaultValue: order.time_frame })}
        </Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.services')} span={2}>
          {order.services.join(', ')}
        </Descriptions.Item>
        {order.comment ? (
          <Descriptions.Item label={t('desktop.order.comment')} span={2}>
            <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {order.comment}
            </span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('desktop.order.original')}>{order.original_file ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('desktop.order.modified')}>
          <span data-testid="modified-file">{order.modified_file ?? ''}</span>
        </Descriptions.Item>
      </Descriptions>

      <Flex gap="small" wrap style={{ margin: '12px 0' }} justify="space-between">
        <Button loading={opening} onClick={() => void openFiles()}>
          {filesMode === 'folder' ? t('desktop.order.open_files') : t('desktop.order.download_files')}
        </Button>
        <Space.Compact>
          <Select
            value={status}
            onChange={setStatus}
            style={{ width: 180 }}
            options={STAFF_STATUSES.map((s) => ({ value: s, label: t(`desktop.status.${s}`) }))}
          />
          <Button
            loading={changeStatus.isPending}
            disabled={!status || status === order.status}
            onClick={() =>
              status &&
              changeStatus.mutate(status, {
                onSuccess: () => void message.success(t('desktop.order.status_changed')),
                onError: (err) => void message.error(err.message),
              })
            }
          >
            {t('desktop.order.change_status')}
          </Button>
        </Space.Compact>
      </Flex>

      <DropZone orderId={order._id} number={order.number} />

      <Tabs
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'messages',
            label: t('desktop.messages.title'),
            children: <OrderMessages orderId={order._id} />,
          },
        ]}
      />
    </Card>
  );
}
