import type { BillingSettings } from '@portal/contracts';
import { errorMessage, showFieldError } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Divider, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../lib/CountrySelect';
import { joinList } from '../../../lib/listFormat';
import { useApi } from '../../../platform/context';
import { settingsKeys } from '../../../queries/settings';

const BILLING_KEY = ['settings', 'billing'] as const;

/** What a transfer cannot do without, as the server decides (payments/providers/bank.ts). */
const bankMissing = (b: BillingSettings) => [
  ...(b.bank_account_holder.trim() || b.seller_name.trim() ? [] : ['bank_account_holder']),
  ...(b.bank_iban.trim() ? [] : ['bank_iban']),
];

/** One text field of the form: label and help from `settings.company.<name>` / `<name>_help`. */
type Field = { name: keyof BillingSettings; max: number; rows?: number; help?: boolean; email?: boolean };

const SELLER: Field[] = [
  { name: 'seller_name', max: 200, help: true },
  { name: 'seller_address', max: 500, rows: 3, help: true },
  { name: 'seller_vat_no', max: 40, help: true },
  { name: 'seller_reg_no', max: 60, help: true },
  { name: 'seller_email', max: 190, help: true, email: true },
];
const BANK: Field[] = [
  { name: 'bank_account_holder', max: 200, help: true },
  { name: 'bank_name', max: 120 },
  { name: 'bank_iban', max: 40, help: true },
  { name: 'bank_bic', max: 20 },
  { name: 'bank_note', max: 500, rows: 2, help: true },
];

/**
 * The seller printed on invoices and credit notes, and the bank account customers see when they pay by
 * transfer (GET/PUT /api/credits/billing_settings, `settings` permission). Bank transfer is offered only
 * once the account can be paid into.
 */
export function CompanyTab() {
  const api = useApi();
  const { t } = useTranslation();
  const billing = useQuery({ queryKey: BILLING_KEY, queryFn: () => api.settings.billing() });
  if (billing.error) return <Alert type="error" showIcon title={errorMessage(billing.error, t)} />;
  if (!billing.data) return <Skeleton active />;
  return <CompanyForm stored={billing.data} />;
}

function CompanyForm({ stored }: { stored: BillingSettings }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<BillingSettings>();
  const save = useMutation({
    mutationFn: (v: BillingSettings) =>
      api.settings.updateBilling(
        Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : ''])),
      ),
    onSuccess: (next) => {
      qc.setQueryData(BILLING_KEY, next);
      form.setFieldsValue(next);
      // Bank transfer's readiness (General tab, Payments) follows the account.
      void qc.invalidateQueries({ queryKey: settingsKeys.paymentProviders });
      message.success(t('common.saved'));
    },
    onError: (err) => {
      if (!showFieldError(form, err)) void message.error(errorMessage(err, t));
    },
  });
  const missing = bankMissing(stored);

  const item = (f: Field) => (
    <Col key={f.name} xs={24} md={f.rows ? 24 : 12}>
      <Form.Item
        name={f.name}
        label={t(`settings.company.${f.name}`)}
        extra={f.help ? t(`settings.company.${f.name}_help`) : undefined}
        // The boxes take no more than the server keeps (maxLength); the server's word on the rest shows here.
        rules={f.email ? [{ type: 'email', message: t('validation.email') }] : []}
      >
        {f.rows ? (
          <Input.TextArea id={`company-${f.name}`} rows={f.rows} maxLength={f.max} />
        ) : (
          <Input id={`company-${f.name}`} maxLength={f.max} autoComplete="off" />
        )}
      </Form.Item>
    </Col>
  );

  return (
    <Form form={form} layout="vertical" initialValues={stored} onFinish={(v) => save.mutate(v)}>
      <Typography.Paragraph type="secondary">{t('settings.company.intro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('settings.company.seller_title')}</Typography.Title>
      <Row gutter={16}>
        {SELLER.slice(0, 2).map(item)}
        <Col xs={24} md={12}>
          <Form.Item
            name="seller_country"
            label={t('settings.company.seller_country')}
            extra={t('settings.company.seller_country_help')}
          >
            <CountrySelect id="company-seller_country" />
          </Form.Item>
        </Col>
        {SELLER.slice(2).map(item)}
      </Row>
      <Divider />
      <Typography.Title level={5}>{t('settings.company.bank_title')}</Typography.Title>
      <Alert
        type={missing.length ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="company-bank-status"
        title={
          missing.length
            ? t('settings.company.bank_incomplete', {
                missing: joinList(
                  missing.map((m) => t(`settings.company.${m}`)),
                  i18n.language,
                ),
              })
            : t('settings.company.bank_ready')
        }
        description={t('settings.company.bank_intro')}
      />
      <Row gutter={16}>{BANK.map(item)}</Row>
      <Divider />
      <Row gutter={16}>{item({ name: 'invoice_footer', max: 1000, rows: 3, help: true })}</Row>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-company">
        {t('common.save')}
      </Button>
    </Form>
  );
}
