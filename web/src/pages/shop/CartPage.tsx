import type { ShopCart } from '@portal/contracts';
import { formatMoney } from '@portal/admin/shared';
import { errorMessage, NumberInput, PageHeader } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { PENDING_PICK_KEY } from './ShopFrame';

/** The customer's cart: quantities, removal, the subtotal and the way to checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const cart = useQuery({ queryKey: ['shop', 'cart'], queryFn: () => api.shop.cart.get() });
  const set = (next: ShopCart) => qc.setQueryData(['shop', 'cart'], next);

  // What a guest picked before signing in goes into the cart now; once, as the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount only; the pick leaves storage at once
  useEffect(() => {
    const raw = sessionStorage.getItem(PENDING_PICK_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_PICK_KEY);
    api.shop.cart
      .addItem(JSON.parse(raw))
      .then(async (next) => {
        // The cart asked for as the page opened may answer after this, without the pick: that answer is dropped.
        await qc.cancelQueries({ queryKey: ['shop', 'cart'] });
        set(next);
      })
      .catch((err) => message.error(errorMessage(err, t)));
  }, []);

  const save = async (items: ShopCart['items']) => {
    if (!cart.data) return;
    try {
      set(
        await api.shop.cart.update({
          shopping_cart_id: cart.data.shopping_cart_id,
          items: items.map((i) => ({
            product_id: i.product_id,
            quantity: i.quantity,
            selected_extra_options: i.selected_extra_options,
          })),
        }),
      );
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };
  const c = cart.data;
  const money = (v: number) => formatMoney(v, c?.currency ?? 'EUR', i18n.language);
  // A line that ran out after it was put in the cart stays, marked; checkout waits until it is removed.
  const soldOut = !!c?.items.some((i) => i.stock_label === 'out_of_stock');
  return (
    <>
      <PageHeader title={t('shop.cart.title')} />
      {c && !c.items.length ? (
        <Empty description={t('shop.cart.empty')}>
          <Link to="/shop">{t('shop.storefront.back')}</Link>
        </Empty>
      ) : (
        <>
          <Table
            rowKey={(i) => `${i.product_id}-${i.selected_extra_options.join('|')}`}
            loading={cart.isFetching}
            dataSource={c?.items}
            pagination={false}
            // On a phone the columns scroll inside the table instead of widening the whole page.
            scroll={{ x: 'max-content' }}
            data-testid="shop-cart"
            columns={[
              {
                key: 'name',
                title: t('shop.fields.name'),
                render: (_, i) => (
                  <>
                    <Link to="/shop/product/$slug" params={{ slug: i.slug }}>
                      {i.name}
                    </Link>
                    {i.selected_extra_options.length ? ` (${i.selected_extra_options.join(', ')})` : ''}
                    {i.stock_label === 'out_of_stock' ? (
                      <Tag color="red" style={{ marginInlineStart: 8 }} data-testid="cart-out-of-stock">
                        {t('shop.stock.out_of_stock')}
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'unit',
                title: t('shop.product.price'),
                align: 'end',
                render: (_, i) => money(i.unit_price),
              },
              {
                key: 'qty',
                title: t('shop.cart.quantity'),
                render: (_, i) => (
                  <NumberInput
                    aria-label={t('shop.cart.quantity')}
                    min={1}
                    max={Math.max(1, i.inventory)}
                    precision={0}
                    value={i.quantity}
                    onChange={(q) =>
                      q && save((c?.items ?? []).map((x) => (x === i ? { ...x, quantity: q } : x)))
                    }
                  />
                ),
              },
              {
                key: 'total',
                title: t('shop.order.total'),
                align: 'end',
                render: (_, i) => money(i.line_total),
              },
              {
                key: 'remove',
                render: (_, i) => (
                  <Button size="small" onClick={() => save((c?.items ?? []).filter((x) => x !== i))}>
                    {t('common.delete')}
                  </Button>
                ),
              },
            ]}
          />
          <Flex justify="end" align="center" gap="middle" wrap style={{ marginTop: 16 }}>
            {soldOut ? (
              <Typography.Text type="danger" data-testid="cart-sold-out-hint">
                {t('shop.cart.remove_sold_out')}
              </Typography.Text>
            ) : null}
            <Typography.Text strong data-testid="shop-cart-subtotal">
              {t('shop.totals.subtotal')}: {money(c?.subtotal ?? 0)}
            </Typography.Text>
            <Button
              type="primary"
              disabled={!c?.items.length || soldOut}
              onClick={() => void navigate({ to: '/shop/checkout' })}
              data-testid="shop-go-checkout"
            >
              {t('shop.checkout.title')}
            </Button>
          </Flex>
        </>
      )}
    </>
  );
}
