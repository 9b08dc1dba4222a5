import type { ApiQuote } from '@portal/contracts';
import { formatDate, useApiQuotes, useSetQuoteStatus } from '@portal/admin/shared';
import { useListSearch } from '@portal/admin';
import { errorMessage, PageHeader, SearchBox } from '@portal/ui';
import { App, Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { quotePrice } from './quotePrice';

const PAGE_SIZE = 20;

/** Quote requests sent from the dealer's widget; new ones appear live (api_quote.created). */
export function QuotesThroughApiPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useListSearch<{ keyword?: string; page?: number }>();
  const page = search.page ?? 1;
  const list = useApiQuotes({ keywords: search.keyword, page, size: PAGE_SIZE });
  const setStatus = useSetQuoteStatus();
  return (
    <>
      <PageHeader title={t('apiAccess.quotes.title')} />
      <SearchBox onSearch={(keyword: string) => setSearch({ keyword })} />
      <Table<ApiQuote>
        data-testid="api-quotes"
        rowKey="_id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        scroll={{ x: true }}
        style={{ marginTop: 16 }}
        locale={{ emptyText: t('apiAccess.quotes.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setSearch({ page: p }),
        }}
        columns={[
          {
            key: 'when',
            title: t('apiAccess.quotes.received'),
            render: (_, q) => formatDate(q.created_at, i18n.language),
          },
          { key: 'name', title: t('apiAccess.quotes.name'), dataIndex: 'name' },
          {
            key: 'email',
            title: t('apiAccess.quotes.email'),
            render: (_, q) => <a href={`mailto:${q.email}`}>{q.email}</a>,
          },
          { key: 'phone', title: t('apiAccess.quotes.phone'), dataIndex: 'phone' },
          { key: 'vehicle', title: t('apiAccess.quotes.vehicle'), dataIndex: 'vehicle' },
          { key: 'reg', title: t('apiAccess.quotes.registration'), dataIndex: 'registration' },
          { key: 'stage', title: t('apiAccess.quotes.stage'), render: (_, q) => (q.stage ? q.stage : '-') },
          {
            key: 'price',
            title: t('apiAccess.quotes.price'),
            render: (_, q) => quotePrice(q.price, q.currency, i18n.language),
          },
          { key: 'message', title: t('apiAccess.quotes.message'), dataIndex: 'message' },
          {
            key: 'status',
            title: t('apiAccess.quotes.status'),
            render: (_, q) => (
              <Tag color={q.status === 'new' ? 'blue' : 'default'}>
                {t(`apiAccess.quotes.states.${q.status}`)}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, q) => (
              <Button
                size="small"
                onClick={() =>
                  setStatus.mutate(
                    { id: q._id, status: q.status === 'new' ? 'answered' : 'new' },
                    { onError: (err) => void message.error(errorMessage(err, t)) },
                  )
                }
              >
                {q.status === 'new' ? t('apiAccess.quotes.mark_answered') : t('apiAccess.quotes.mark_new')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
