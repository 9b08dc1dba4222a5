import {
  ShopExtraOption,
  type ShopProduct,
  ShopProductFields,
  type ShopProductStatus,
} from '@portal/contracts';
import { ListPage, NumberInput, OWN_DIRECTION, useListPage } from '@portal/ui';
import { Button, Form, Image, Input, Select, Space, Tag, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRange, inMajorUnits, useNumberRules } from '../../lib/numberRules';
import { FileUpload } from '../../platform/FileUpload';
import { useApi } from '../../platform/context';
import { shopKeys, useShopCategories, useShopProducts } from '../../queries/shop';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { LanguagesButton } from '../shared/LanguagesButton';
import { TranslationsModal } from '../shared/TranslationsModal';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money';
import { NameSlugFields } from './NameSlugFields';
import { statusColumn } from './listParts';
import { useShopCurrency } from './useCurrency';

const PAGE_SIZE = 15;
const SLOTS = ['image1', 'image2', 'image3'] as const;
const STATUSES: ShopProductStatus[] = ['published', 'unpublished', 'draft'];
/** The limits of ShopProductFields in the contract; prices are in minor units of the shop's currency. */
const PRICE = contractRange(ShopProductFields.properties.price);
const OPTION_PRICE = contractRange(ShopExtraOption.properties.price);
const INVENTORY = contractRange(ShopProductFields.properties.inventory);
const WEIGHT = contractRange(ShopProductFields.properties.weight);
type Values = {
  name: string;
  slug: string;
  product_code: string;
  price: number;
  inventory: number;
  weight?: number;
  weight_unit?: string;
  category_id?: number | null;
  short_description?: string;
  description?: string;
  status: ShopProductStatus;
  extra_options?: { name: string; price: number; key?: string }[];
  image1?: UploadFile[];
  image2?: UploadFile[];
  image3?: UploadFile[];
};

const fileOf = (list?: UploadFile[]) => (list?.[0]?.originFileObj as Blob | undefined) ?? undefined;

/** Products: table with search and paging; the form holds up to three images chosen with FileUpload. */
export function ShopProductsPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const currency = useShopCurrency();
  const [search, setSearch] = useListSearch();
  const [languages, setLanguages] = useState<ShopProduct | null>(null);
  const list = useShopProducts({ name: search.keyword, page: search.page ?? 1, size: PAGE_SIZE });
  const categories = useShopCategories({ size: 200 }).data?.items ?? [];
  // The number fields carry no min/max of their own (see lib/numberRules): a price of -1 would have been
  // saved as 0. The rules keep a wrong value as typed and say what is wrong.
  const numberRules = useNumberRules();
  const digits = currencyDigits(currency);
  const state = useListPage<ShopProduct, Values>({
    invalidate: shopKeys.all,
    toForm: (p) => ({
      ...p,
      price: toMajor(p.price, currency),
      extra_options: p.extra_options.map((o) => ({
        name: o.name,
        price: toMajor(o.price, currency),
        key: o.key,
      })),
      image1: undefined,
      image2: undefined,
      image3: undefined,
    }),
    save: (v, p) =>
      api.shop.products.save(
        p?._id ?? null,
        {
          name: v.name,
          slug: v.slug,
          product_code: v.product_code,
          price: toMinor(v.price, currency),
          inventory: v.inventory,
          weight: v.weight ?? 0,
          weight_unit: v.weight_unit ?? 'kg',
          category_id: v.category_id ?? '',
          short_description: v.short_description ?? '',
          description: v.description ?? '',
          status: v.status,
          extra_options: (v.extra_options ?? [])
            .filter((o) => o?.name)
            .map((o) => ({ name: o.name, price: toMinor(o.price, currency), key: o.key || undefined })),
        },
        { image1: fileOf(v.image1), image2: fileOf(v.image2), image3: fileOf(v.image3) },
      ),
    remove: (p) => api.shop.products.remove(p._id),
  });
  const upload = (slot: (typeof SLOTS)[number]) => (
    <Form.Item
      key={slot}
      name={slot}
      label={t(`shop.product.${slot}`)}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
    >
      <FileUpload
        accept="image/png,image/jpeg,image/webp,image/gif"
        maxCount={1}
        beforeUpload={() => false}
        listType="picture"
      >
        <Button data-testid={`shop-${slot}`}>{t('shop.product.choose_image')}</Button>
      </FileUpload>
    </Form.Item>
  );
  return (
    <>
      <ListPage<ShopProduct, Values>
        title={t('shop.menu.products')}
        formTitle={state.editing ? t('shop.dialog.edit_product') : t('shop.dialog.new_product')}
        testId="shop-products"
        query={list}
        rowKey="_id"
        {...listPaging(search, setSearch, PAGE_SIZE)}
        state={state}
        rowActions={(p) => (
          <LanguagesButton testId={`languages-shop-product-${p._id}`} onClick={() => setLanguages(p)} />
        )}
        columns={[
          {
            key: 'image',
            title: '',
            width: 64,
            render: (_, p) =>
              p.image1 ? (
                <Image
                  src={p.thumbnail ?? p.image1}
                  preview={{ src: p.image1 }}
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover' }}
                  alt=""
                />
              ) : null,
          },
          { key: 'name', dataIndex: 'name', title: t('shop.fields.name') },
          { key: 'code', dataIndex: 'product_code', title: t('shop.product.product_code') },
          {
            key: 'price',
            title: t('shop.product.price'),
            render: (_, p) => formatMoney(p.price, currency, i18n.language),
          },
          {
            key: 'inventory',
            title: t('shop.product.inventory'),
            render: (_, p) => (
              <Space>
                {p.inventory}
                {p.stock_label !== 'in_stock' ? (
                  <Tag color={p.stock_label === 'out_of_stock' ? 'red' : 'orange'}>
                    {t(`shop.stock.${p.stock_label}`)}
                  </Tag>
                ) : null}
              </Space>
            ),
          },
          { key: 'category', dataIndex: 'category_name', title: t('shop.product.category') },
          statusColumn(t),
        ]}
        formFields={(record) => (
          <>
            <NameSlugFields form={state.form} isNew={!record} />
            <Form.Item
              name="product_code"
              label={t('shop.product.product_code')}
              rules={[
                { required: true, pattern: /^[A-Za-z0-9_-]{1,10}$/, message: t('shop.product.code_help') },
              ]}
            >
              <Input maxLength={10} />
            </Form.Item>
            <Space wrap>
              <Form.Item
                name="price"
                label={`${t('shop.product.price')} (${currency})`}
                rules={numberRules.rules(inMajorUnits(PRICE, digits))}
              >
                <NumberInput step={0.01} precision={digits} />
              </Form.Item>
              <Form.Item
                name="inventory"
                label={t('shop.product.inventory')}
                initialValue={0}
                rules={numberRules.rules(INVENTORY)}
              >
                <NumberInput />
              </Form.Item>
              <Form.Item
                name="weight"
                label={t('shop.product.weight')}
                rules={numberRules.rules(WEIGHT, { optional: true })}
              >
                <NumberInput step={0.1} />
              </Form.Item>
              <Form.Item name="weight_unit" label={t('shop.product.weight_unit')} initialValue="kg">
                <Select
                  style={{ width: 80 }}
                  options={['g', 'kg', 'lb', 'oz'].map((u) => ({ value: u, label: u }))}
                />
              </Form.Item>
            </Space>
            <Form.Item name="category_id" label={t('shop.product.category')}>
              <Select allowClear options={categories.map((c) => ({ value: c._id, label: c.name }))} />
            </Form.Item>
            <Form.Item name="status" label={t('shop.fields.status')} initialValue="published">
              <Select options={STATUSES.map((s) => ({ value: s, label: t(`shop.status.${s}`) }))} />
            </Form.Item>
            <Form.Item name="short_description" label={t('shop.product.short_description')}>
              <Input.TextArea {...OWN_DIRECTION} rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('shop.product.description')}
              extra={t('shop.product.description_help')}
            >
              <Input.TextArea {...OWN_DIRECTION} rows={5} maxLength={20000} />
            </Form.Item>
            <Form.List name="extra_options">
              {(fields, { add, remove }) => (
                <Form.Item label={t('shop.product.extra_options')}>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline">
                      <Form.Item
                        name={[f.name, 'name']}
                        rules={[{ required: true, message: t('validation.required') }]}
                      >
                        <Input placeholder={t('shop.fields.name')} maxLength={100} />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'price']}
                        initialValue={0}
                        rules={numberRules.rules(inMajorUnits(OPTION_PRICE, digits))}
                      >
                        <NumberInput step={0.01} precision={digits} addonAfter={currency} />
                      </Form.Item>
                      {/* Keeps the option's names in other languages with it when it is renamed. */}
                      <Form.Item name={[f.name, 'key']} hidden>
                        <Input />
                      </Form.Item>
                      <Button onClick={() => remove(f.name)}>{t('common.delete')}</Button>
                    </Space>
                  ))}
                  <Button onClick={() => add()}>{t('shop.product.add_option')}</Button>
                </Form.Item>
              )}
            </Form.List>
            {SLOTS.map(upload)}
          </>
        )}
      />
      {languages ? (
        <TranslationsModal
          entity="shop_product"
          id={languages._id}
          name={languages.name}
          withShortDescription
          withDescription
          extraOptions={languages.extra_options}
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
