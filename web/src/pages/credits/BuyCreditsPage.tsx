import type { BuyCreditsBody, CheckoutNext, CreditInvoice, PaymentMethod } from '@portal/contracts';
import { errorMessage, NumberInput, PageHeader, useIdempotentMutation } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Alert, App, Button, Card, Descriptions, Flex, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { vatCountry } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import {
  refreshCredits,
  useMyInvoices,
  usePaymentMethods,
  usePriceItems,
  useSiteData,
} from '@portal/admin/shared';
import { useSession } from '../../stores/session';
import { BalanceCard } from './BalanceCard';
import { BankInstructions } from './BankInstructions';
import { goToCheckout } from './checkout';
import { packageLabel } from './packageLabel';
import { credits, creditsToHundredths, formatPercent, money } from '@portal/admin/shared';
import { PaymentResult } from './PaymentResult';
import type { BuyCreditsSearch } from './search';
import { usePriceQuote } from './usePriceQuote';

/** While a payment is on its way the balance is asked for this often, so it rises without a reload. */
const POLL_MS = 5_000;
const CUSTOM = 'custom';
/** The custom number of credits a purchase may have (the server takes up to 1,000,000). */
const CUSTOM_MIN = 0.01;
const CUSTOM_MAX = 1_000_000;

export function BuyCreditsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const search = useSearch({ strict: false }) as BuyCreditsSearch;
  const user = useSession((s) => s.user);
  const siteData = useSiteData().data;
  const methods = usePaymentMethods();
  const items = usePriceItems();
  const [choice, setChoice] = useState<number | typeof CUSTOM | null>(null);
  const [custom, setCustom] = useState<number | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [bank, setBank] = useState<{
    invoice: CreditInvoice;
    details: NonNullable<CheckoutNext['instructions']>;
  } | null>(null);

  // The invoice being waited for: one that came back pending from a provider, or a bank transfer.
  const waitingFor = bank?.invoice._id ?? (search.payment === 'pending' ? search.invoice : undefined);
  const mine = useMyInvoices({ page: 1, size: 50 });
  const waited = mine.data?.items.find((i) => i._id === waitingFor);
  const arrived = waited?.status === 'paid';
  const polling = waitingFor !== undefined && !arrived;

  useEffect(() => {
    if (!polling) return;
    const id = setInterval(() => refreshCredits(qc), POLL_MS);
    return () => clearInterval(id);
  }, [polling, qc]);

  const site = methods.data;
  const currencies = site ? Object.keys(site.credit_prices).filter((c) => site.credit_prices[c] > 0) : [];
  const cur = currency ?? site?.currency ?? '';
  const onSale = items.data?.items.filter((i) => i.status === 'online') ?? [];
  const picked = choice === CUSTOM ? null : onSale.find((i) => i._id === choice);
  const customOutOfRange = custom !== null && (custom < CUSTOM_MIN || custom > CUSTOM_MAX);
  const count =
    choice === CUSTOM ? (customOutOfRange ? null : creditsToHundredths(custom)) : (picked?.credits ?? null);
  // As the invoice will: the customer's country, or the seller's for a customer without one.
  const taxedIn = siteData ? vatCountry(user?.country ?? '', siteData.seller_country) : undefined;
  const { quote } = usePriceQuote(count, cur, taxedIn, picked);
  const pay = method ?? site?.methods[0] ?? null;

  // One Idempotency-Key per purchase: a resend of the same click makes no second invoice.
  const purchase = useIdempotentMutation({
    mutationFn: (body: BuyCreditsBody, key) => api.credits.buy(body, key),
    onSuccess: (res) => {
      refreshCredits(qc);
      if (res.next.type === 'instructions' && res.next.instructions) {
        setBank({ invoice: res.invoice, details: res.next.instructions });
      } else if (!goToCheckout(res.next)) {
        message.error(t('credits.buy.no_checkout'));
      }
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });
  const buy = () => {
    if (!count || !pay) return;
    // A package is bought by its id, so the server charges the package's own price.
    purchase.mutate(
      picked ? { price_id: picked._id, payment_method: pay } : { count, payment_method: pay, currency: cur },
    );
  };

  return (
    <>
      <PageHeader title={t('credits.buy.title')} />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {search.payment ? <PaymentResult outcome={search.payment} arrived={arrived} /> : null}
        <BalanceCard pollMs={polling ? POLL_MS : 0} />
        {bank ? (
          <>
            {arrived ? (
              <Alert type="success" showIcon title={t('credits.result.paid')} data-testid="bank-paid" />
            ) : null}
            <BankInstructions invoice={bank.invoice} details={bank.details} />
            <Button onClick={() => setBank(null)}>{t('credits.buy.again')}</Button>
          </>
        ) : (
          <Card title={t('credits.buy.choose')}>
            {site && site.methods.length === 0 ? (
              <Alert type="warning" showIcon title={t('credits.buy.no_methods')} />
            ) : null}
            <Radio.Group
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              data-testid="credit-packages"
            >
              {onSale.map((i) => (
                <Radio key={i._id} value={i._id}>
                  {packageLabel(i.name, i.credits, i18n.language, t)}
                  {` - ${money(i.price, i.currency, i18n.language)}`}
                </Radio>
              ))}
              <Radio value={CUSTOM} data-testid="custom-package">
                {t('credits.buy.custom')}
              </Radio>
            </Radio.Group>
            {choice === CUSTOM ? (
              <>
                {/* No min/max on the field: it would clamp on leaving it, buying another number than typed. */}
                <NumberInput
                  style={{ marginTop: 8, width: 200 }}
                  precision={2}
                  value={custom}
                  onChange={(v) => setCustom(v)}
                  status={customOutOfRange ? 'error' : undefined}
                  aria-label={t('credits.buy.count')}
                  placeholder={t('credits.buy.count')}
                  data-testid="custom-count"
                />
                {customOutOfRange ? (
                  <Typography.Text
                    type="danger"
                    style={{ display: 'block' }}
                    data-testid="custom-count-error"
                  >
                    {t('credits.buy.count_range', {
                      min: credits(CUSTOM_MIN * 100, i18n.language),
                      max: credits(CUSTOM_MAX * 100, i18n.language),
                    })}
                  </Typography.Text>
                ) : null}
              </>
            ) : null}
            <Flex gap="large" wrap style={{ marginTop: 16 }}>
              {currencies.length > 1 && !picked ? (
                <Select
                  aria-label={t('credits.buy.currency')}
                  value={cur}
                  onChange={setCurrency}
                  style={{ width: 120 }}
                  options={currencies.map((c) => ({ value: c, label: c }))}
                />
              ) : null}
              <Radio.Group
                value={pay}
                onChange={(e) => setMethod(e.target.value)}
                data-testid="payment-methods"
              >
                {site?.methods.map((m) => (
                  <Radio.Button key={m} value={m} data-testid={`method-${m}`}>
                    {t(`credits.methods.${m}`)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Flex>
            {quote ? (
              <Descriptions
                column={1}
                size="small"
                bordered
                style={{ marginTop: 16 }}
                data-testid="price-summary"
              >
                <Descriptions.Item label={t('credits.buy.net')}>
                  {money(quote.net, quote.currency, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item
                  label={t('credits.buy.vat', { rate: formatPercent(quote.percentage, i18n.language) })}
                >
                  {money(quote.vat, quote.currency, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('credits.buy.total')}>
                  <strong data-testid="price-total">
                    {money(quote.total, quote.currency, i18n.language)}
                  </strong>
                </Descriptions.Item>
              </Descriptions>
            ) : null}
            {quote?.reverseCharge ? (
              <Alert style={{ marginTop: 8 }} type="info" showIcon title={t('credits.buy.reverse_charge')} />
            ) : null}
            {!user?.country ? (
              <Alert style={{ marginTop: 8 }} type="warning" showIcon title={t('credits.buy.no_country')} />
            ) : null}
            <Button
              type="primary"
              style={{ marginTop: 16 }}
              disabled={!count || !pay || !quote}
              loading={purchase.isPending}
              onClick={buy}
              data-testid="buy-credits"
            >
              {t('credits.buy.pay')}
            </Button>
          </Card>
        )}
      </Space>
    </>
  );
}
