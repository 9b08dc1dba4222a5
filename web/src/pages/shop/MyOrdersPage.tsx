import { formatDay, formatMoney, OrderStatusTag, useShopOrders } from '@portal/admin/shared';
import type { ShopOrder } from '@portal/contracts';
import { ListPage } from '@portal/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 20;

/** The customer's shop orders, newest first. */
export function MyOrdersPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch({ strict: false }) as { page?: number };
  const navigate = useNavigate();
  const list = useShopOrders({ page: search.page ?? 1, size: PAGE_SIZE }, 'mine');
  return (
    <ListPage<ShopOrder, never>
      title={t('shop.menu.my_orders')}
      testId="shop-my-orders"
      query={list}
      rowKey="_id"
      page={search.page ?? 1}
      pageSize={PAGE_SIZE}
      onPage={(page) => void navigate({ to: '/shop/orders', search: { page } as never })}
      emptyText={t('shop.order.none')}
      columns={[
        {
          key: 'order',
          title: t('shop.order.title'),
          // The order's own number is its address in the shop (the API calls it invoice_no).
          render: (_, o) => (
            <Link to="/shop/order/$invoice_no" params={{ invoice_no: o.invoice_no }}>
              {o.invoice_no}
            </Link>
          ),
        },
        {
          key: 'invoice',
          title: t('shop.order.invoice_no'),
          // Only a paid order has been invoiced.
          render: (_, o) => o.issued_invoice_no ?? '—',
        },
        {
          key: 'date',
          title: t('shop.order.date'),
          render: (_, o) => formatDay(o.created_at, i18n.language),
        },
        {
          key: 'total',
          title: t('shop.order.total'),
          render: (_, o) => formatMoney(o.total, o.currency, i18n.language),
        },
        {
          key: 'status',
          title: t('shop.fields.status'),
          render: (_, o) => <OrderStatusTag status={o.status} />,
        },
      ]}
    />
  );
}
