import { DownloadOutlined } from '@ant-design/icons';
import type { Order } from '@portal/contracts';
import { formatCredits } from '@portal/domain';
import { PageHeader } from '@portal/ui';
import { useParams } from '@tanstack/react-router';
import { Alert, Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useOrder } from '../../queries/orders';
import { CustomerActions, StaffActions } from './OrderActions';
import { OrderMessages } from './OrderMessages';
import { formatDate, OrderStatusTag, useDownload, vehicleOf } from './shared';

/**
 * The order's history as far as the order itself tells it: sent, paid, each delivered file, the end. The
 * server keeps a fuller event log but does not answer it to the web app yet.
 */
function StatusTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const d = (iso: string | null) => formatDate(iso, i18n.language);
  const items = [
    { key: 'created', children: `${t('orders.details.sent')} - ${d(order.created_at)}` },
    ...(order.paid_at
      ? [{ key: 'paid', children: `${t('orders.details.paid')} - ${d(order.paid_at)}` }]
      : []),
    ...[...order.revisions].reverse().map((r) => ({
      key: `r${r.revision}`,
      color: 'green',
      children: `${t('orders.details.revision', { n: r.revision })} - ${d(r.created_at)}${r.note ? ` - ${r.note}` : ''}`,
    })),
    {
      key: 'now',
      color: order.status === 'cancelled' ? 'red' : order.status === 'completed' ? 'green' : 'blue',
      children: (
        <Space wrap>
          <OrderStatusTag status={order.status} />
          {order.current_status}
        </Space>
      ),
    },
  ];
  return <Timeline items={items} />;
}

function Files({ order, staff }: { order: Order; staff: boolean }) {
  const { t } = useTranslation();
  const { busy, run } = useDownload();
  if (order.file_expired)
    return (
      <Alert type="warning" showIcon data-testid="file-expired" message={t('orders.details.file_expired')} />
    );
  const id = order._id;
  return (
    <Space wrap>
      {order.original_file ? (
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'o'}
          data-testid="download-original"
          onClick={() =>
            void run('o', () => api.orders.downloadOriginal(id), order.original_file?.name ?? 'original')
          }
        >
          {t('orders.details.download_original')}
        </Button>
      ) : null}
      {order.extra_file ? (
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'e'}
          data-testid="download-extras"
          onClick={() =>
            void run('e', () => api.orders.downloadExtras(id), order.extra_file?.name ?? 'extras.zip')
          }
        >
          {t('orders.details.download_extras')}
        </Button>
      ) : null}
      {staff ? (
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'i'}
          data-testid="download-ini"
          onClick={() => void run('i', () => api.orders.downloadIni(id), `order-${id}.ini`)}
        >
          {t('orders.details.download_ini')}
        </Button>
      ) : null}
      {order.modified_file ? (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy === 'm'}
          data-testid="download-modified"
          onClick={() =>
            void run('m', () => api.orders.downloadModified(id), order.modified_file?.name ?? 'modified')
          }
        >
          {t('orders.details.download_modified')}
        </Button>
      ) : null}
    </Space>
  );
}

/** One order for its customer or for staff (spec 2 order_details): facts, files, timeline, messages. */
export function OrderDetailsPage({ staff = false }: { staff?: boolean }) {
  const { t, i18n } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const order = useOrder(Number(id));
  if (order.isError) return <Result status="404" title={t('orders.details.not_found')} />;
  if (!order.data) return <Skeleton active />;
  const o = order.data;
  const row = (label: string, value: React.ReactNode) => ({ key: label, label: t(label), children: value });
  return (
    <>
      <PageHeader
        title={t('orders.details.title', { id: o._id })}
        extra={<OrderStatusTag status={o.status} />}
      />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {o.waiting_for_opening && !['completed', 'cancelled'].includes(o.status) ? (
          <Alert type="info" showIcon message={t('orders.form.closed_notice')} />
        ) : null}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card size="small">
              <Descriptions
                column={{ xs: 1, md: 2 }}
                size="small"
                items={[
                  ...(staff && o.user
                    ? [
                        row(
                          'orders.list.customer',
                          `${o.user.company_name || o.user.username} (${o.user.email})`,
                        ),
                      ]
                    : []),
                  row('orders.list.vehicle', vehicleOf(o)),
                  row('orders.form.year', o.year),
                  row('orders.form.reg_no', o.reg_no),
                  row(
                    'orders.form.tool',
                    `${o.tool} (${t(`orders.form.${o.master_or_slave === 'slave' ? 'slave' : 'master'}`)})`,
                  ),
                  row('orders.form.ecu_brand', o.ecu_brand),
                  row('orders.form.time_frame', t(`orders.time_frame.${o.time_frame}`)),
                  row('orders.form.services', [...o.services, ...o.options].map((s) => s.name).join(', ')),
                  row('orders.list.credits', formatCredits(o.credit_count)),
                  row('orders.form.dtc', o.dtc.join(', ')),
                  row('orders.form.comment', o.comment),
                  row('orders.list.created', formatDate(o.created_at, i18n.language)),
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title={t('orders.details.timeline')}>
              <StatusTimeline order={o} />
            </Card>
          </Col>
        </Row>
        <Card size="small" title={t('orders.details.files')}>
          <Files order={o} staff={staff} />
        </Card>
        {staff ? <StaffActions order={o} /> : <CustomerActions order={o} />}
        <OrderMessages orderId={o._id} />
      </Space>
    </>
  );
}
