import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { OrderCountName } from '@portal/api-client';
import type { Order } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { Card, Col, Row, Space, Statistic, Table, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderCount, useOrderList } from '../../queries/orders';
import { formatDate, OrderStatusTag, vehicleOf } from './shared';

const CARDS: { key: string; count: OrderCountName; icon: ReactNode; to: string }[] = [
  {
    key: 'pending',
    count: 'pending_orders_count',
    icon: <ClockCircleOutlined />,
    to: '/admin/manage_orders/pending_orders',
  },
  {
    key: 'warning',
    count: 'warning_orders_count',
    icon: <WarningOutlined />,
    to: '/admin/manage_orders/pending_orders',
  },
  {
    key: 'completed',
    count: 'complete_orders_count',
    icon: <CheckCircleOutlined />,
    to: '/admin/manage_orders/order_history',
  },
  {
    key: 'cancelled',
    count: 'cancelled_orders_count',
    icon: <CloseCircleOutlined />,
    to: '/admin/manage_orders/order_history',
  },
];

function CountCard({ card }: { card: (typeof CARDS)[number] }) {
  const { t } = useTranslation();
  const count = useOrderCount(card.count);
  const { token } = theme.useToken();
  return (
    <Card loading={count.isLoading} data-testid={`orders-${card.key}`}>
      <Statistic
        title={t(`orders.overview.${card.key}`)}
        value={count.data ?? '—'}
        prefix={card.icon}
        styles={card.key === 'warning' && count.data ? { content: { color: token.colorError } } : undefined}
      />
      <Link to={card.to} style={{ display: 'inline-block', marginTop: 8 }}>
        {t('orders.overview.open_list')}
      </Link>
    </Card>
  );
}

/**
 * The staff's view of the work on the dashboard: how many orders wait, run late, are done or cancelled, and
 * the newest waiting ones. The counts and the list follow the realtime events like the menu counts do.
 */
export function OrdersOverview() {
  const { t, i18n } = useTranslation();
  const latest = useOrderList('pending_orders', { page: 1, size: 5 });
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('orders.overview.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {CARDS.map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={6}>
            <CountCard card={c} />
          </Col>
        ))}
        <Col xs={24}>
          <Card title={t('orders.overview.latest')} styles={{ body: { padding: 0 } }}>
            <Table<Order>
              rowKey="_id"
              size="small"
              data-testid="orders-latest"
              loading={latest.isLoading}
              dataSource={latest.data?.items ?? []}
              pagination={false}
              locale={{ emptyText: t('orders.overview.none') }}
              columns={[
                {
                  key: 'id',
                  title: t('orders.list.number'),
                  render: (_, o) => (
                    <Link to="/admin/manage_orders/order_details/$id" params={{ id: String(o._id) }}>
                      #{o._id}
                    </Link>
                  ),
                },
                {
                  key: 'vehicle',
                  title: t('orders.list.vehicle'),
                  render: (_, o) => <bdi>{vehicleOf(o)}</bdi>,
                },
                {
                  key: 'status',
                  title: t('orders.list.status'),
                  render: (_, o) => (
                    <Space wrap size={4}>
                      <OrderStatusTag status={o.status} />
                      {o.warning ? <Tag color="red">{t('orders.list.late')}</Tag> : null}
                    </Space>
                  ),
                },
                {
                  key: 'created',
                  title: t('orders.list.created'),
                  render: (_, o) => formatDate(o.created_at, i18n.language),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
