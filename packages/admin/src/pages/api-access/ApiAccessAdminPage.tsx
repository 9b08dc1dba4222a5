import { type ApiAccess, ApiAccessGrant, type ApiFor, type ApiKeys } from '@portal/contracts';
import { BarChart, ListPage, NumberInput, pagedQuery, type PagedSearch, useListPage } from '@portal/ui';
import { DatePicker, Flex, Form, Grid, Select, Switch, Tag, Typography } from 'antd';
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

/**
 * Column widths (px, padding included): with them the whole row, its status and actions included, fits a
 * 1366 px screen beside the menu, whatever the e-mail addresses and websites; longer text is cut.
 */
const COLUMN = { customer: 180, key: 130, site: 190, use: 150, state: 130, usage: 100 };
/** A cell's padding: what of a column's width is left for its text. */
const PADDING = 32;

/** One line of text in a column, cut with an ellipsis; the whole text on hover. */
function Cut({
  text,
  width,
  secondary,
  code,
}: {
  text: string;
  width: number;
  secondary?: boolean;
  code?: boolean;
}) {
  return (
    <Typography.Text
      ellipsis={{ tooltip: text }}
      type={secondary ? 'secondary' : undefined}
      code={code}
      style={{ maxWidth: width - PADDING }}
    >
      {text}
    </Typography.Text>
  );
}

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
  const screens = Grid.useBreakpoint();
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
        fixedActions
        columns={[
          // Kept in view while the table scrolls sideways on a narrow screen, so it is clear whose access a row
          // is; on a phone it scrolls with the rest, leaving the width to the row and its actions.
          {
            key: 'user',
            title: t('apiAccess.customer'),
            fixed: screens.md ? 'start' : undefined,
            width: COLUMN.customer,
            render: (_, r) => (
              <Flex vertical>
                <Cut text={r.username} width={COLUMN.customer} />
                <Cut text={r.email} width={COLUMN.customer} secondary />
              </Flex>
            ),
          },
          {
            key: 'key',
            title: t('apiAccess.key_prefix'),
            width: COLUMN.key,
            render: (_, r) => <Cut text={`${r.api_key}…`} width={COLUMN.key} code />,
          },
          {
            key: 'sites',
            title: t('apiAccess.websites'),
            width: COLUMN.site,
            render: (_, r) => (
              <Flex vertical>
                {r.website_url.map((site) => (
                  <Cut key={site} text={site} width={COLUMN.site} />
                ))}
              </Flex>
            ),
          },
          {
            // The rate under the use: a column of its own held a short number under a long title.
            key: 'for',
            title: t('apiAccess.api_for'),
            width: COLUMN.use,
            render: (_, r) => (
              <Flex vertical>
                <span>{purpose(r.api_for)}</span>
                <Typography.Text type="secondary">
                  {t('apiAccess.per_minute', { n: r.api_rate })}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            // The status over the days it follows from (active, expired, not yet started).
            key: 'state',
            title: t('apiAccess.state'),
            width: COLUMN.state,
            render: (_, r) => (
              <Flex vertical align="start" gap={4}>
                <Tag color={STATE_COLOURS[r.state]}>{t(`apiAccess.states.${r.state}`)}</Tag>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {`${r.start_date} –`}
                  <br />
                  {r.expiration_date}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'usage',
            title: t('apiAccess.requests_30d'),
            width: COLUMN.usage,
            align: 'end',
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
