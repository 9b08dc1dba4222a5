/** Getting API access and renewing it: free ones go to staff, priced ones spend credits after a confirm. */
import type { ApiAccess, ApiFor, ApiKeys } from '@portal/contracts';
import { useApi } from '@portal/admin';
import { apiAccessKeys, credits, refreshCredits, useCreditBalance, websiteRules } from '@portal/admin/shared';
import { errorMessage, useConfirm } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PURPOSES: ApiFor[] = ['both', 'vehicle_statistics', 'quotes'];

/**
 * What buying and renewing share. Paid access spends the credits at once, so the customer is asked first
 * (`ask`): the question names the price, the text under it the balance left after it, or that the balance is
 * short (the server then refuses and spends nothing). `send` runs the call with the button busy, then brings
 * the balance and the access list up to date, or shows the refusal.
 */
function usePaidAccess(price: number) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const balance = useCreditBalance().data?.available;
  const [busy, setBusy] = useState(false);
  // The sentences take the form the number of credits asks for ("1 credit", "5 kredytów").
  const words = { credits: credits(price, i18n.language), count: price / 100 };
  const ask = (question: string, onOk: () => unknown) => {
    const left = balance === undefined ? null : balance - price;
    const content =
      left === null
        ? undefined
        : left < 0
          ? t('apiAccess.request.balance_short', { available: credits(balance ?? 0, i18n.language) })
          : t('apiAccess.request.balance_after', { after: credits(left, i18n.language) });
    confirm(question, onOk, { content });
  };
  const send = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      refreshCredits(qc);
      await qc.invalidateQueries({ queryKey: apiAccessKeys.all });
    } catch (err) {
      void message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return { t, words, busy, ask, send };
}

export function RequestAccess({ price, onKeys }: { price: number; onKeys: (k: ApiKeys) => void }) {
  const api = useApi();
  const { t, words, busy, ask, send } = usePaidAccess(price);
  const buy = (v: { website_url: string[]; api_for: ApiFor }) =>
    send(async () => onKeys((await api.apiAccess.request(v)).access.keys));
  const submit = (v: { website_url: string[]; api_for: ApiFor }) => {
    if (price <= 0) return void buy(v);
    ask(t('apiAccess.request.confirm', words), () => buy(v));
  };
  return (
    <Card title={t('apiAccess.request.title')}>
      <Typography.Paragraph>
        {price > 0 ? t('apiAccess.request.priced', words) : t('apiAccess.request.free')}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} initialValues={{ api_for: 'both' }}>
        <Form.Item
          name="website_url"
          label={t('apiAccess.websites')}
          extra={t('apiAccess.websites_hint')}
          rules={websiteRules(t)}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Form.Item name="api_for" label={t('apiAccess.api_for')}>
          <Select options={PURPOSES.map((p) => ({ value: p, label: t(`apiAccess.for.${p}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="request-access">
          {price > 0 ? t('apiAccess.request.submit_priced', words) : t('apiAccess.request.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * An expired access is renewed by its owner with the same keys (the widget on their sites works again as
 * it is): paid in credits at once when the site prices access, otherwise sent to staff as a first request.
 */
export function Renew({ access, price }: { access: ApiAccess; price: number }) {
  const api = useApi();
  const { t, words, busy, ask, send } = usePaidAccess(price);
  const { message } = App.useApp();
  const run = () =>
    send(async () => {
      await api.http.post(`/access_api_user/${access._id}/renew`);
      void message.success(price > 0 ? t('apiAccess.renew.done') : t('apiAccess.renew.requested'));
    });
  const renew = () => (price > 0 ? ask(t('apiAccess.renew.confirm', words), run) : run());
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="renew-access"
      message={t('apiAccess.renew.title')}
      description={price > 0 ? t('apiAccess.renew.priced', words) : t('apiAccess.renew.free')}
      action={
        <Button type="primary" onClick={renew} loading={busy} data-testid="renew-button">
          {price > 0 ? t('apiAccess.renew.submit_priced', words) : t('apiAccess.renew.submit')}
        </Button>
      }
    />
  );
}
