import { ROLE, type ShopSettings, ShopSettingsUpdate } from '@portal/contracts';
import { errorMessage, NumberInput, PageHeader } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRange, useNumberRules } from '../../lib/numberRules';
import { useApi, useSession } from '../../platform/context';
import { usePaymentProviders } from '../../queries/settings';
import { shopKeys, useShopSettings } from '../../queries/shop';
import { BankNeeds } from '../admin/settings/BankNeeds';

const PAYMENTS = [
  'stripe_payment',
  'paypal_payment',
  'payfast_payment',
  'square_payment',
  'crypto_payment',
  'bank_payment',
] as const;
/** The limits of ShopSettingsUpdate in the contract. */
const LOW_STOCK = contractRange(ShopSettingsUpdate.properties.low_stock_threshold);
const RESERVATION = contractRange(ShopSettingsUpdate.properties.reservation_minutes);
const BANK_DAYS = contractRange(ShopSettingsUpdate.properties.bank_transfer_days);

/** Shop settings: open or closed, texts, payment methods, stock threshold, reservation time. */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const settings = useShopSettings();
  // Checkout offers bank transfer only once the account to pay into is entered (the server's `bankMissing`);
  // the switch says so as the General tab's does. The providers' state is read by admins only.
  const isAdmin = useSession((x) => x.user?.role_id === ROLE.ADMIN);
  const providers = usePaymentProviders(isAdmin).data?.providers;
  const bankMissing = providers?.find((p) => p.provider === 'bank')?.missing ?? [];
  // The number fields carry no min/max of their own (see lib/numberRules): the rules keep a wrong value as
  // typed and say what is wrong, and an emptied one is not sent as nothing.
  const numberRules = useNumberRules();
  const save = useMutation({
    mutationFn: (v: ShopSettings) =>
      api.shop.settings.update({ ...v, country: (v.country ?? '').toUpperCase() }),
    onSuccess: () => {
      message.success(t('common.saved'));
      void qc.invalidateQueries({ queryKey: shopKeys.all });
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  if (!settings.data) return <Spin />;
  return (
    <>
      <PageHeader title={t('shop.menu.settings')} />
      <Card>
        <Form<ShopSettings>
          layout="vertical"
          initialValues={settings.data}
          onFinish={(v) => save.mutate(v)}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="status" label={t('shop.settings.status')} valuePropName="checked">
            <Switch data-testid="shop-settings-status" />
          </Form.Item>
          <Form.Item name="description" label={t('shop.settings.description')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
          <Form.Item
            name="terms_and_conditions"
            label={t('shop.settings.terms')}
            extra={t('shop.settings.terms_help')}
          >
            <Input.TextArea rows={8} maxLength={50000} />
          </Form.Item>
          {PAYMENTS.map((p) => (
            <Form.Item
              key={p}
              name={p}
              label={t(`shop.settings.${p}`)}
              valuePropName="checked"
              extra={
                p !== 'bank_payment' ? (
                  t('shop.settings.provider_keys_help')
                ) : bankMissing.length ? (
                  <BankNeeds missing={bankMissing} style={{ marginBottom: 0 }} />
                ) : undefined
              }
            >
              <Switch />
            </Form.Item>
          ))}
          <Form.Item
            name="country"
            label={t('shop.settings.country')}
            extra={t('shop.settings.country_help')}
          >
            <Input maxLength={2} style={{ width: 80, textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item
            name="low_stock_threshold"
            label={t('shop.settings.low_stock_threshold')}
            rules={numberRules.rules(LOW_STOCK)}
          >
            <NumberInput />
          </Form.Item>
          <Form.Item
            name="reservation_minutes"
            label={t('shop.settings.reservation_minutes')}
            extra={t('shop.settings.reservation_help')}
            rules={numberRules.rules(RESERVATION)}
          >
            <NumberInput />
          </Form.Item>
          <Form.Item
            name="bank_transfer_days"
            label={t('shop.settings.bank_transfer_days')}
            extra={t('shop.settings.bank_transfer_days_help')}
            rules={numberRules.rules(BANK_DAYS)}
          >
            <NumberInput data-testid="shop-settings-bank-days" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
