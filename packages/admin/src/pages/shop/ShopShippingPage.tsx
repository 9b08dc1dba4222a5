import { type ShopShippingMethod, ShopShippingInput } from '@portal/contracts';
import { ListPage, NumberInput, useListPage } from '@portal/ui';
import { Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../lib/numberRules';
import { useApi } from '../../platform/context';
import { shopKeys, useShopShipping } from '../../queries/shop';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { LanguagesButton } from '../shared/LanguagesButton';
import { TranslationsModal } from '../shared/TranslationsModal';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money';
import { ShopNameField, statusColumn } from './listParts';
import { useShopCurrency } from './useCurrency';

const PAGE_SIZE = 20;
/** The limits of ShopShippingInput in the contract: costs in minor units of the shop's currency. */
const LOCAL_COST = contractRange(ShopShippingInput.properties.local_shipping_cost);
const INTERNATIONAL_COST = contractRange(ShopShippingInput.properties.international_shipping_cost);
type Values = {
  name: string;
  local_shipping_cost: number;
  international_shipping_cost: number;
  local_shipping_time: string;
  international_shipping_time: string;
  charge_per_product: boolean;
  active: boolean;
};

/** Shipping methods: local (the shop's country) and international cost and time. */
export function ShopShippingPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const currency = useShopCurrency();
  const [search, setSearch] = useListSearch();
  // The method whose name and delivery times are being given in other languages.
  const [languages, setLanguages] = useState<ShopShippingMethod | null>(null);
  const list = useShopShipping({ name: search.keyword, page: search.page ?? 1, size: PAGE_SIZE });
  const money = (v: number) => formatMoney(v, currency, i18n.language);
  // The costs carry no min/max of their own (see lib/numberRules): a cost of -5 would have been saved as 0.
  // The rules keep a wrong value as typed and say what is wrong.
  const numberRules = useNumberRules();
  const digits = currencyDigits(currency);
  const state = useListPage<ShopShippingMethod, Values>({
    invalidate: shopKeys.all,
    toForm: (m) => ({
      ...m,
      local_shipping_cost: toMajor(m.local_shipping_cost, currency),
      international_shipping_cost: toMajor(m.international_shipping_cost, currency),
      active: m.status === 'active',
    }),
    save: ({ active, ...v }, m) =>
      api.shop.shipping.save(m?._id ?? null, {
        ...v,
        local_shipping_time: v.local_shipping_time ?? '',
        international_shipping_time: v.international_shipping_time ?? '',
        charge_per_product: Boolean(v.charge_per_product),
        local_shipping_cost: toMinor(v.local_shipping_cost, currency),
        international_shipping_cost: toMinor(v.international_shipping_cost, currency),
        status: active === false ? 'inactive' : 'active',
      }),
    remove: (m) => api.shop.shipping.remove(m._id),
  });
  return (
    <>
      <ListPage<ShopShippingMethod, Values>
        title={t('shop.menu.shipping_methods')}
        formTitle={
          state.editing ? t('shop.dialog.edit_shipping_method') : t('shop.dialog.new_shipping_method')
        }
        testId="shop-shipping"
        query={list}
        rowKey="_id"
        {...listPaging(search, setSearch, PAGE_SIZE)}
        state={state}
        rowActions={(m) => (
          <LanguagesButton testId={`languages-shop-shipping-${m._id}`} onClick={() => setLanguages(m)} />
        )}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('shop.fields.name') },
          {
            key: 'local',
            title: t('shop.shipping.local'),
            render: (_, m) => `${money(m.local_shipping_cost)} · ${m.local_shipping_time}`,
          },
          {
            key: 'intl',
            title: t('shop.shipping.international'),
            render: (_, m) => `${money(m.international_shipping_cost)} · ${m.international_shipping_time}`,
          },
          {
            key: 'per',
            title: t('shop.shipping.charge_per_product'),
            render: (_, m) => (m.charge_per_product ? t('common.yes') : t('common.no')),
          },
          statusColumn(t),
        ]}
        formFields={() => (
          <>
            <ShopNameField />
            <Form.Item
              name="local_shipping_cost"
              label={`${t('shop.shipping.local_cost')} (${currency})`}
              rules={numberRules.rules(inMajorUnits(LOCAL_COST, digits))}
            >
              <NumberInput step={0.01} precision={digits} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="local_shipping_time" label={t('shop.shipping.local_time')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="international_shipping_cost"
              label={`${t('shop.shipping.international_cost')} (${currency})`}
              rules={numberRules.rules(inMajorUnits(INTERNATIONAL_COST, digits))}
            >
              <NumberInput step={0.01} precision={digits} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="international_shipping_time" label={t('shop.shipping.international_time')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="charge_per_product"
              label={t('shop.shipping.charge_per_product')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item name="active" label={t('shop.status.active')} valuePropName="checked" initialValue>
              <Switch />
            </Form.Item>
          </>
        )}
      />
      {languages ? (
        <TranslationsModal
          entity="shop_shipping"
          id={languages._id}
          name={languages.name}
          withDescription={false}
          withShippingTimes
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
