import { SearchBox } from '@portal/ui';
import type { RegSearchHistoryItem } from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HistoryQuery, useAllRegHistory, useMyRegHistory } from '../../../queries/regsearch';

type Item = Static<typeof RegSearchHistoryItem>;

const PAGE_SIZE = 20;

/** Past searches, newest first: the customer's own, or everyone's with who searched (`all`). */
export function HistoryTable({ all = false }: { all?: boolean }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q: HistoryQuery = { search: search || undefined, page, size: PAGE_SIZE };
  const mine = useMyRegHistory(q, !all);
  const everyone = useAllRegHistory(q, all);
  const rows = all ? everyone : mine;

  const columns: TableColumnsType<Item> = [
    {
      key: 'when',
      title: t('regsearch.history.when'),
      render: (_, r) => new Date(r.created_at).toLocaleString(i18n.language),
    },
    ...(all
      ? [
          {
            key: 'user',
            title: t('regsearch.history.user'),
            render: (_: unknown, r: Item) => r.user?.username ?? '',
          },
        ]
      : []),
    { key: 'reg', dataIndex: 'reg_no', title: t('regsearch.fields.reg_no') },
    {
      key: 'found',
      title: t('regsearch.history.result'),
      render: (_, r) =>
        r.found ? (
          <Tag color="green">{t('regsearch.history.found')}</Tag>
        ) : (
          <Tag>{t('regsearch.history.not_found')}</Tag>
        ),
    },
    { key: 'vehicle', dataIndex: 'description', title: t('regsearch.fields.vehicle') },
  ];

  return (
    <Card
      title={t(all ? 'regsearch.history.all_title' : 'regsearch.history.title')}
      extra={
        <SearchBox
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      }
      styles={{ body: { padding: 0 } }}
    >
      <Table<Item>
        rowKey="_id"
        data-testid="reg-history"
        loading={rows.isFetching}
        dataSource={rows.data?.items}
        scroll={{ x: 600 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: rows.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={columns}
      />
    </Card>
  );
}
