import { type ShopCart, type ShopCartItem, ShopCartItemInput } from '@portal/contracts';
import { formatMoney } from '@portal/admin/shared';
import { errorMessage, NumberInput, PageHeader } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Empty, Flex, Grid, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { PENDING_PICK_KEY } from './ShopFrame';

// The most of one line the cart takes (its request contract), whatever the stock.
const MOST = ShopCartItemInput.properties.quantity.maximum ?? 1000;
const lineKey = (i: ShopCartItem) => `${i.product_id}-${i.selected_extra_options.join('|')}`;

/** The customer's cart: quantities, removal, the subtotal and the way to checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const cart = useQuery({ queryKey: ['shop', 'cart'], queryFn: () => api.shop.cart.get() });
  // On a phone the unit price and the delete button go under the name: name, quantity and total then fit
  // the screen's width, with nothing to scroll sideways.
  const narrow = Grid.useBreakpoint().sm === false;
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

  // Quantities being typed, by line: sent once the typing is done (the field is left, Enter, a step button)
  // and only when the stock allows them; until then the field says why not, and checkout waits.
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  // Once sent, unless something else was typed meanwhile.
  const dropDraft = (key: string, sent: number | null) =>
    setDrafts((d) => {
      if (d[key] !== sent) return d;
      const rest = { ...d };
      delete rest[key];
      return rest;
    });
  const number = (n: number) => n.toLocaleString(i18n.language);
  const quantityProblem = (i: ShopCartItem, q: number | null): string | null => {
    const most = Math.min(i.inventory, MOST);
    if (q !== null && Number.isInteger(q) && q >= 1 && q <= most) return null;
    if (i.inventory <= 0) return t('shop.stock.out_of_stock');
    if (q !== null && Number.isInteger(q) && q > i.inventory)
      return t('shop.cart.only_in_stock', { max: number(i.inventory) });
    return t('validation.whole_number_range', { min: number(1), max: number(most) });
  };

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
      // A checkout page opened meanwhile prices the new quantities.
      void qc.invalidateQueries({ queryKey: ['shop', 'quote'] });
    } catch (err) {
      message.error(errorMessage(err, t));
      void qc.invalidateQueries({ queryKey: ['shop', 'cart'] });
    }
  };
  const commitQuantity = async (i: ShopCartItem, q: number | null) => {
    const key = lineKey(i);
    if (q === null || quantityProblem(i, q)) return;
    if (q !== i.quantity)
      await save((cart.data?.items ?? []).map((x) => (lineKey(x) === key ? { ...x, quantity: q } : x)));
    dropDraft(key, q);
  };
  const c = cart.data;
  const money = (v: number) => formatMoney(v, c?.currency ?? 'EUR', i18n.language);
  const remove = (i: ShopCartItem) => save((c?.items ?? []).filter((x) => x !== i));
  const removeButton = (i: ShopCartItem) => (
    <Button size="small" onClick={() => void remove(i)} data-testid="cart-remove">
      {t('common.delete')}
    </Button>
  );
  // A line that ran out after it was put in the cart stays, marked; checkout waits until it is removed.
  const soldOut = !!c?.items.some((i) => i.stock_label === 'out_of_stock');
  // A line kept from before the stock went down (another buyer took some): more than is left, with all
  // lines of the product counted, as checkout counts them. Marked like a quantity typed too high.
  const wanted = new Map<number, number>();
  for (const i of c?.items ?? []) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity);
  const overStock = (i: ShopCartItem) => i.inventory > 0 && (wanted.get(i.product_id) ?? 0) > i.inventory;
  const storedProblem = (i: ShopCartItem) =>
    overStock(i) ? t('shop.cart.only_in_stock', { max: number(i.inventory) }) : null;
  const typedWrong = !!c?.items.some((i) => {
    const key = lineKey(i);
    return key in drafts ? quantityProblem(i, drafts[key]) !== null : overStock(i);
  });
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
            rowKey={lineKey}
            loading={cart.isFetching}
            dataSource={c?.items}
            pagination={false}
            // Wider screens: columns too wide for them scroll inside the table, never widening the page.
            scroll={narrow ? undefined : { x: 'max-content' }}
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
                    {i.extra_option_labels.length ? ` (${i.extra_option_labels.join(', ')})` : ''}
                    {i.stock_label === 'out_of_stock' ? (
                      <Tag color="red" style={{ marginInlineStart: 8 }} data-testid="cart-out-of-stock">
                        {t('shop.stock.out_of_stock')}
                      </Tag>
                    ) : null}
                    {narrow ? (
                      <Flex gap="small" align="center" wrap style={{ marginTop: 4 }}>
                        <Typography.Text type="secondary">{money(i.unit_price)}</Typography.Text>
                        {removeButton(i)}
                      </Flex>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'unit',
                hidden: narrow,
                title: t('shop.product.price'),
                align: 'end',
                render: (_, i) => money(i.unit_price),
              },
              {
                key: 'qty',
                title: t('shop.cart.quantity'),
                render: (_, i) => {
                  const key = lineKey(i);
                  const value = key in drafts ? drafts[key] : i.quantity;
                  const problem = key in drafts ? quantityProblem(i, value) : storedProblem(i);
                  return (
                    <>
                      {/* No min/max on the field: it would quietly cut a quantity over the stock on leaving it. */}
                      <NumberInput<number>
                        aria-label={t('shop.cart.quantity')}
                        value={value}
                        status={problem ? 'error' : undefined}
                        onChange={(q) => setDrafts((d) => ({ ...d, [key]: q }))}
                        onBlur={() => key in drafts && void commitQuantity(i, drafts[key])}
                        onPressEnter={() => key in drafts && void commitQuantity(i, drafts[key])}
                        onStep={(q) => void commitQuantity(i, q)}
                        style={narrow ? { width: 72 } : undefined}
                        data-testid="cart-quantity"
                      />
                      {problem ? (
                        <Typography.Text
                          type="danger"
                          style={{ display: 'block', maxWidth: 200 }}
                          data-testid="cart-quantity-error"
                        >
                          {problem}
                        </Typography.Text>
                      ) : null}
                    </>
                  );
                },
              },
              {
                key: 'total',
                title: t('shop.order.total'),
                align: 'end',
                render: (_, i) => money(i.line_total),
              },
              { key: 'remove', hidden: narrow, render: (_, i) => removeButton(i) },
            ]}
          />
          <Flex justify="end" align="center" gap="middle" wrap style={{ marginTop: 16 }}>
            {typedWrong ? (
              <Typography.Text type="danger" data-testid="cart-quantity-hint">
                {t('shop.cart.fix_quantities')}
              </Typography.Text>
            ) : null}
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
              disabled={!c?.items.length || soldOut || typedWrong}
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
