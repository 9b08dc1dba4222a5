import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PLACE_ID_PATTERN, ROLE, SiteValues, type SiteSettingsReply } from '@portal/contracts';
import { errorMessage, NumberInput, useConfirm } from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Col, Divider, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../../platform/context';
import { usePaymentProviders } from '../../../queries/settings';
import { BankNeeds } from './BankNeeds';
import { BOOLEAN_FLAGS } from './fields';
import { useSaveSettings } from './useSaveSettings';
import { joinList } from '../../../lib/listFormat';
import { contractRange, inMajorUnits, useNumberRules } from '../../../lib/numberRules';
import { fromCreditInput, toCreditInput } from '../../tuning/credits';

interface Values {
  flags: Record<string, boolean>;
  site_title: string;
  contact_email: string;
  copyright_text: string;
  google_place_id: string;
  default_theme: SiteSettingsReply['default_theme'];
  payment_type: SiteSettingsReply['payment_type'];
  reg_no_mode: SiteSettingsReply['reg_no_mode'];
  currency: string;
  /** In major units on screen; stored in hundredths. */
  credit_price: number;
  eco_currency_symbol: string;
  max_upload_mb: number;
  currency_prices: { code: string; price: number }[];
  /** Credits as typed; stored in hundredths of a credit. */
  api_access_price: number;
}

/** Only called with values the form's rules let through: a cleared price never reaches here as 0. */
const toMinor = (v: number) => Math.round(v * 100);

/** The contract's limits, so the form refuses what the server would. Prices are stored in hundredths. */
const PRICE = inMajorUnits(contractRange(SiteValues.properties.credit_price), 2);
const UPLOAD = contractRange(SiteValues.properties.max_upload_mb);
const API_ACCESS_PRICE = inMajorUnits(contractRange(SiteValues.properties.api_access_price), 2);
const PLACE_ID = new RegExp(PLACE_ID_PATTERN);

/** Three letters, and a code the browser can show prices in (the server refuses others as well). */
const isCurrencyCode = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return true;
  if (!/^[A-Za-z]{3}$/.test(value)) return false;
  return (
    typeof Intl.supportedValuesOf !== 'function' ||
    Intl.supportedValuesOf('currency').includes(value.toUpperCase())
  );
};

export function GeneralTab({ settings }: { settings: SiteSettingsReply }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const save = useSaveSettings();
  const purge = useMutation({
    mutationFn: () => api.settings.purgeCaches(),
    onSuccess: (res) => void message.success(res.message),
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  const currencyRule = {
    validator: (_: unknown, value: unknown) =>
      isCurrencyCode(value) ? Promise.resolve() : Promise.reject(new Error(t('validation.currency'))),
  };
  // The number fields carry no min/max of their own (see lib/numberRules): the rules keep a wrong value as
  // typed and say what is wrong.
  const numberRules = useNumberRules();
  const priceRules = numberRules.rules(PRICE);
  const s = settings as unknown as Record<string, unknown>;
  const isAdmin = useSession((x) => x.user?.role_id === ROLE.ADMIN);
  const providers = usePaymentProviders(isAdmin).data?.providers;
  /** Why a payment switch cannot work yet: the keys its provider still needs. */
  const missingKeys = (flag: string) =>
    providers?.find((p) => `${p.provider}_payment` === flag && !p.configured)?.missing ?? [];

  const initial: Values = {
    flags: Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, s[f] === true])),
    site_title: settings.site_title,
    contact_email: settings.contact_email,
    copyright_text: settings.copyright_text,
    google_place_id: settings.google_place_id,
    default_theme: settings.default_theme,
    payment_type: settings.payment_type,
    reg_no_mode: settings.reg_no_mode,
    currency: settings.currency,
    credit_price: settings.credit_price / 100,
    eco_currency_symbol: settings.eco_currency_symbol,
    max_upload_mb: settings.max_upload_mb,
    currency_prices: Object.entries(settings.currency_prices ?? {}).map(([code, price]) => ({
      code,
      price: price / 100,
    })),
    api_access_price: toCreditInput(settings.api_access_price) ?? 0,
  };

  const submit = (v: Values) => {
    const { flags, credit_price, currency_prices, api_access_price, ...rest } = v;
    save.mutate({
      patch: {
        ...flags,
        ...rest,
        currency: rest.currency.toUpperCase(),
        credit_price: toMinor(credit_price),
        api_access_price: fromCreditInput(api_access_price),
        currency_prices: Object.fromEntries(
          (currency_prices ?? []).filter((p) => p?.code).map((p) => [p.code.toUpperCase(), toMinor(p.price)]),
        ),
      },
    });
  };

  return (
    <Form layout="vertical" initialValues={initial} onFinish={submit}>
      <Typography.Title level={5}>{t('settings.features')}</Typography.Title>
      <Row gutter={[16, 0]}>
        {BOOLEAN_FLAGS.map((flag) => (
          <Col key={flag} xs={24} sm={12} lg={8}>
            <Flex gap="small" align="center" style={{ marginBottom: 12 }}>
              <Form.Item name={['flags', flag]} valuePropName="checked" noStyle>
                <Switch size="small" id={`flag-${flag}`} data-testid={`flag-${flag}`} />
              </Form.Item>
              <label htmlFor={`flag-${flag}`}>{t(`settings.flags.${flag}`)}</label>
            </Flex>
            {/* Bank transfer needs no keys but the account, entered on the company tab. */}
            {flag === 'bank_payment' ? (
              <BankNeeds missing={missingKeys(flag)} replace style={{ marginTop: -8 }} />
            ) : missingKeys(flag).length ? (
              <Typography.Paragraph type="warning" style={{ marginTop: -8 }} data-testid={`flag-${flag}-why`}>
                {t('settings.payments.switch_needs', {
                  missing: joinList(
                    missingKeys(flag).map((name) => t(`settings.payments.field_${name}`)),
                    i18n.language,
                  ),
                })}
              </Typography.Paragraph>
            ) : null}
            {/* The price belongs to the switch that offers the access: what a customer pays to get it. */}
            {flag === 'api_access' ? (
              <Form.Item
                name="api_access_price"
                label={t('settings.api_access_price')}
                extra={t('settings.api_access_price_help')}
                rules={numberRules.rules(API_ACCESS_PRICE)}
              >
                <NumberInput precision={2} style={{ width: '100%' }} data-testid="api-access-price" />
              </Form.Item>
            ) : null}
          </Col>
        ))}
      </Row>
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="site_title" label={t('settings.site_title')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contact_email"
            label={t('settings.contact_email')}
            rules={[{ type: 'email', message: t('validation.email') }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="copyright_text" label={t('settings.copyright_text')}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="google_place_id"
            label={t('settings.google_place_id')}
            rules={[{ pattern: PLACE_ID, message: t('settings.google_place_id_invalid') }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="default_theme" label={t('settings.default_theme')}>
            <Select
              options={(['dark', 'red', 'custom'] as const).map((v) => ({
                value: v,
                label: t(`theme.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="payment_type" label={t('settings.payment_type')}>
            <Select
              options={[
                { value: 'credits', label: t('settings.payment_credits') },
                { value: 'money', label: t('settings.payment_money') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reg_no_mode" label={t('settings.reg_no_mode')}>
            <Select
              options={[
                { value: 'reg_no', label: t('settings.reg_no_mode_reg_no') },
                { value: 'vin', label: t('settings.reg_no_mode_vin') },
                { value: 'off', label: t('settings.reg_no_mode_off') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="currency"
            label={t('settings.currency')}
            extra={t('settings.currency_help')}
            rules={[currencyRule]}
          >
            <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="credit_price" label={t('settings.credit_price')} rules={priceRules}>
            <NumberInput step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="eco_currency_symbol" label={t('settings.eco_currency_symbol')}>
            {/* Left empty, the calculator shows the symbol of the site currency. */}
            <Input maxLength={4} placeholder={settings.currency} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="max_upload_mb"
            label={t('settings.max_upload_mb')}
            rules={numberRules.rules(UPLOAD)}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('settings.currency_prices')}</Typography.Title>
      <Form.List name="currency_prices">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap="small" align="baseline">
                <Form.Item name={[field.name, 'code']} rules={[currencyRule]}>
                  <Input placeholder="EUR" maxLength={3} style={{ width: 90, textTransform: 'uppercase' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'price']} rules={priceRules}>
                  <NumberInput step={0.01} precision={2} placeholder={t('settings.credit_price')} />
                </Form.Item>
                <MinusCircleOutlined aria-label={t('common.remove')} onClick={() => remove(field.name)} />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ code: '', price: 0 })}>
              {t('settings.add_currency')}
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-general">
          {t('common.save')}
        </Button>
        <Button
          danger
          loading={purge.isPending}
          onClick={() => confirm(t('settings.purge_confirm'), () => purge.mutateAsync())}
        >
          {t('settings.purge_caches')}
        </Button>
      </Flex>
    </Form>
  );
}
