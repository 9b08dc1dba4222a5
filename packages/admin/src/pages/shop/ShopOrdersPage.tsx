import { SHOP_ORDER_STATUSES, type ShopOrder, type ShopOrderStatus } from '@portal/contracts';
import { ListPage, type PagedSearch } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopOrders } from '../../queries/shop';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { formatMoney } from './money';
import { OrderStatusTag } from './OrderStatusTag';
import { RefundTag } from './RefundTag';

const PAGE_SIZE = 20;
type Search = PagedSearch & { status?: ShopOrderStatus };

/** Every shop order, newest first, with a status filter; each opens its detail page with the actions. */
export function ShopOrdersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useListSearch<Search>();
  const list = useShopOrders({
    status: search.status,
    invoice_no: search.keyword,
    page: search.page ?? 1,
    size: PAGE_SIZE,
  });
  return (
    <ListPage<ShopOrder, never>
      title={t('shop.menu.orders')}
      testId="shop-orders"
      query={list}
      rowKey="_id"
      {...listPaging(search, setSearch, PAGE_SIZE)}
      extra={
        <Select<ShopOrderStatus>
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('shop.fields.status')}
          value={search.status}
          onChange={(status) => setSearch({ status })}
          options={SHOP_ORDER_STATUSES.map((s) => ({ value: s, label: t(`shop.order_status.${s}`) }))}
        />
      }
      columns={[
        {
          key: 'order',
          title: t('shop.order.title'),
          render: (_, o) => <Link to={`/admin/shop_manager/order/${o._id}`}>{o.invoice_no}</Link>,
        },
        {
          key: 'invoice',
          title: t('shop.order.invoice_no'),
          render: (_, o) => o.issued_invoice_no ?? '—',
        },
        {
          key: 'customer',
          title: t('shop.order.customer'),
          render: (_, o) => `${o.customer_name} (${o.customer_email})`,
        },
        {
          key: 'total',
          title: t('shop.order.total'),
          render: (_, o) => formatMoney(o.total, o.currency, i18n.language),
        },
        {
          key: 'status',
          title: t('shop.fields.status'),
          render: (_, o) => (
            <>
              <OrderStatusTag status={o.status} />
              {/* Money staff still have to give back, or gave back: seen in the list. */}
              <RefundTag order={o} />
            </>
          ),
        },
        {
          key: 'date',
          title: t('shop.order.date'),
          render: (_, o) => new Date(o.created_at).toLocaleString(i18n.language),
        },
      ]}
    />
  );
}
