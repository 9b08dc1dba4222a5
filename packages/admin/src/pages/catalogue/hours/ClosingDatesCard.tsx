import type { ClosingDate } from '@portal/contracts';
import { useConfirmDelete } from '@portal/ui';
import { Button, Card, Form, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useClosingDates } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';

type Values = { title?: string; date_from: string; date_to?: string };

/** Holidays: whole days, both ends included; the service shows as closed on them. */
export function ClosingDatesCard() {
  const api = useApi();
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dates = useClosingDates();
  const confirmDelete = useConfirmDelete();
  const { hours } = api.catalogue;
  const add = useCatalogueMutation(
    catalogueKeys.hours,
    (v: Values) => hours.addClosingDate({ ...v, date_to: v.date_to || undefined }),
    () => form.resetFields(),
  );
  const remove = useCatalogueMutation(catalogueKeys.hours, (id: number) => hours.removeClosingDate(id));
  return (
    <Card title={t('catalogue.hours.closing_dates')}>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => add.mutate(v)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="title" label={t('catalogue.hours.holiday')}>
          <Input maxLength={190} />
        </Form.Item>
        <Form.Item
          name="date_from"
          label={t('catalogue.hours.date_from')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item name="date_to" label={t('catalogue.hours.date_to')}>
          <Input type="date" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('catalogue.add')}
        </Button>
      </Form>
      <Table<ClosingDate>
        rowKey="_id"
        size="small"
        loading={dates.isFetching}
        dataSource={dates.data?.items}
        pagination={false}
        columns={[
          { key: 'title', dataIndex: 'title', title: t('catalogue.hours.holiday') },
          { key: 'from', dataIndex: 'date_from', title: t('catalogue.hours.date_from') },
          { key: 'to', dataIndex: 'date_to', title: t('catalogue.hours.date_to') },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, d) => (
              <Space>
                <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(d._id))}>
                  {t('common.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
