import { hasPermission, type NotificationSettings } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../../platform/context';
import { settingsKeys, useNotificationSettings } from '../../../queries/settings';
import { EmailUnavailable } from '../../support/EmailUnavailable';
import { MessageComposer } from '../../support/MessageComposer';
import { NOTIFICATION_SWITCHES } from './fields';
import { useMessageChannels } from './smsSettings';

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
    <Flex vertical gap="large">
      <NotificationSwitches data={data} onSave={(v) => save.mutate(v)} saving={save.isPending} />
      <SendNotification />
    </Flex>
  );
}

function NotificationSwitches({
  data,
  onSave,
  saving,
}: {
  data: NotificationSettings;
  onSave: (v: NotificationSettings) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" initialValues={data} onFinish={onSave}>
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
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** POST /notification_request: one notification, in the portal, by e-mail, SMS or to subscribed browsers. */
function SendNotification() {
  const api = useApi();
  const { t } = useTranslation();
  const { sms: smsOffered, email: emailReady } = useMessageChannels();
  // Choosing and counting recipients is the message senders' (the customer list stays theirs).
  const mayChoose = useSession((s) => hasPermission(s.user, 'dealers_manager.send_email'));
  if (!mayChoose) return null;
  return (
    <Card title={t('settings.notifications.send_title')} size="small" data-testid="send-notification">
      <Typography.Paragraph type="secondary">{t('settings.notifications.send_hint')}</Typography.Paragraph>
      <MessageComposer
        channels={smsOffered ? ['app', 'email', 'sms', 'push'] : ['app', 'email', 'push']}
        unavailable={emailReady ? [] : ['email']}
        channelsHint={emailReady ? undefined : <EmailUnavailable settingsLink={false} />}
        send={(kind, body) => api.settings.sendNotification(kind, body)}
      />
    </Card>
  );
}
