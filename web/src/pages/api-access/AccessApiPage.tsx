import type { ApiAccess, ApiKeys, StagePrice, WidgetLook } from '@portal/contracts';
import { useApi } from '@portal/admin';
import {
  apiAccessKeys,
  chartDates,
  KeysShownOnce,
  useMyApiAccess,
  useUpdateMyApiAccess,
  websiteRules,
  BASE_URL,
  FONT_FAMILY_MAX,
  fontFamilyRules,
} from '@portal/admin/shared';
import { BarChart, errorMessage, NumberInput, PageHeader, useConfirm } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RequestAccess, Renew } from './AccessPurchase';
import { Snippet } from './Snippet';
import { WidgetPreview } from './WidgetPreview';

const STATE_COLOURS: Record<ApiAccess['state'], string> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  revoked: 'error',
};

interface SettingsValues {
  website_url: string[];
  look: WidgetLook;
  currency: string;
  /** Prices in major units in the form; the API takes minor units. */
  stage_prices: { stage: number; price: number }[];
  captcha: boolean;
}

/** The customer's API access: ask for it, the snippet, keys, allowed websites, the widget's look and usage. */
export function AccessApiPage() {
  const { t, i18n } = useTranslation();
  const mine = useMyApiAccess();
  const [keys, setKeys] = useState<ApiKeys | null>(null);
  const [known, setKnown] = useState<string | null>(null);
  const show = (k: ApiKeys) => {
    setKeys(k);
    if (k.publishable_key) setKnown(k.publishable_key);
  };
  const access = mine.data?.access ?? null;
  return (
    <>
      <PageHeader title={t('apiAccess.title')} />
      {mine.isLoading ? <Spin /> : null}
      {/* A revoked access stays on show with its history; the customer may ask for a new one above it. */}
      {mine.data && (!access || access.state === 'revoked') ? (
        <RequestAccess price={mine.data.price} onKeys={show} />
      ) : null}
      {access ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {access.state === 'expired' ? <Renew access={access} price={mine.data?.price ?? 0} /> : null}
          <Overview access={access} onKeys={show} />
          <Snippet access={access} fullKey={known} />
          <Settings access={access} />
          <Card title={t('apiAccess.usage')}>
            <Typography.Paragraph>{t('apiAccess.limit', { n: access.api_rate })}</Typography.Paragraph>
            <BarChart
              title={t('apiAccess.usage')}
              data={mine.data?.usage ?? []}
              xKey="day"
              xLabel={t('apiAccess.day')}
              formatX={chartDates(i18n.language).day}
              series={[
                { key: 'requests', label: t('apiAccess.requests') },
                { key: 'quotes', label: t('apiAccess.quote_requests') },
              ]}
            />
          </Card>
        </Space>
      ) : null}
      <KeysShownOnce keys={keys} onClose={() => setKeys(null)} />
    </>
  );
}

function Overview({ access, onKeys }: { access: ApiAccess; onKeys: (k: ApiKeys) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const regenerate = (key: 'publishable' | 'secret') =>
    confirm(t('apiAccess.keys.regenerate_confirm'), async () => {
      try {
        const res = await api.apiAccess.regenerate(access._id, { key });
        onKeys(res.access.keys);
        await qc.invalidateQueries({ queryKey: apiAccessKeys.all });
      } catch (err) {
        void message.error(errorMessage(err, t));
      }
    });
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('apiAccess.state')}>
          <Tag color={STATE_COLOURS[access.state]} data-testid="access-state">
            {t(`apiAccess.states.${access.state}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('apiAccess.period')}>
          {access.start_date} – {access.expiration_date}
        </Descriptions.Item>
        <Descriptions.Item label={t('apiAccess.api_for')}>
          {t(`apiAccess.for.${access.api_for}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('apiAccess.rate')}>
          {t('apiAccess.per_minute', { n: access.api_rate })}
        </Descriptions.Item>
        <Descriptions.Item label={t('apiAccess.keys.publishable')}>
          <Space wrap>
            <code data-testid="key-prefix">{access.api_key}…</code>
            <Button
              size="small"
              onClick={() => regenerate('publishable')}
              disabled={access.state === 'revoked'}
            >
              {t('apiAccess.keys.regenerate')}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('apiAccess.keys.secret')}>
          <Space wrap>
            <code>{access.secret_key_prefix}…</code>
            <Button size="small" onClick={() => regenerate('secret')} disabled={access.state === 'revoked'}>
              {t('apiAccess.keys.regenerate')}
            </Button>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {access.state === 'inactive' ? (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('apiAccess.waiting')} />
      ) : null}
    </Card>
  );
}

function Settings({ access }: { access: ApiAccess }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateMyApiAccess();
  const [form] = Form.useForm<SettingsValues>();
  const look = Form.useWatch('look', form) ?? access.look;
  const initial: SettingsValues = {
    website_url: access.website_url,
    look: access.look,
    currency: access.currency,
    stage_prices: access.stage_prices.map((p: StagePrice) => ({ stage: p.stage, price: p.price / 100 })),
    captcha: access.captcha,
  };
  const save = (v: SettingsValues) =>
    update.mutate(
      {
        id: access._id,
        body: {
          website_url: v.website_url,
          look: v.look,
          currency: v.currency,
          captcha: v.captcha,
          stage_prices: (v.stage_prices ?? []).map((p) => ({
            stage: p.stage,
            price: Math.round(p.price * 100),
          })),
        },
      },
      {
        onSuccess: () => void message.success(t('common.saved')),
        onError: (err) => void message.error(errorMessage(err, t)),
      },
    );
  const color = (name: keyof WidgetLook, label: string) => (
    <Col xs={12} md={8}>
      <Form.Item name={['look', name]} label={label}>
        <Input type="color" />
      </Form.Item>
    </Col>
  );
  return (
    <Card title={t('apiAccess.look.title')}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initial}
            onFinish={save}
            disabled={access.state === 'revoked'}
          >
            <Form.Item
              name="website_url"
              label={t('apiAccess.websites')}
              extra={t('apiAccess.websites_hint')}
              rules={websiteRules(t)}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
            </Form.Item>
            <Row gutter={12}>
              {color('primary_color', t('apiAccess.look.primary'))}
              {color('text_color', t('apiAccess.look.text'))}
              {color('background_color', t('apiAccess.look.background'))}
            </Row>
            <Form.Item
              name={['look', 'font_family']}
              label={t('apiAccess.look.font')}
              rules={fontFamilyRules(t)}
            >
              <Input placeholder="Arial, sans-serif" maxLength={FONT_FAMILY_MAX} />
            </Form.Item>
            <Form.Item
              name={['look', 'base_url']}
              label={t('apiAccess.look.base_url')}
              extra={t('apiAccess.look.base_url_hint')}
              rules={[{ pattern: BASE_URL, message: t('validation.url') }]}
            >
              <Input placeholder="https://portal.example" />
            </Form.Item>
            <Form.Item name="currency" label={t('apiAccess.prices.currency')}>
              <Input maxLength={3} style={{ width: 100 }} />
            </Form.Item>
            {/* A block of its own: the rows are flex rows under it, each starting at the left edge (an inline
                row used to sit beside the title and the next ones under it). */}
            <div style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('apiAccess.prices.title')}</Typography.Text>
            </div>
            <Form.List name="stage_prices">
              {(fields, { add, remove }) => (
                <div>
                  {fields.map((f) => (
                    <Flex key={f.key} gap="small" align="start" wrap>
                      <Form.Item
                        name={[f.name, 'stage']}
                        label={t('apiAccess.prices.stage')}
                        rules={[{ required: true, message: t('validation.required') }]}
                      >
                        <NumberInput min={1} max={9} />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'price']}
                        label={t('apiAccess.prices.price')}
                        rules={[{ required: true, message: t('validation.required') }]}
                      >
                        <NumberInput min={0} step={10} />
                      </Form.Item>
                      {/* An empty label row, so the button lines up with the fields, not with their labels. */}
                      <Form.Item label=" " colon={false}>
                        <Button onClick={() => remove(f.name)}>{t('common.delete')}</Button>
                      </Form.Item>
                    </Flex>
                  ))}
                  <Button onClick={() => add({ stage: fields.length + 1, price: 0 })}>
                    {t('apiAccess.prices.add')}
                  </Button>
                </div>
              )}
            </Form.List>
            <Form.Item
              name="captcha"
              label={t('apiAccess.captcha')}
              valuePropName="checked"
              style={{ marginTop: 16 }}
            >
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Text strong>{t('apiAccess.look.preview')}</Typography.Text>
          <WidgetPreview look={{ ...access.look, ...look }} />
        </Col>
      </Row>
    </Card>
  );
}
