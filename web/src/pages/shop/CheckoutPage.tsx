import { PaymentCard } from './PaymentCard';
import {
  PHONE_PATTERN,
  type ShopAddress,
  type ShopCheckoutInput,
  type ShopPaymentMethod,
} from '@portal/contracts';
import { CountrySelect, formatMoney, formatPercent } from '@portal/admin/shared';
import { isCountryCode } from '@portal/domain';
import { LtrInput, PageHeader, errorMessage, useDebouncedValue, useIdempotentMutation } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../stores/session';
import { goToCheckout } from '../credits/checkout';
import { BankTransferDetails } from './BankTransferDetails';

type Values = ShopAddress & { shipping_method_id?: number; payment_method?: ShopPaymentMethod };

/** Address (from the profile), shipping, coupon, the sums with VAT, and payment. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<Values>();
  const [coupon, setCoupon] = useState<string | undefined>();
  const [couponText, setCouponText] = useState('');
  const [bank, setBank] = useState<{ invoice: string; info: Record<string, string | number> } | null>(null);
  // Set once the order is placed: its cart is empty, so nothing is quoted any more (it would be refused).
  const [placed, setPlaced] = useState(false);
  const shippingId = Form.useWatch('shipping_method_id', form);
  const country = Form.useWatch('country', form);
  // The postcode tells Northern Ireland (taxed the EU's way) from the rest of the United Kingdom; quoted
  // once typing pauses, not at every key.
  const zip = useDebouncedValue((Form.useWatch('zip', form) ?? '').trim(), 400);
  // The cart page's own query (shared cache): an empty cart has nothing to quote, so no form and no quote.
  const cart = useQuery({ queryKey: ['shop', 'cart'], queryFn: () => api.shop.cart.get() });
  const hasItems = !!cart.data?.items.length;
  const methods = useQuery({
    queryKey: ['shop', 'shipping', 'active'],
    queryFn: () => api.shop.shipping.list({ size: 100 }),
  });
  // One Idempotency-Key per order: a resend of the same click places no second order.
  const placing = useIdempotentMutation({
    mutationFn: (body: ShopCheckoutInput, key) => api.shop.checkout.place(body, key),
    onSuccess: (r) => {
      // The cart is empty now: its quote stays off (it would be refused as an empty cart), also while the
      // cart is fetched anew and the cached one still holds the items.
      setPlaced(true);
      qc.removeQueries({ queryKey: ['shop', 'quote'] });
      void qc.invalidateQueries({ queryKey: ['shop'], predicate: (query) => query.queryKey[1] !== 'quote' });
      if (r.next.type === 'redirect') window.location.assign(r.next.redirect_url);
      else if (r.next.type === 'form') goToCheckout(r.next);
      else setBank({ invoice: r.order.invoice_no, info: r.next.instructions });
    },
    onError: (err) => {
      message.error(errorMessage(err, t));
      // Whatever stopped the order (a new price, stock, a coupon used up) shows in the fresh sums.
      void qc.invalidateQueries({ queryKey: ['shop', 'quote'] });
      void qc.invalidateQueries({ queryKey: ['shop', 'cart'] });
    },
  });
  const ordering = placing.isPending || placed;
  const quote = useQuery({
    queryKey: ['shop', 'quote', shippingId, coupon, country, zip],
    queryFn: () =>
      api.shop.checkout.quote({
        shipping_method_id: shippingId,
        coupon_code: coupon,
        ...(isCountryCode(country ?? '') ? { country, zip } : {}),
      }),
    retry: false,
    // From the moment the order is sent: the live event of the new order (which may come before the answer)
    // marks the shop's queries stale, and a quote of the cart it emptied would only be refused.
    enabled: hasItems && !ordering,
  });
  const q = quote.data;
  // With a single way of delivery there is nothing to choose: it is taken, and the sums are final at once.
  const onlyMethod = methods.data?.items.length === 1 ? methods.data.items[0]._id : undefined;
  useEffect(() => {
    // The form is in the page only once the cart has items.
    if (hasItems && onlyMethod !== undefined && form.getFieldValue('shipping_method_id') === undefined)
      form.setFieldValue('shipping_method_id', onlyMethod);
  }, [form, onlyMethod, hasItems]);
  // Likewise a single way to pay is chosen for the customer: "Place order" works at the first click.
  const payments = q?.payment_methods;
  const onlyPayment = payments?.length === 1 ? payments[0] : undefined;
  // No way to pay at all (bank transfer off, no provider set up): said plainly, and nothing to send.
  const cannotPay = payments?.length === 0;
  useEffect(() => {
    if (hasItems && onlyPayment !== undefined && form.getFieldValue('payment_method') === undefined)
      form.setFieldValue('payment_method', onlyPayment);
  }, [form, onlyPayment, hasItems]);
  const money = (v: number) => formatMoney(v, q?.totals.currency ?? 'EUR', i18n.language);

  const applyCoupon = async () => {
    try {
      const r = await api.shop.coupons.validate(couponText.trim());
      setCoupon(r.coupon.code);
      message.success(t('shop.checkout.coupon_applied'));
    } catch (err) {
      setCoupon(undefined);
      message.error(errorMessage(err, t));
    }
  };
  const removeCoupon = () => {
    setCoupon(undefined);
    setCouponText('');
  };
  const place = (v: Values) =>
    placing.mutate({
      shipping_method_id: v.shipping_method_id as number,
      payment_method: v.payment_method as ShopPaymentMethod,
      coupon_code: coupon,
      // The total on screen: a price changed meanwhile stops the order instead of charging more.
      expected_total: q?.totals.total,
      expected_currency: q?.totals.currency,
      address: {
        name: v.name,
        address: v.address,
        city: v.city,
        zip: v.zip ?? '',
        country: v.country.toUpperCase(),
        phone: v.phone ?? '',
      },
    });

  if (bank)
    return (
      <>
        <PageHeader title={t('shop.checkout.bank_title')} />
        <Card>
          <BankTransferDetails info={bank.info} />
          <Button
            style={{ marginTop: 16 }}
            data-testid="shop-see-order"
            onClick={() =>
              void navigate({ to: '/shop/order/$invoice_no', params: { invoice_no: bank.invoice } })
            }
          >
            {t('shop.checkout.see_order')}
          </Button>
        </Card>
      </>
    );
  // An order under way empties the cart: the form stays until its answer says where to go.
  if (!hasItems && !ordering)
    return (
      <>
        <PageHeader title={t('shop.checkout.title')} />
        {cart.data ? (
          <Empty description={t('shop.cart.empty')} data-testid="shop-checkout-empty">
            <Link to="/shop">{t('shop.storefront.back')}</Link>
          </Empty>
        ) : cart.error ? (
          <Alert type="error" message={errorMessage(cart.error, t)} />
        ) : null}
      </>
    );
  return (
    <>
      <PageHeader title={t('shop.checkout.title')} />
      {quote.error ? (
        <Alert type="warning" message={errorMessage(quote.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={place}
        initialValues={{
          name: `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim(),
          address: user?.address,
          city: user?.city,
          zip: user?.post_code,
          country: user?.country,
          phone: user?.phone,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Card title={t('shop.order.address')}>
              <Form.Item
                name="name"
                label={t('shop.checkout.name')}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name="address"
                label={t('shop.order.address')}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={500} />
              </Form.Item>
              {/* Postcode and city share the row across the whole width of the fields above. */}
              <Row gutter={16}>
                <Col xs={24} sm={8}>
                  <Form.Item name="zip" label={t('shop.checkout.zip')}>
                    <Input maxLength={20} data-testid="checkout-zip" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={16}>
                  <Form.Item
                    name="city"
                    label={t('shop.checkout.city')}
                    rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
                  >
                    <Input maxLength={120} data-testid="checkout-city" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="country"
                label={t('shop.checkout.country')}
                rules={[
                  { required: true, message: t('validation.country') },
                  {
                    validator: (_, v?: string) =>
                      !v || isCountryCode(v)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('validation.country'))),
                  },
                ]}
              >
                <CountrySelect />
              </Form.Item>
              <Form.Item
                name="phone"
                label={t('shop.checkout.phone')}
                rules={[{ pattern: new RegExp(PHONE_PATTERN), message: t('validation.phone') }]}
              >
                <LtrInput maxLength={40} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('shop.order.shipping')} style={{ marginBottom: 16 }}>
              <Form.Item
                name="shipping_method_id"
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Select
                  data-testid="shop-shipping-select"
                  placeholder={t('shop.order.shipping')}
                  options={(methods.data?.items ?? []).map((m) => ({ value: m._id, label: m.name }))}
                />
              </Form.Item>
              {q?.shipping ? (
                <span>
                  {money(q.shipping.cost)} · {q.shipping.time}
                </span>
              ) : null}
            </Card>
            <Card title={t('shop.checkout.coupon')} style={{ marginBottom: 16 }}>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  value={couponText}
                  onChange={(e) => {
                    setCouponText(e.target.value);
                    // An emptied field means no coupon: its discount does not stay behind unseen.
                    if (!e.target.value.trim()) setCoupon(undefined);
                  }}
                  onPressEnter={() => couponText.trim() && void applyCoupon()}
                  aria-label={t('shop.checkout.coupon')}
                  data-testid="shop-coupon-input"
                />
                <Button onClick={applyCoupon} disabled={!couponText.trim()} data-testid="shop-coupon-apply">
                  {t('shop.checkout.apply')}
                </Button>
              </Space.Compact>
              {coupon ? (
                <Space style={{ marginTop: 8 }} wrap data-testid="shop-coupon-applied">
                  <span>{t('shop.checkout.coupon_in_use')}</span>
                  <Tag color="green">{coupon}</Tag>
                  <Button size="small" onClick={removeCoupon} data-testid="shop-coupon-remove">
                    {t('shop.checkout.remove_coupon')}
                  </Button>
                </Space>
              ) : null}
            </Card>
            <Card
              title={t('shop.checkout.summary')}
              style={{ marginBottom: 16 }}
              data-testid="shop-checkout-summary"
            >
              {q ? (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('shop.totals.subtotal')}>
                    {money(q.totals.subtotal)}
                  </Descriptions.Item>
                  {q.totals.discount > 0 ? (
                    <Descriptions.Item label={t('shop.totals.discount')}>
                      <span data-testid="shop-checkout-discount">{money(-q.totals.discount)}</span>
                    </Descriptions.Item>
                  ) : null}
                  {/* Without a way of delivery the shipping, VAT and total are not known yet: none is shown as if it were. */}
                  {q.shipping ? (
                    <>
                      <Descriptions.Item label={t('shop.totals.shipping')}>
                        {money(q.totals.shipping_cost)}
                      </Descriptions.Item>
                      <Descriptions.Item
                        label={`${t('shop.totals.vat')} (${formatPercent(q.totals.vat_bp / 100, i18n.language)})`}
                      >
                        {money(q.totals.vat)}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('shop.totals.total')}>
                        <strong data-testid="shop-checkout-total">{money(q.totals.total)}</strong>
                      </Descriptions.Item>
                    </>
                  ) : (
                    <>
                      <Descriptions.Item label={t('shop.totals.shipping')}>
                        <Typography.Text type="secondary">
                          {t('shop.checkout.choose_shipping')}
                        </Typography.Text>
                      </Descriptions.Item>
                      <Descriptions.Item label={t('shop.totals.total')}>
                        <Typography.Text type="secondary" data-testid="shop-checkout-total-pending">
                          {t('shop.checkout.total_pending')}
                        </Typography.Text>
                      </Descriptions.Item>
                    </>
                  )}
                </Descriptions>
              ) : null}
              {q?.reverse_charge ? (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginTop: 8 }}
                  title={t('credits.buy.reverse_charge')}
                  data-testid="shop-reverse-charge"
                />
              ) : null}
              {q?.export ? (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginTop: 8 }}
                  title={t('shop.checkout.export')}
                  data-testid="shop-export"
                />
              ) : null}
            </Card>
            <PaymentCard
              methods={q?.payment_methods ?? []}
              cannotPay={cannotPay}
              placing={placing.isPending}
            />
          </Col>
        </Row>
      </Form>
    </>
  );
}
