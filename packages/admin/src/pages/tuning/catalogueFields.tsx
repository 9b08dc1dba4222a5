import type { TableColumnsType } from 'antd';
import { Form, Input, Switch, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The online/offline column every hand-sorted catalogue list shows. */
export function useStatusColumn<T>(): TableColumnsType<T>[number] {
  const { t } = useTranslation();
  return {
    key: 'status',
    dataIndex: 'status',
    title: t('tuning.status.title'),
    render: (v: 'online' | 'offline') => (
      <Tag color={v === 'online' ? 'green' : 'default'}>{t(`tuning.status.${v}`)}</Tag>
    ),
  };
}

/** The required name of a catalogue row. */
export function NameField({ name, label }: { name: string; label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
    >
      <Input maxLength={190} />
    </Form.Item>
  );
}

/** The online switch; `OrderedCatalogueTable` maps it to the row's status. */
export function OnlineField({ hint }: { hint?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="online"
      label={t('tuning.status.online')}
      tooltip={hint ? t('tuning.status.hint') : undefined}
      valuePropName="checked"
    >
      <Switch />
    </Form.Item>
  );
}
