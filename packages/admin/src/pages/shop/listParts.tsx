import { Form, Input, type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The status column of a shop list (products, coupons, shipping methods): the record's status as a tag. */
export function statusColumn<T extends { status: string }>(t: TFunction): TableColumnType<T> {
  return {
    key: 'status',
    title: t('shop.fields.status'),
    render: (_, r) => <Tag>{t(`shop.status.${r.status}`)}</Tag>,
  };
}

/** The required name of a shop record in its dialog; `children` is its input (a plain one by default). */
export function ShopNameField({ children = <Input maxLength={200} /> }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t('shop.fields.name')}
      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
    >
      {children}
    </Form.Item>
  );
}
