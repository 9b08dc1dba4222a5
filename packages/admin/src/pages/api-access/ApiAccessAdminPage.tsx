import { type ApiAccess, ApiAccessGrant, type ApiFor, type ApiKeys } from '@portal/contracts';
import { BarChart, ListPage, NumberInput, pagedQuery, type PagedSearch, useListPage } from '@portal/ui';
import { DatePicker, Flex, Form, Select, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartDates } from '../../lib/chartDates';
import { contractRange, useNumberRules } from '../../lib/numberRules';
import { useApi } from '../../platform/context';
import { apiAccessKeys, useApiAccessList } from '../../queries/apiAccess';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { CustomerSearchSelect } from '../shared/CustomerSearchSelect';
import { KeysShownOnce } from './KeysShownOnce';
import { STATE_COLOURS } from './states';
import { websiteRules } from './websiteRules';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';
/** Requests per minute the server takes. */
const RATE = contractRange(ApiAccessGrant.properties.api_rate);

type Row = ApiAccess & { usage: { day: string; requests: number; quotes: number }[] };
interface Values {
  user_id: number;
  dates: [Dayjs, Dayjs];
  api_rate: number;
  website_url: string[];
  api_for: ApiFor;
  active: boolean;
}

/** Staff grant, change and revoke dealers' API access; usage of the listed keys over the last 30 days. */
export function ApiAccessAdminPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useListSearch<PagedSearch>();
  const q = pagedQuery(search, PAGE_SIZE);
  const list = useApiAccessList({ page: q.page, size: q.size, keywords: q.keyword });
  const [keys, setKeys] = useState<ApiKeys | null>(null);
  // No min/max on the rate (see lib/numberRules): a rate of 0 was saved as 1 request a minute.
  const numberRules = useNumberRules();
  const state = useListPage<Row, Values>({
    invalidate: apiAccessKeys.all,
    save: async (v, record) => {
      const body = {
        start_date: v.dates[0].format(DAY),
        expiration_date: v.dates[1].format(DAY),
        api_rate: v.api_rate,
        website_url: v.website_url,
        api_for: v.api_for,
        active: v.active,
      };
      if (record) return api.apiAccess.update(record._id, body);
      const granted = await api.apiAccess.grant({ ...body, user_id: v.user_id } as ApiAccessGrant);
      setKeys(granted.access.keys);
      return granted;
    },
    remove: (record) => api.apiAccess.revoke(record._id),
    toForm: (r) => ({
      user_id: r.user_id,
      dates: [dayjs(r.start_date), dayjs(r.expiration_date)],
      api_rate: r.api_rate,
      website_url: r.website_url,
      api_for: r.api_for,
      active: r.active,
    }),
  });

  // Daily totals of the keys on this page, for the chart above the list.
  const totals = new Map<string, { requests: number; quotes: number }>();
  for (const row of list.data?.items ?? [])
    for (const u of row.usage) {
      const sum = totals.get(u.day) ?? { requests: 0, quotes: 0 };
      sum.requests += u.requests;
      sum.quotes += u.quotes;
      totals.set(u.day, sum);
    }
  const usage = [...totals.entries()].sort().map(([day, s]) => ({ day, ...s }));
  const purpose = (p: ApiFor) => t(`apiAccess.for.${p}`);

  return (
    <>
      <ListPage<Row, Values>
        title={t('apiAccess.admin.title')}
        query={list}
        rowKey="_id"
        state={state}
        {...listPaging(search, setSearch, PAGE_SIZE)}
        canDelete={(r) => r.state !== 'revoked'}
        canEdit={(r) => r.state !== 'revoked'}
        formTitle={
          state.editing
            ? t('apiAccess.admin.form_for', {
                customer: `${state.editing.username} (${state.editing.email})`,
              })
            : t('apiAccess.admin.form')
        }
        testId="api-access-list"
        columns={[
          // Kept in view while the wide table scrolls sideways (e.g. to the row's Edit button), so it is clear
          // whose access a row is; name and e-mail on two lines keep it narrow.
          {
            key: 'user',
            title: t('apiAccess.customer'),
            fixed: 'start',
            render: (_, r) => (
              <Flex vertical>
                <span>{r.username}</span>
                <Typography.Text type="secondary">{r.email}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'key', title: t('apiAccess.key_prefix'), render: (_, r) => <code>{r.api_key}…</code> },
          {
            key: 'sites',
            title: t('apiAccess.websites'),
            render: (_, r) => (
              <Flex vertical>
                {r.website_url.map((site) => (
                  <span key={site}>{site}</span>
                ))}
              </Flex>
            ),
          },
          { key: 'for', title: t('apiAccess.api_for'), render: (_, r) => purpose(r.api_for) },
          {
            key: 'rate',
            title: t('apiAccess.rate'),
            render: (_, r) => t('apiAccess.per_minute', { n: r.api_rate }),
          },
          {
            key: 'dates',
            title: t('apiAccess.period'),
            render: (_, r) => `${r.start_date} – ${r.expiration_date}`,
          },
          {
            key: 'state',
            title: t('apiAccess.state'),
            render: (_, r) => <Tag color={STATE_COLOURS[r.state]}>{t(`apiAccess.states.${r.state}`)}</Tag>,
          },
          {
            key: 'usage',
            title: t('apiAccess.requests_30d'),
            render: (_, r) => r.usage.reduce((n, u) => n + u.requests, 0).toLocaleString(i18n.language),
          },
        ]}
        formFields={(record) => (
          <>
            {record ? null : (
              <Form.Item
                name="user_id"
                label={t('apiAccess.admin.customer')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <CustomerSearchSelect />
              </Form.Item>
            )}
            <Form.Item
              name="dates"
              label={t('apiAccess.period')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="api_rate"
              label={t('apiAccess.rate')}
              initialValue={600}
              rules={numberRules.rules(RATE)}
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="website_url"
              label={t('apiAccess.websites')}
              extra={t('apiAccess.websites_hint')}
              rules={websiteRules(t)}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
            </Form.Item>
            <Form.Item name="api_for" label={t('apiAccess.api_for')} initialValue="both">
              <Select
                options={(['both', 'vehicle_statistics', 'quotes'] as const).map((p) => ({
                  value: p,
                  label: purpose(p),
                }))}
              />
            </Form.Item>
            <Form.Item name="active" label={t('apiAccess.active')} valuePropName="checked" initialValue>
              <Switch />
            </Form.Item>
          </>
        )}
      />
      {usage.length ? (
        <BarChart
          title={t('apiAccess.usage')}
          data={usage}
          xKey="day"
          xLabel={t('apiAccess.day')}
          formatX={chartDates(i18n.language).day}
          series={[
            { key: 'requests', label: t('apiAccess.requests') },
            { key: 'quotes', label: t('apiAccess.quote_requests') },
          ]}
        />
      ) : null}
      <KeysShownOnce keys={keys} onClose={() => setKeys(null)} />
    </>
  );
}
