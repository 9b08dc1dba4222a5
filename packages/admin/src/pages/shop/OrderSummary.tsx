import type { ShopOrder } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App, Button, Descriptions, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';
import { useApi } from '../../platform/context';
import { formatMoney, formatPercent } from './money';
import { OrderStatusTag } from './OrderStatusTag';
import { cancelReasonText, paymentMethodText, refundText } from './orderTexts';

/** Lines, sums, shipping and the state of a shop order; the same for staff and the customer. */
export function OrderSummary({ order, forStaff = false }: { order: ShopOrder; forStaff?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatMoney(v, order.currency, i18n.language);
  const date = (ms: number | null) => (ms ? new Date(ms).toLocaleDateString(i18n.language) : '—');
  const api = useApi();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const refund = refundText(t, order, forStaff);
  // The PDF needs the session's token, which a plain link would not carry.
  const download = async () => {
    setBusy(true);
    try {
      const file = await api.shop.orders.invoice(order.invoice_no);
      saveBlob(file.blob, file.filename ?? `invoice-${order.invoice_no}.pdf`);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        onClick={download}
        loading={busy}
        style={{ marginBottom: 16 }}
        data-testid="shop-invoice-download"
      >
        {t('shop.order.download_invoice')}
      </Button>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('shop.order.title')}>{order.invoice_no}</Descriptions.Item>
        {/* Only a paid order has been invoiced; its invoice carries the seller's next invoice number. */}
        <Descriptions.Item label={t('shop.order.invoice_no')}>
          {order.issued_invoice_no ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('shop.fields.status')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('shop.order.date')}>
          {new Date(order.created_at).toLocaleString(i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shop.order.payment_method')}>
          {paymentMethodText(t, order.payment_method)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shop.order.shipping')}>
          {order.shipping_method.name} · {order.shipping_method.time}
        </Descriptions.Item>
        <Descriptions.Item label={t('shop.order.address')}>
          {[
            order.address.name,
            order.address.address,
            `${order.address.zip} ${order.address.city}`,
            order.address.country,
          ].join(', ')}
        </Descriptions.Item>
        {order.parcel_tracking_number ? (
          <Descriptions.Item label={t('shop.order.tracking')}>
            <span data-testid="shop-order-tracking">{order.parcel_tracking_number}</span> ·{' '}
            {t('shop.order.eta')}: {date(order.estimated_delivery_date)}
          </Descriptions.Item>
        ) : null}
        {order.hold_reason && order.status === 'on_hold' ? (
          <Descriptions.Item label={t('shop.order.hold_reason')}>{order.hold_reason}</Descriptions.Item>
        ) : null}
        {order.cancel_reason ? (
          <Descriptions.Item label={t('shop.order.cancel_reason')}>
            {cancelReasonText(t, order.cancel_reason)}
          </Descriptions.Item>
        ) : null}
        {refund ? (
          <Descriptions.Item label={t('shop.order.refund.label')}>
            <span data-testid="shop-order-refund">{refund}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table
        rowKey={(l) => `${l.product_id}-${l.selected_extra_options.map((o) => o.name).join('|')}`}
        size="small"
        pagination={false}
        dataSource={order.items}
        columns={[
          {
            key: 'name',
            title: t('shop.fields.name'),
            render: (_, l) => (
              <>
                {l.name}
                {l.selected_extra_options.length
                  ? ` (${l.selected_extra_options.map((o) => o.name).join(', ')})`
                  : ''}
              </>
            ),
          },
          { key: 'qty', dataIndex: 'quantity', title: t('shop.cart.quantity'), align: 'end' },
          {
            key: 'unit',
            title: t('shop.product.price'),
            align: 'end',
            render: (_, l) => money(l.unit_price),
          },
          { key: 'total', title: t('shop.order.total'), align: 'end', render: (_, l) => money(l.line_total) },
        ]}
        summary={() => (
          <>
            {(
              [
                ['subtotal', order.subtotal],
                ['discount', -order.discount],
                ['shipping', order.shipping_cost],
                ['vat', order.vat],
                ['total', order.total],
              ] as const
            )
              .filter(([k, v]) => k !== 'discount' || v !== 0)
              .map(([k, v]) => (
                <Table.Summary.Row key={k}>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    {k === 'vat'
                      ? `${t('shop.totals.vat')} (${formatPercent(order.vat_bp / 100, i18n.language)})`
                      : t(`shop.totals.${k}`)}
                    {k === 'discount' && order.coupon_code ? ` (${order.coupon_code})` : ''}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="end">
                    <span data-testid={`shop-total-${k}`}>{money(v)}</span>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ))}
          </>
        )}
      />
    </>
  );
}
