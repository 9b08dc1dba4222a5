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
 * Paid access (bought or renewed) spends the credits at once, so the customer is asked first: the question
 * names the price, the text under it the balance left after it, or that the balance is short (the server
 * then refuses and spends nothing).
 */
function usePaidConfirm(price: number) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const balance = useCreditBalance().data?.available;
  return (question: string, onOk: () => unknown) => {
    const left = balance === undefined ? null : balance - price;
    const content =
      left === null
        ? undefined
        : left < 0
          ? t('apiAccess.request.balance_short', { available: credits(balance ?? 0, i18n.language) })
          : t('apiAccess.request.balance_after', { after: credits(left, i18n.language) });
    confirm(question, onOk, { content });
  };
}

export function RequestAccess({ price, onKeys }: { price: number; onKeys: (k: ApiKeys) => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const confirm = usePaidConfirm(price);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const amount = credits(price, i18n.language);
  // The sentences take the form the number of credits asks for ("1 credit", "5 kredytów").
  const count = price / 100;
  const send = async (v: { website_url: string[]; api_for: ApiFor }) => {
    setBusy(true);
    try {
      const res = await api.apiAccess.request(v);
      onKeys(res.access.keys);
      refreshCredits(qc);
      await qc.invalidateQueries({ queryKey: apiAccessKeys.all });
    } catch (err) {
      void message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  const submit = (v: { website_url: string[]; api_for: ApiFor }) => {
    if (price <= 0) return void send(v);
    confirm(t('apiAccess.request.confirm', { credits: amount, count }), () => send(v));
  };
  return (
    <Card title={t('apiAccess.request.title')}>
      <Typography.Paragraph>
        {price > 0 ? t('apiAccess.request.priced', { credits: amount, count }) : t('apiAccess.request.free')}
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
          {price > 0
            ? t('apiAccess.request.submit_priced', { credits: amount, count })
            : t('apiAccess.request.submit')}
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
  const { t, i18n } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const confirm = usePaidConfirm(price);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const amount = credits(price, i18n.language);
  // The sentences take the form the number of credits asks for ("1 credit", "5 kredytów").
  const count = price / 100;
  const run = async () => {
    setBusy(true);
    try {
      await api.http.post(`/access_api_user/${access._id}/renew`);
      void message.success(price > 0 ? t('apiAccess.renew.done') : t('apiAccess.renew.requested'));
      refreshCredits(qc);
      await qc.invalidateQueries({ queryKey: apiAccessKeys.all });
    } catch (err) {
      void message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  const renew = () =>
    price > 0 ? confirm(t('apiAccess.renew.confirm', { credits: amount, count }), run) : run();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="renew-access"
      message={t('apiAccess.renew.title')}
      description={
        price > 0 ? t('apiAccess.renew.priced', { credits: amount, count }) : t('apiAccess.renew.free')
      }
      action={
        <Button type="primary" onClick={renew} loading={busy} data-testid="renew-button">
          {price > 0
            ? t('apiAccess.renew.submit_priced', { credits: amount, count })
            : t('apiAccess.renew.submit')}
        </Button>
      }
    />
  );
}
