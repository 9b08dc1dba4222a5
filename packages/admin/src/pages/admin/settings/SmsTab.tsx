import type { SmsSettings } from '@portal/api-client';
import type { SiteSettingsReply } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Flex, Form, Input, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../lib/listFormat';
import { useApi } from '../../../platform/context';
import { SMS_SETTINGS_KEY, smsConfigured, useSmsSettings } from './smsSettings';

interface Values {
  account_sid: string;
  auth_token?: string;
  from: string;
  base_url: string;
}

/** An http(s) address as the server takes it (any host, port and path; a local stand-in too). */
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const sameUrl = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/**
 * The SMS provider (a Twilio-compatible REST API). The stored auth token is never sent back; leaving the
 * field empty keeps it, but only for the provider address it was entered for (the server refuses a new
 * address without the token, which would otherwise go there with the next text).
 */
export function SmsTab({ settings }: { settings: SiteSettingsReply }) {
  const { t } = useTranslation();
  const sms = useSmsSettings();
  if (sms.error) return <Alert type="error" showIcon title={errorMessage(sms.error, t)} />;
  if (!sms.data) return <Skeleton active />;
  return <SmsForm stored={sms.data} switchedOn={settings.sms_notification} />;
}

function SmsForm({ stored, switchedOn }: { stored: SmsSettings; switchedOn: boolean }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: ({ auth_token, ...rest }: Values) =>
      api.settings.updateSms({
        account_sid: rest.account_sid.trim(),
        from: rest.from.trim(),
        base_url: rest.base_url.trim(),
        ...(auth_token ? { auth_token } : {}),
      }),
    onSuccess: (next) => {
      qc.setQueryData(SMS_SETTINGS_KEY, next);
      form.setFieldsValue({ auth_token: '' });
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  const tokenRule = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !stored.has_token || value || sameUrl(String(getFieldValue('base_url') ?? ''), stored.base_url)
        ? Promise.resolve()
        : Promise.reject(new Error(t('settings.sms_token_again'))),
  });
  const missing = [
    stored.account_sid.trim() ? null : t('settings.sms_account_sid'),
    stored.has_token ? null : t('settings.sms_auth_token'),
    stored.from.trim() ? null : t('settings.sms_from'),
  ].filter((m): m is string => Boolean(m));
  const flag = t('settings.flags.sms_notification');

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        account_sid: stored.account_sid,
        auth_token: '',
        from: stored.from,
        base_url: stored.base_url,
      }}
      onFinish={(v: Values) => save.mutate(v)}
    >
      <Alert
        type={!smsConfigured(stored) || !switchedOn ? 'warning' : 'success'}
        showIcon
        title={
          !smsConfigured(stored)
            ? t('settings.sms_incomplete', { missing: joinList(missing, i18n.language) })
            : switchedOn
              ? t('settings.sms_ready')
              : t('settings.sms_switched_off', { flag })
        }
        description={t('settings.sms_intro', { flag })}
        style={{ marginBottom: 16 }}
        data-testid="sms-status"
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="account_sid" label={t('settings.sms_account_sid')} rules={[{ max: 100 }]}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="auth_token"
            label={t('settings.sms_auth_token')}
            extra={stored.has_token ? t('settings.sms_token_kept') : undefined}
            dependencies={['base_url']}
            rules={[{ max: 200 }, tokenRule]}
          >
            <Input.Password autoComplete="new-password" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="from" label={t('settings.sms_from')} rules={[{ max: 40 }]}>
            <Input autoComplete="off" maxLength={40} placeholder="+15005550006" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="base_url"
            label={t('settings.sms_base_url')}
            rules={[
              { required: true, message: t('validation.required') },
              {
                validator: (_: unknown, value: string | undefined) =>
                  !value?.trim() || isWebAddress(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('settings.sms_base_url_invalid'))),
              },
              { max: 300 },
            ]}
          >
            <Input autoComplete="off" maxLength={300} placeholder="https://api.twilio.com" />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-sms">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
