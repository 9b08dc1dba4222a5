import type { OrderListName } from '@portal/api-client';
import type { Order, OrderStatus } from '@portal/contracts';
import { ListEmpty, PageHeader } from '@portal/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Card, Input, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderList } from '../../queries/orders';
import { formatCreditsIn } from '../credits/numbers';
import type { OrderSearch } from './search';
import { formatDate, OrderStatusTag, STATUS_OPTIONS, vehicleOf } from './shared';

const PAGE_SIZE = 20;

export interface OrderListProps {
  list: OrderListName;
  titleKey: string;
  /** Where one order opens: the customer's or the staff page. */
  detailsPath:
    | '/order_details/$id'
    | '/admin/manage_orders/order_details/$id'
    | '/admin/manage_agent_orders/order_details/$id';
  staff?: boolean;
}

/** Orders with search, status filter and paging; the filter lives in the URL so that it can be linked. */
export function OrderListPage({ list, titleKey, detailsPath, staff }: OrderListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as OrderSearch;
  const page = search.page ?? 1;
  const orders = useOrderList(list, {
    keyword: search.keyword,
    status: search.status,
    page,
    size: PAGE_SIZE,
  });
  const setSearch = (next: OrderSearch) => void navigate({ to: '.', search: next as never, replace: true });

  return (
    <>
      <PageHeader
        title={t(titleKey)}
        subtitle={
          !orders.data
            ? undefined
            : orders.data.total_capped
              ? t('orders.list.total_more', { total: orders.data.total.toLocaleString(i18n.language) })
              : t('common.total', { total: orders.data.total })
        }
        extra={
          <>
            <Input.Search
              allowClear
              data-testid="order-search"
              placeholder={t('orders.list.search')}
              defaultValue={search.keyword}
              onSearch={(keyword) => setSearch({ ...search, keyword: keyword || undefined, page: undefined })}
              style={{ width: 240 }}
            />
            <Select<OrderStatus>
              allowClear
              placeholder={t('orders.list.status_filter')}
              value={search.status}
              style={{ width: 180 }}
              onChange={(status) => setSearch({ ...search, status, page: undefined })}
              options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
            />
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Order>
          rowKey="_id"
          data-testid="order-table"
          loading={orders.isFetching}
          dataSource={orders.data?.items}
          scroll={{ x: 900 }}
          locale={staff ? { emptyText: <ListEmpty text={t('orders.list.empty_staff')} /> } : undefined}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setSearch({ ...search, page: p > 1 ? p : undefined }),
          }}
          columns={[
            {
              key: 'id',
              title: t('orders.list.number'),
              render: (_, o) => (
                <Link to={detailsPath} params={{ id: String(o._id) }} data-testid={`order-link-${o._id}`}>
                  #{o._id}
                </Link>
              ),
            },
            ...(staff
              ? [
                  {
                    key: 'customer',
                    title: t('orders.list.customer'),
                    render: (_: unknown, o: Order) => o.user?.company_name || o.user?.username || '',
                  },
                ]
              : []),
            {
              key: 'vehicle',
              title: t('orders.list.vehicle'),
              render: (_, o) => (
                <>
                  <Typography.Text strong>
                    <bdi>{vehicleOf(o)}</bdi>
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{o.reg_no}</Typography.Text>
                </>
              ),
            },
            {
              key: 'services',
              title: t('orders.list.services'),
              render: (_, o) => o.services.map((s) => s.name).join(', '),
            },
            {
              key: 'credits',
              title: t('orders.list.credits'),
              render: (_, o) => formatCreditsIn(o.credit_count, i18n.language),
            },
            {
              key: 'status',
              title: t('orders.list.status'),
              render: (_, o) => (
                <>
                  <OrderStatusTag status={o.status} />
                  {o.warning ? <Tag color="red">{t('orders.list.late')}</Tag> : null}
                </>
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
    </>
  );
}
