import type { ApiQuote } from '@portal/contracts';
import { useApiQuotes } from '@portal/admin/shared';
import { useListSearch } from '@portal/admin';
import { PageHeader, SearchBox } from '@portal/ui';
import { Card, Flex, Grid, List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Contact, Line, Price, QuoteStatus, received, Vehicle } from './QuoteParts';

const PAGE_SIZE = 20;
/** The widest a contact line, vehicle or message grows before it is cut (whole text on hover). */
const TEXT_WIDTH = { contact: 190, vehicle: 190, message: 170 };

/**
 * Quote requests sent from the dealer's widget; new ones appear live (api_quote.created). Contact details,
 * vehicle and price share a column each and long texts are cut, so a whole row with its button fits a
 * laptop screen; a phone lists the quotes as cards, each with its button in reach.
 */
export function QuotesThroughApiPage() {
  const { t, i18n } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const [search, setSearch] = useListSearch<{ keyword?: string; page?: number }>();
  const page = search.page ?? 1;
  const list = useApiQuotes({ keywords: search.keyword, page, size: PAGE_SIZE });
  const pagination = {
    current: page,
    pageSize: PAGE_SIZE,
    total: list.data?.total ?? 0,
    showSizeChanger: false,
    onChange: (p: number) => setSearch({ page: p }),
  };
  return (
    <>
      <PageHeader title={t('apiAccess.quotes.title')} />
      <SearchBox onSearch={(keyword: string) => setSearch({ keyword })} />
      {phone ? (
        <List<ApiQuote>
          data-testid="api-quotes"
          style={{ marginTop: 16 }}
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: t('apiAccess.quotes.empty') }}
          pagination={list.data?.total ? pagination : false}
          rowKey="_id"
          renderItem={(q) => (
            <Card size="small" style={{ marginBottom: 12 }} data-testid="api-quote">
              <Flex vertical gap={8}>
                <Flex justify="space-between" gap={8}>
                  <Contact quote={q} width={220} />
                  <Typography.Text type="secondary" style={{ textAlign: 'end' }}>
                    {received(q, i18n.language)}
                  </Typography.Text>
                </Flex>
                <Flex justify="space-between" gap={8}>
                  <Vehicle quote={q} width={220} />
                  <Price quote={q} />
                </Flex>
                {q.message ? (
                  <Typography.Paragraph style={{ margin: 0 }}>{q.message}</Typography.Paragraph>
                ) : null}
                <QuoteStatus quote={q} />
              </Flex>
            </Card>
          )}
        />
      ) : (
        <Table<ApiQuote>
          data-testid="api-quotes"
          rowKey="_id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 16 }}
          locale={{ emptyText: t('apiAccess.quotes.empty') }}
          pagination={pagination}
          columns={[
            {
              key: 'when',
              title: t('apiAccess.quotes.received'),
              // Day and time may take two lines: the narrowest column the moment fits in.
              render: (_, q) => <div style={{ maxWidth: 100 }}>{received(q, i18n.language)}</div>,
            },
            {
              key: 'customer',
              title: t('apiAccess.customer'),
              render: (_, q) => <Contact quote={q} width={TEXT_WIDTH.contact} />,
            },
            {
              key: 'vehicle',
              title: t('apiAccess.quotes.vehicle'),
              render: (_, q) => <Vehicle quote={q} width={TEXT_WIDTH.vehicle} />,
            },
            {
              key: 'price',
              title: t('apiAccess.quotes.price'),
              align: 'end',
              // The stage under its price: a column of its own held one digit under a wide title.
              render: (_, q) => <Price quote={q} />,
            },
            {
              key: 'message',
              title: t('apiAccess.quotes.message'),
              render: (_, q) => (q.message ? <Line text={q.message} width={TEXT_WIDTH.message} /> : null),
            },
            {
              // The status and the button that changes it stay in view when the table is scrolled.
              key: 'status',
              title: t('apiAccess.quotes.status'),
              fixed: 'right',
              render: (_, q) => <QuoteStatus quote={q} />,
            },
          ]}
        />
      )}
    </>
  );
}
