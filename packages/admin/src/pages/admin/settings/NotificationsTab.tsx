import type { NotificationSettings } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Flex, Form, Row, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { settingsKeys, useNotificationSettings } from '../../../queries/settings';
import { NOTIFICATION_SWITCHES } from './fields';

export function NotificationsTab() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data, isLoading } = useNotificationSettings();
  const save = useMutation({
    mutationFn: (v: NotificationSettings) => api.settings.updateNotifications(v),
    onSuccess: (n) => {
      qc.setQueryData(settingsKeys.notifications, n);
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Form layout="vertical" initialValues={data} onFinish={(v: NotificationSettings) => save.mutate(v)}>
      <Row gutter={16}>
        {NOTIFICATION_SWITCHES.map((name) => (
          <Col key={name} xs={24} md={12}>
            <Flex gap="small" align="center" style={{ marginBottom: 12 }}>
              <Form.Item name={name} valuePropName="checked" noStyle>
                <Switch size="small" id={`notify-${name}`} />
              </Form.Item>
              <label htmlFor={`notify-${name}`}>{t(`settings.notifications.${name}`)}</label>
            </Flex>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="staff_emails"
        label={t('settings.notifications.staff_emails')}
        extra={t('settings.notifications.staff_emails_hint')}
        rules={[{ type: 'array', defaultField: { type: 'email', message: t('validation.email') } }]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
