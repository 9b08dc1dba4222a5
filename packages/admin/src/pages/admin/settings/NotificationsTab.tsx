import { hasPermission, type NotificationSettings } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../../platform/context';
import { settingsKeys, useNotificationSettings, useSettings } from '../../../queries/settings';
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
  // Browser notifications go out only while "Push notifications" is on under General.
  const pushOn = useSettings().data?.push_notification === true;
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
      <NotificationSwitches
        data={data}
        pushOn={pushOn}
        onSave={(v) => save.mutate(v)}
        saving={save.isPending}
      />
      <SendNotification pushOn={pushOn} />
    </Flex>
  );
}

/** The switches whose e-mails go to the staff addresses below (and to nobody while there are none). */
const TO_STAFF_ADDRESSES: readonly string[] = [
  'email_on_new_order',
  'email_on_new_ticket',
  'email_on_new_account',
];

/** "Push notifications" under General, named as that tab names it. */
const usePushFlag = () => {
  const { t } = useTranslation();
  return { flag: t('settings.flags.push_notification'), tab: t('settings.tab_general') };
};

function NotificationSwitches({
  data,
  pushOn,
  onSave,
  saving,
}: {
  data: NotificationSettings;
  pushOn: boolean;
  onSave: (v: NotificationSettings) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const pushFlag = usePushFlag();
  const [form] = Form.useForm<NotificationSettings>();
  // The list as typed, so the note goes as soon as an address is entered (before saving).
  const staffEmails: string[] = Form.useWatch('staff_emails', form) ?? data.staff_emails;
  return (
    <Form form={form} layout="vertical" initialValues={data} onFinish={onSave}>
      <Row gutter={16}>
        {NOTIFICATION_SWITCHES.map((name) => (
          <Col key={name} xs={24} md={12}>
            <Flex gap="small" align="center" style={{ marginBottom: 12 }}>
              <Form.Item name={name} valuePropName="checked" noStyle>
                <Switch size="small" id={`notify-${name}`} />
              </Form.Item>
              <label htmlFor={`notify-${name}`}>{t(`settings.notifications.${name}`)}</label>
            </Flex>
            {name === 'push_on_new_order' && !pushOn ? (
              <Typography.Paragraph type="warning" style={{ marginTop: -8 }} data-testid="notify-push-why">
                {t('settings.notifications.push_switch_off', pushFlag)}
              </Typography.Paragraph>
            ) : null}
            {TO_STAFF_ADDRESSES.includes(name) && staffEmails.length === 0 ? (
              <Typography.Paragraph
                type="warning"
                style={{ marginTop: -8 }}
                data-testid={`notify-${name}-no-address`}
              >
                {t('settings.notifications.no_staff_emails')}
              </Typography.Paragraph>
            ) : null}
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

/**
 * POST /notification_request: one notification, in the portal, by e-mail, SMS or to subscribed browsers. As on
 * the bulk message page, SMS and browser notifications are offered only while they can go out (the server
 * refuses them otherwise), the hint says why one is missing, and the intro names only the ways offered.
 */
function SendNotification({ pushOn }: { pushOn: boolean }) {
  const api = useApi();
  const { t } = useTranslation();
  const pushFlag = usePushFlag();
  const { sms: smsOffered, email: emailReady } = useMessageChannels();
  // Choosing and counting recipients is the message senders' (the customer list stays theirs).
  const mayChoose = useSession((s) => hasPermission(s.user, 'dealers_manager.send_email'));
  if (!mayChoose) return null;
  const channels = [
    'app' as const,
    'email' as const,
    ...(smsOffered ? (['sms'] as const) : []),
    ...(pushOn ? (['push'] as const) : []),
  ];
  const intro =
    smsOffered && pushOn
      ? 'settings.notifications.send_hint'
      : smsOffered
        ? 'settings.notifications.send_hint_sms'
        : pushOn
          ? 'settings.notifications.send_hint_push'
          : 'settings.notifications.send_hint_email';
  return (
    <Card title={t('settings.notifications.send_title')} size="small" data-testid="send-notification">
      <Typography.Paragraph type="secondary" data-testid="send-notification-intro">
        {t(intro)}
      </Typography.Paragraph>
      <MessageComposer
        channels={channels}
        unavailable={emailReady ? [] : ['email']}
        channelsHint={
          emailReady && smsOffered && pushOn ? undefined : (
            <Flex vertical gap={4}>
              {emailReady ? null : <EmailUnavailable settingsLink={false} />}
              {smsOffered ? null : (
                <span data-testid="send-sms-unavailable">{t('support.messages.sms_unavailable')}</span>
              )}
              {pushOn ? null : (
                <span data-testid="send-push-unavailable">
                  {t('settings.notifications.push_unavailable', pushFlag)}
                </span>
              )}
            </Flex>
          )
        }
        send={(kind, body) => api.settings.sendNotification(kind, body)}
      />
    </Card>
  );
}
