import type { SiteSettingsReply } from '@portal/contracts';
import { Button, Col, Form, Row, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from './useSaveSettings';

const FORMAT = 'HH:mm';
const toTime = (v: string) => (v ? dayjs(v, FORMAT) : null);
const fromTime = (v: Dayjs | null | undefined) => (v ? v.format(FORMAT) : '');

/** Opening hours of the service; orders outside them are held by the server. Empty means always open. */
export function HoursTab({ settings }: { settings: SiteSettingsReply }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  return (
    <Form
      layout="vertical"
      initialValues={{ open_from: toTime(settings.open_from), open_to: toTime(settings.open_to) }}
      onFinish={(v: { open_from: Dayjs | null; open_to: Dayjs | null }) =>
        save.mutate({ patch: { open_from: fromTime(v.open_from), open_to: fromTime(v.open_to) } })
      }
    >
      <Typography.Paragraph type="secondary">{t('settings.hours_hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="open_from" label={t('settings.open_from')}>
            <TimePicker format={FORMAT} minuteStep={5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="open_to" label={t('settings.open_to')}>
            <TimePicker format={FORMAT} minuteStep={5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
