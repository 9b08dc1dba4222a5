import type { Order, OrderEvent } from '@portal/contracts';
import type { OrderKindName } from '@portal/api-client';
import { Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderEvents } from '../../queries/orders';
import { formatDate, OrderStatusTag } from './shared';

const COLOR: Partial<Record<OrderEvent['to_status'], string>> = { completed: 'green', cancelled: 'red' };

/**
 * The order's history from the server's event log (each status change: when, by whom, why) with the
 * deliveries in between, oldest first, ending with the status now.
 */
export function StatusTimeline({ order, kind }: { order: Order; kind: OrderKindName }) {
  const { t, i18n } = useTranslation();
  const events = useOrderEvents(order._id, kind);
  const d = (iso: string | null) => formatDate(iso, i18n.language);
  const by = (e: OrderEvent) =>
    e.actor === 'staff' && e.actor_name
      ? t('orders.timeline.by_name', { name: e.actor_name })
      : t(`orders.timeline.by_${e.actor}`);

  const label = (e: OrderEvent) =>
    e.from_status === null
      ? t('orders.details.sent')
      : e.from_status === 'unpaid' && e.to_status === 'pending'
        ? t('orders.details.paid')
        : t(`orders.status.${e.to_status}`);

  const dated = [
    ...(events.data ?? []).map((e) => ({
      at: e.created_at,
      item: {
        key: `e${e._id}`,
        color: COLOR[e.to_status] ?? 'blue',
        children: (
          <div data-testid="timeline-event">
            <Typography.Text strong>{label(e)}</Typography.Text> - {d(e.created_at)} - {by(e)}
            {e.reason ? (
              // First-strong isolate around the reason (what <bdi> does, inside a translated sentence): a
              // Latin sentence keeps its punctuation in right-to-left pages.
              <div>{t('orders.timeline.reason', { reason: `\u2068${e.reason}\u2069` })}</div>
            ) : null}
          </div>
        ),
      },
    })),
    ...order.revisions.map((r) => ({
      at: r.created_at,
      item: {
        key: `r${r.revision}`,
        color: 'green',
        children: (
          <>
            {/* A lone delivered file needs no number ("Modified file 1 delivered" read as if more followed). */}
            {order.revisions.length === 1
              ? t('orders.details.revision_single')
              : t('orders.details.revision', { n: r.revision })}{' '}
            - {d(r.created_at)}
            {r.note ? (
              <>
                {' - '}
                <bdi>{r.note}</bdi>
              </>
            ) : null}
          </>
        ),
      },
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  // Until the log has arrived (or if it cannot be read) the order's own dates still tell the outline.
  const fallback = events.data
    ? []
    : [{ key: 'created', children: `${t('orders.details.sent')} - ${d(order.created_at)}` }];
  const items = [
    ...fallback,
    ...dated.map((x) => x.item),
    {
      key: 'now',
      color: order.status === 'cancelled' ? 'red' : order.status === 'completed' ? 'green' : 'blue',
      children: (
        <Space wrap>
          <OrderStatusTag status={order.status} />
          {/* Isolated as the revision notes are: a Latin note keeps its full stop at its end in right-to-left pages. */}
          {order.current_status && order.current_status !== events.data?.at(-1)?.reason ? (
            <bdi>{order.current_status}</bdi>
          ) : null}
        </Space>
      ),
    },
  ];
  return <Timeline items={items} />;
}
