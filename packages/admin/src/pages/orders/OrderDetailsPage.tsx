import { useApi } from '../../platform/context';
import { DeleteOutlined, DownloadOutlined, RobotOutlined } from '@ant-design/icons';
import type { OrderKindName } from '@portal/api-client';
import type { Order } from '@portal/contracts';
import { isTerminal } from '@portal/domain';
import { errorMessage, PageHeader, useConfirmDelete } from '@portal/ui';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Descriptions, Result, Row, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindApi, useOrder, useOrderRefresh } from '../../queries/orders';
import { formatCreditsIn } from '../credits/numbers';
import { CustomerActions, StaffActions } from './OrderActions';
import { OrderMessages } from './OrderMessages';
import { OrderRating } from './OrderRating';
import { useMenuPath } from '../../shell/menuPath';
import { StatusTimeline } from './StatusTimeline';
import { formatDate, OrderStatusTag, STAFF_PAGES, useDownload, vehicleOf } from './shared';

/**
 * The delivered revisions newest first, latest preselected: picking an older one downloads that delivery.
 * Customers are answered the latest delivery only, so the picker shows when the server lists more than one.
 */
function RevisionPicker({
  order,
  value,
  onChange,
}: {
  order: Order;
  value: number | undefined;
  onChange: (revision: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (order.revisions.length < 2) return null;
  return (
    <Select<number>
      data-testid="revision-picker"
      value={value}
      onChange={onChange}
      style={{ minWidth: 320 }}
      aria-label={t('orders.details.pick_revision')}
      options={order.revisions.map((r, i) => ({
        value: r.revision,
        label: [
          t(i === 0 ? 'orders.details.revision_latest' : 'orders.details.revision_n', { n: r.revision }),
          // A partial file replaced by the final one: staff still see and may fetch it, marked.
          r.withdrawn_at ? t('orders.details.revision_withdrawn') : '',
          formatDate(r.created_at, i18n.language),
          r.note,
        ]
          .filter(Boolean)
          .join(' - '),
      }))}
    />
  );
}

function Files({ order, staff, kind }: { order: Order; staff: boolean; kind: OrderKindName }) {
  const api = useApi();
  const { t } = useTranslation();
  const { busy, run } = useDownload();
  const latest = order.revisions[0]?.revision;
  const [picked, setPicked] = useState<number | undefined>();
  // A new delivery arriving live becomes the preselected one, unless an older one was picked on purpose.
  const revision = picked && order.revisions.some((r) => r.revision === picked) ? picked : latest;
  if (order.file_expired)
    return (
      <Alert type="warning" showIcon data-testid="file-expired" message={t('orders.details.file_expired')} />
    );
  const id = order._id;
  const calls = kindApi(api, kind);
  const chosen = order.revisions.find((r) => r.revision === revision);
  return (
    <Space wrap>
      {order.original_file ? (
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'o'}
          data-testid="download-original"
          onClick={() =>
            void run('o', () => calls.downloadOriginal(id), order.original_file?.name ?? 'original')
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
            void run('e', () => calls.downloadExtras(id), order.extra_file?.name ?? 'extras.zip')
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
          onClick={() => void run('i', () => calls.downloadIni(id), `order-${id}.ini`)}
        >
          {t('orders.details.download_ini')}
        </Button>
      ) : null}
      {order.modified_file ? (
        <Space.Compact>
          <RevisionPicker order={order} value={revision} onChange={setPicked} />
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={busy === 'm'}
            data-testid="download-modified"
            onClick={() =>
              void run(
                'm',
                // The latest goes without a revision number: that is the call every caller may make.
                () => calls.downloadModified(id, revision === latest ? undefined : revision),
                chosen?.name ?? order.modified_file?.name ?? 'modified',
              )
            }
          >
            {t('orders.details.download_modified')}
          </Button>
        </Space.Compact>
      ) : null}
    </Space>
  );
}

/** Staff delete a finished order (the server refuses open ones) and go back to the history list. */
function DeleteOrderButton({ order, kind }: { order: Order; kind: OrderKindName }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const refresh = useOrderRefresh();
  if (!isTerminal(order.status)) return null;
  const remove = async () => {
    try {
      await kindApi(api, kind).remove(order._id);
      message.success(t('orders.details.order_deleted'));
      refresh();
      void navigate({ to: STAFF_PAGES[kind].history });
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };
  return (
    <Button danger icon={<DeleteOutlined />} data-testid="delete-order" onClick={() => confirmDelete(remove)}>
      {t('orders.details.delete_order')}
    </Button>
  );
}

/** One order for its customer or for staff (spec 2 order_details): facts, files, timeline, messages. */
export function OrderDetailsPage({
  staff = false,
  kind = 'order',
}: {
  staff?: boolean;
  kind?: OrderKindName;
}) {
  const { t, i18n } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const order = useOrder(Number(id), kind);
  // Staff reach an order from the pending list or the history; the menu marks the one it is in now.
  const status = order.data?.status;
  useMenuPath(staff && status ? STAFF_PAGES[kind][isTerminal(status) ? 'history' : 'pending'] : undefined);
  if (order.isError) return <Result status="404" title={t('orders.details.not_found')} />;
  if (!order.data) return <Skeleton active />;
  const o = order.data;
  // A detail the customer left out reads "-", not a label with nothing after it.
  const row = (label: string, value: React.ReactNode) => ({
    key: label,
    label: t(label),
    children: value === '' || value === null || value === undefined ? '-' : value,
  });
  return (
    <>
      <PageHeader
        title={t('orders.details.title', { id: o._id })}
        extra={
          <Space wrap>
            <OrderStatusTag status={o.status} />
            {o.automated ? (
              <Tag color="cyan" icon={<RobotOutlined />} data-testid="order-automated">
                {t('orders.details.automated')}
              </Tag>
            ) : null}
            {staff ? <DeleteOrderButton order={o} kind={kind} /> : null}
          </Space>
        }
      />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {o.waiting_for_opening && !['completed', 'cancelled'].includes(o.status) ? (
          <Alert
            type="info"
            showIcon
            message={t(staff ? 'notices.order_waits_staff' : 'orders.form.closed_notice')}
            data-testid="order-waits"
          />
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
                  row('orders.list.vehicle', <bdi>{vehicleOf(o)}</bdi>),
                  row('orders.form.year', o.year),
                  row('orders.form.reg_no', o.reg_no),
                  row(
                    'orders.form.tool',
                    `${o.tool} (${t(`orders.form.${o.master_or_slave === 'slave' ? 'slave' : 'master'}`)})`,
                  ),
                  row('orders.form.ecu_brand', o.ecu_brand),
                  row('orders.form.time_frame', t(`orders.time_frame.${o.time_frame}`)),
                  row('orders.form.services', [...o.services, ...o.options].map((s) => s.name).join(', ')),
                  row('orders.list.credits', formatCreditsIn(o.credit_count, i18n.language)),
                  row('orders.form.dtc', o.dtc.join(', ')),
                  row(
                    'orders.form.comment',
                    o.comment ? (
                      <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                        {o.comment}
                      </span>
                    ) : (
                      ''
                    ),
                  ),
                  row('orders.list.created', formatDate(o.created_at, i18n.language)),
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title={t('orders.details.timeline')}>
              <StatusTimeline order={o} kind={kind} />
            </Card>
          </Col>
        </Row>
        <Card size="small" title={t('orders.details.files')}>
          <Files order={o} staff={staff} kind={kind} />
        </Card>
        {kind === 'order' && o.revisions.length > 0 ? (
          <OrderRating orderId={o._id} staff={staff} files={o.revisions.length} />
        ) : null}
        {staff ? <StaffActions order={o} kind={kind} /> : <CustomerActions order={o} />}
        <OrderMessages orderId={o._id} kind={kind} staff={staff} />
      </Space>
    </>
  );
}
