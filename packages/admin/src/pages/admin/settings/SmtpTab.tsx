import { ApiOutlined, SendOutlined } from '@ant-design/icons';
import { SENDER_PATTERN, SmtpCheckBody, SmtpSettings, type SiteSettingsReply } from '@portal/contracts';
import { errorMessage, NumberInput } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, type NumberRange, useNumberRules } from '../../../lib/numberRules';
import { useApi, useSession } from '../../../platform/context';
import { useSaveSettings } from './useSaveSettings';

interface Values {
  smtp_host: string;
  smtp_port: number;
  smtp_username: string;
  smtp_password?: string;
  smtp_secure: boolean;
  smtp_allow_self_signed: boolean;
  smtp_allow_unencrypted: boolean;
  smtp_from: string;
}

const SENDER = new RegExp(SENDER_PATTERN);
/**
 * The port as both requests take it: saving allows 0 (the default, 587), checking the connection does not,
 * and the form always shows a real port (a stored 0 as 587).
 */
const PORT: NumberRange = {
  ...contractRange(SmtpSettings.properties.smtp_port),
  min: contractRange(SmtpCheckBody.properties.port).min,
};

/**
 * Outgoing mail. The stored password is never sent back; leaving the field empty keeps it, but only for the
 * server, port, user name and connection security it was entered for, and not once a self-signed certificate
 * is accepted or sign-in without encryption allowed where it was entered without (the server refuses
 * anything else).
 */
export function SmtpTab({ settings }: { settings: SiteSettingsReply }) {
  const api = useApi();
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  // The port carries no min/max of its own (see lib/numberRules): the rule keeps a wrong port as typed and
  // says what is wrong (antd made 70000 into 65535 and saved that).
  const numberRules = useNumberRules();
  /**
   * A changed server, port, user name or TLS setting needs the password again (the stored one stays with the
   * old ones), and so does accepting a self-signed certificate or allowing sign-in without encryption where
   * the saved password was entered without.
   */
  const passwordRule = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) => {
      const username = String(getFieldValue('smtp_username') ?? '');
      if (!settings.smtp_password_set || value || !username) return Promise.resolve();
      const moved =
        String(getFieldValue('smtp_host') ?? '')
          .trim()
          .toLowerCase() !== settings.smtp_host.trim().toLowerCase() ||
        (Number(getFieldValue('smtp_port')) || 587) !== (settings.smtp_port || 587) ||
        username !== settings.smtp_username ||
        Boolean(getFieldValue('smtp_secure')) !== settings.smtp_secure;
      if (moved) return Promise.reject(new Error(t('settings.smtp_password_again')));
      if (getFieldValue('smtp_allow_self_signed') && !settings.smtp_allow_self_signed)
        return Promise.reject(new Error(t('settings.smtp_password_self_signed')));
      if (getFieldValue('smtp_allow_unencrypted') && !settings.smtp_allow_unencrypted)
        return Promise.reject(new Error(t('settings.smtp_password_unencrypted')));
      return Promise.resolve();
    },
  });
  const me = useSession((s) => s.user);
  // Goes out through the saved settings (or SMTP_URL), to the signed-in admin's own address.
  const test = useMutation({ mutationFn: () => api.settings.mailTest() });
  const check = useMutation({
    mutationFn: (v: Values) =>
      api.settings.checkSmtp({
        host: v.smtp_host,
        port: v.smtp_port,
        secure: v.smtp_secure,
        allow_self_signed: v.smtp_allow_self_signed,
        allow_unencrypted: v.smtp_allow_unencrypted,
        user: v.smtp_username || undefined,
        pass: v.smtp_password || undefined,
      }),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        smtp_host: settings.smtp_host,
        smtp_port: settings.smtp_port || 587,
        smtp_username: settings.smtp_username,
        smtp_password: '',
        smtp_secure: settings.smtp_secure,
        smtp_allow_self_signed: settings.smtp_allow_self_signed,
        smtp_allow_unencrypted: settings.smtp_allow_unencrypted,
        smtp_from: settings.smtp_from,
      }}
      onFinish={({ smtp_password, ...rest }: Values) =>
        save.mutate({ patch: smtp_password ? { ...rest, smtp_password } : rest })
      }
    >
      {settings.smtp_from_env ? (
        <Alert
          type="info"
          showIcon
          title={t('settings.smtp_env', { env: 'SMTP_URL' })}
          style={{ marginBottom: 16 }}
          data-testid="smtp-env"
        />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_host"
            label={t('settings.smtp_host')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input placeholder="smtp.example.com" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="smtp_port" label={t('settings.smtp_port')} rules={numberRules.rules(PORT)}>
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="smtp_secure" label={t('settings.smtp_secure')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="smtp_username" label={t('settings.smtp_username')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_password"
            label={t('settings.smtp_password')}
            extra={settings.smtp_password_set ? t('settings.smtp_password_kept') : undefined}
            dependencies={[
              'smtp_host',
              'smtp_port',
              'smtp_username',
              'smtp_secure',
              'smtp_allow_self_signed',
              'smtp_allow_unencrypted',
            ]}
            rules={[passwordRule]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_from"
            label={t('settings.smtp_from')}
            rules={[{ pattern: SENDER, message: t('validation.email') }]}
          >
            <Input placeholder="Portal <no-reply@example.com>" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_allow_self_signed"
            label={t('settings.smtp_allow_self_signed')}
            extra={t('settings.smtp_allow_self_signed_help')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_allow_unencrypted"
            label={t('settings.smtp_allow_unencrypted')}
            extra={t('settings.smtp_allow_unencrypted_help')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {check.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={check.data.message}
          style={{ marginBottom: 16 }}
          data-testid="smtp-result"
        />
      ) : null}
      {check.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(check.error, t)}
          style={{ marginBottom: 16 }}
          data-testid="smtp-result"
        />
      ) : null}
      {test.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={test.data.message}
          style={{ marginBottom: 16 }}
          data-testid="mail-test-result"
        />
      ) : null}
      {test.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(test.error, t)}
          style={{ marginBottom: 16 }}
          data-testid="mail-test-result"
        />
      ) : null}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button
          icon={<ApiOutlined />}
          loading={check.isPending}
          onClick={() =>
            // A field the rules refuse shows why under it; nothing is sent.
            form.validateFields().then(
              (values) => check.mutate(values),
              () => undefined,
            )
          }
        >
          {t('settings.check_connection')}
        </Button>
        <Button
          icon={<SendOutlined />}
          loading={test.isPending}
          onClick={() => test.mutate()}
          data-testid="smtp-mail-test"
        >
          {t('notices.mail_test')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('settings.mail_test_hint', { email: me?.email ?? '' })}
      </Typography.Paragraph>
    </Form>
  );
}
