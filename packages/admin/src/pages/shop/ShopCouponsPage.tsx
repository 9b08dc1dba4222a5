import { type ShopCoupon, ShopCouponInput } from '@portal/contracts';
import { ListPage, NumberInput, useListPage } from '@portal/ui';
import { DatePicker, Form, Input, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, type NumberRange, useNumberRules } from '../../lib/numberRules';
import { useApi } from '../../platform/context';
import { shopKeys, useShopCoupons } from '../../queries/shop';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { currencyDigits, formatMoney, formatPercent, toMajor, toMinor } from './money';
import { ShopNameField, statusColumn } from './listParts';
import { useShopCurrency } from './useCurrency';

const PAGE_SIZE = 20;
/** The limits of ShopCouponInput in the contract; amounts are in minor units of the shop's currency. */
const FIELDS = ShopCouponInput.properties;
const AMOUNT = contractRange(FIELDS.flat_amount);
const MIN_ORDER_AMOUNT = contractRange(FIELDS.min_order_amount);
const PRODUCT_COUNT = contractRange(FIELDS.min_order_product_count);
const USES = contractRange(FIELDS.max_uses);
const USES_PER_CUSTOMER = contractRange(FIELDS.max_uses_per_customer);
/** A coupon takes something off: a percentage of 0 is no coupon (the contract's 0 is for flat coupons). */
const PERCENTAGE: NumberRange = { ...contractRange(FIELDS.percentage), min: 0.01 };
type Values = {
  name: string;
  code: string;
  kind: 'flat' | 'percentage';
  amount: number;
  min_order_amount?: number;
  min_order_product_count?: number;
  dates?: [Dayjs | null, Dayjs | null];
  max_uses?: number | null;
  max_uses_per_customer?: number | null;
  active: boolean;
};

/** Coupons: flat or percentage, minimums, dates, use limits. */
export function ShopCouponsPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const currency = useShopCurrency();
  const [search, setSearch] = useListSearch();
  const list = useShopCoupons({ name: search.keyword, page: search.page ?? 1, size: PAGE_SIZE });
  // The number fields carry no min/max of their own (see lib/numberRules: a discount of -10 % became
  // 0.01 %). The rules keep a wrong value as typed and say what is wrong.
  const numberRules = useNumberRules();
  const digits = currencyDigits(currency);
  // A flat coupon takes off at least the currency's smallest unit (its 0 means "a percentage coupon").
  const flatAmount = inMajorUnits({ ...AMOUNT, min: Math.max(AMOUNT.min, 1) }, digits);
  const minOrderAmount = inMajorUnits(MIN_ORDER_AMOUNT, digits);
  const state = useListPage<ShopCoupon, Values>({
    invalidate: shopKeys.all,
    toForm: (c) => ({
      name: c.name,
      code: c.code,
      kind: c.flat_amount > 0 ? 'flat' : 'percentage',
      amount: c.flat_amount > 0 ? toMajor(c.flat_amount, currency) : c.percentage,
      min_order_amount: toMajor(c.min_order_amount, currency),
      min_order_product_count: c.min_order_product_count,
      dates: [c.start_date ? dayjs(c.start_date) : null, c.expiry_date ? dayjs(c.expiry_date) : null],
      max_uses: c.max_uses,
      max_uses_per_customer: c.max_uses_per_customer,
      active: c.status === 'active',
    }),
    save: (v, c) =>
      api.shop.coupons.save(c?._id ?? null, {
        name: v.name,
        code: v.code,
        flat_amount: v.kind === 'flat' ? toMinor(v.amount, currency) : 0,
        percentage: v.kind === 'percentage' ? Number(v.amount) : 0,
        min_order_amount: toMinor(v.min_order_amount ?? 0, currency),
        min_order_product_count: v.min_order_product_count ?? 0,
        start_date: v.dates?.[0] ? v.dates[0].startOf('day').valueOf() : null,
        expiry_date: v.dates?.[1] ? v.dates[1].endOf('day').valueOf() : null,
        max_uses: v.max_uses || null,
        max_uses_per_customer: v.max_uses_per_customer || null,
        status: v.active === false ? 'inactive' : 'active',
      }),
    remove: (c) => api.shop.coupons.remove(c._id),
  });
  return (
    <ListPage<ShopCoupon, Values>
      title={t('shop.menu.coupons')}
      formTitle={state.editing ? t('shop.dialog.edit_coupon') : t('shop.dialog.new_coupon')}
      testId="shop-coupons"
      query={list}
      rowKey="_id"
      {...listPaging(search, setSearch, PAGE_SIZE)}
      state={state}
      columns={[
        { key: 'code', dataIndex: 'code', title: t('shop.coupon.code') },
        { key: 'name', dataIndex: 'name', title: t('shop.fields.name') },
        {
          key: 'value',
          title: t('shop.coupon.value'),
          render: (_, c) =>
            c.flat_amount > 0
              ? formatMoney(c.flat_amount, currency, i18n.language)
              : formatPercent(c.percentage, i18n.language),
        },
        {
          key: 'used',
          title: t('shop.coupon.used'),
          render: (_, c) => `${c.used_count}${c.max_uses ? ` / ${c.max_uses}` : ''}`,
        },
        {
          key: 'expiry',
          title: t('shop.coupon.expiry_date'),
          render: (_, c) => (c.expiry_date ? new Date(c.expiry_date).toLocaleDateString(i18n.language) : '—'),
        },
        statusColumn(t),
      ]}
      formFields={() => (
        <>
          <ShopNameField />
          <Form.Item
            name="code"
            label={t('shop.coupon.code')}
            rules={[
              { required: true, pattern: /^[A-Za-z0-9_-]{2,40}$/, message: t('shop.coupon.code_help') },
            ]}
          >
            <Input maxLength={40} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item name="kind" label={t('shop.coupon.kind')} initialValue="percentage">
            <Radio.Group
              options={[
                { value: 'percentage', label: t('shop.coupon.percentage') },
                { value: 'flat', label: `${t('shop.coupon.flat_amount')} (${currency})` },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => {
              const flat = getFieldValue('kind') === 'flat';
              return (
                <Form.Item
                  name="amount"
                  label={t('shop.coupon.value')}
                  dependencies={['kind']}
                  // A percentage stops at 100; an amount at what a price can be.
                  rules={numberRules.rules(flat ? flatAmount : PERCENTAGE)}
                >
                  <NumberInput step={0.01} precision={flat ? digits : 2} style={{ width: '100%' }} />
                </Form.Item>
              );
            }}
          </Form.Item>
          <Form.Item
            name="min_order_amount"
            label={`${t('shop.coupon.min_order_amount')} (${currency})`}
            rules={numberRules.rules(minOrderAmount, { optional: true })}
          >
            <NumberInput step={0.01} precision={digits} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="min_order_product_count"
            label={t('shop.coupon.min_order_product_count')}
            rules={numberRules.rules(PRODUCT_COUNT, { optional: true })}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="dates" label={t('shop.coupon.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="max_uses"
            label={t('shop.coupon.max_uses')}
            rules={numberRules.rules(USES, { optional: true })}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="max_uses_per_customer"
            label={t('shop.coupon.max_uses_per_customer')}
            rules={numberRules.rules(USES_PER_CUSTOMER, { optional: true })}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="active" label={t('shop.status.active')} valuePropName="checked" initialValue>
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
