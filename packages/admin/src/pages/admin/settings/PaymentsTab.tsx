import { ApiOutlined } from '@ant-design/icons';
import type { PaymentMethod, PaymentProviderStatus } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { settingsKeys, usePaymentProviders } from '../../../queries/settings';
import { joinList } from '../../../lib/listFormat';

/** Brand names, the same in every language. */
export const PROVIDER_NAMES: Record<PaymentMethod, string> = {
  bank: 'Bank transfer',
  stripe: 'Stripe',
  paypal: 'PayPal',
  coinbase: 'Coinbase Commerce',
  square: 'Square',
  payfast: 'PayFast',
  klarna: 'Klarna',
};

/**
 * Each provider's keys, write-only: fields start empty and a stored key is never shown; typing a value
 * replaces it. Keys set in the server's environment win and are shown as such.
 */
export function PaymentsTab() {
  const { t } = useTranslation();
  const { data, error, isLoading } = usePaymentProviders();
  if (error) return <Alert type="error" showIcon title={errorMessage(error, t)} />;
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary">{t('settings.payments.intro')}</Typography.Paragraph>
      {data.providers
        .filter((p) => p.provider !== 'bank')
        .map((p) => (
          <ProviderCard key={p.provider} status={p} />
        ))}
    </Flex>
  );
}

function ProviderCard({ status }: { status: PaymentProviderStatus }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const p = status.provider;
  const fieldName = (name: string) => t(`settings.payments.field_${name}`);

  const save = useMutation({
    mutationFn: (values: Record<string, string>) =>
      api.settings.savePaymentKeys(
        p,
        Object.fromEntries(Object.entries(values).filter(([, v]) => v?.trim())),
      ),
    onSuccess: (res) => {
      qc.setQueryData(settingsKeys.paymentProviders, res);
      form.resetFields();
      message.success(t('common.saved'));
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  const test = useMutation({ mutationFn: () => api.settings.testPaymentProvider(p) });

  return (
    <Card
      size="small"
      data-testid={`provider-${p}`}
      title={PROVIDER_NAMES[p]}
      extra={
        <Space>
          <Tag color={status.enabled ? 'blue' : 'default'}>
            {status.enabled ? t('settings.payments.switched_on') : t('settings.payments.switched_off')}
          </Tag>
          <Tag color={status.configured ? 'green' : 'orange'} data-testid={`provider-${p}-state`}>
            {status.configured ? t('settings.payments.keys_complete') : t('settings.payments.keys_missing')}
          </Tag>
        </Space>
      }
    >
      {status.enabled && !status.configured ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('settings.payments.cannot_work', {
            missing: joinList(status.missing.map(fieldName), i18n.language),
          })}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        {status.fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={`${fieldName(f.name)}${f.required ? '' : ` (${t('settings.payments.optional')})`}`}
            extra={
              f.source === 'env'
                ? t('settings.payments.source_env', { env: f.env })
                : f.source === 'stored'
                  ? t('settings.payments.source_stored')
                  : t('settings.payments.source_missing', { env: f.env })
            }
          >
            <Input.Password
              id={`${p}-${f.name}`}
              autoComplete="new-password"
              disabled={f.source === 'env'}
              placeholder={f.source === 'missing' ? '' : '••••••••'}
              visibilityToggle={false}
            />
          </Form.Item>
        ))}
        {test.isSuccess ? (
          <Alert type="success" showIcon style={{ marginBottom: 12 }} title={test.data.message} />
        ) : null}
        {test.isError ? (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errorMessage(test.error, t)} />
        ) : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.payments.save_keys')}
          </Button>
          {status.testable ? (
            <Button
              icon={<ApiOutlined />}
              loading={test.isPending}
              disabled={!status.configured}
              onClick={() => test.mutate()}
            >
              {t('settings.payments.test')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('settings.payments.no_test')}</Typography.Text>
          )}
        </Space>
      </Form>
    </Card>
  );
}
