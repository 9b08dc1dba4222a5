import type { DayHours, OpenTimes } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { Button, Card, Checkbox, Form, Input, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useOpenTimes } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { ClosingDatesCard } from './ClosingDatesCard';

const TIME = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

/** Weekday name in the reader's language; 2024-01-01 was a Monday, so day n is January n. */
const weekday = (day: number, lng: string) =>
  new Date(Date.UTC(2024, 0, day)).toLocaleDateString(lng, { weekday: 'long', timeZone: 'UTC' });

/** The weekly opening hours and the holidays; the header's open/closed badge follows them. */
export function OpeningHoursPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<OpenTimes>();
  const times = useOpenTimes();
  const save = useCatalogueMutation(catalogueKeys.hours, (v: OpenTimes) => api.catalogue.hours.save(v));
  useEffect(() => {
    if (times.data) form.setFieldsValue(times.data);
  }, [times.data, form]);
  const timeRule = { pattern: TIME, message: t('catalogue.hours.time_format') };

  return (
    <>
      <PageHeader title={t('catalogue.menu.opening_hours')} />
      <Card loading={times.isPending} style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item
            name="timezone"
            label={t('catalogue.hours.timezone')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input maxLength={64} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.List name="days">
            {(fields) => (
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                style={{ marginBottom: 16 }}
                columns={[
                  {
                    key: 'day',
                    title: t('catalogue.hours.day'),
                    // The day is shown as text, but it must stay a field: antd submits registered fields only,
                    // and a day without its number is refused by the server.
                    render: (_, f) => (
                      <>
                        <Form.Item name={[f.name, 'day']} hidden noStyle>
                          <Input />
                        </Form.Item>
                        {weekday(
                          form.getFieldValue(['days', f.name, 'day']) as DayHours['day'],
                          i18n.language,
                        )}
                      </>
                    ),
                  },
                  {
                    key: 'from',
                    title: t('catalogue.hours.open_from'),
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'open_from']} rules={[timeRule]} noStyle>
                        <Input placeholder="09:00" style={{ width: 90 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'to',
                    title: t('catalogue.hours.open_to'),
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'open_to']} rules={[timeRule]} noStyle>
                        <Input placeholder="17:00" style={{ width: 90 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'closed',
                    title: t('catalogue.hours.closed'),
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'closed']} valuePropName="checked" noStyle>
                        <Checkbox />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
      <ClosingDatesCard />
    </>
  );
}
