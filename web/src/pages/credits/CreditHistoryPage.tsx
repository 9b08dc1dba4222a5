import type { LedgerEntry } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditHistory } from '@portal/admin/shared';
import { BalanceCard } from './BalanceCard';
import { credits, signedCredits } from '@portal/admin/shared';

const PAGE_SIZE = 20;

/** The customer's ledger, newest first, with the balance after each movement. */
export function CreditHistoryPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page, PAGE_SIZE);
  return (
    <>
      <PageHeader title={t('credits.history.title')} />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <BalanceCard />
        <Card styles={{ body: { padding: 0 } }}>
          <Table<LedgerEntry>
            rowKey="_id"
            loading={history.isFetching}
            dataSource={history.data?.items}
            scroll={{ x: 700 }}
            data-testid="credit-history"
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: history.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              {
                key: 'date',
                title: t('credits.history.date'),
                render: (_, e) => new Date(e.created_at).toLocaleString(i18n.language),
              },
              {
                key: 'kind',
                title: t('credits.history.kind'),
                render: (_, e) => t(`credits.ledger.${e.kind}`),
              },
              { key: 'reason', title: t('credits.history.reason'), dataIndex: 'reason' },
              {
                key: 'amount',
                title: t('credits.history.amount'),
                align: 'right',
                render: (_, e) => (
                  <Typography.Text type={e.amount < 0 ? 'danger' : e.amount > 0 ? 'success' : undefined}>
                    {signedCredits(e.amount)}
                  </Typography.Text>
                ),
              },
              {
                key: 'balance',
                title: t('credits.history.balance_after'),
                align: 'right',
                render: (_, e) => credits(e.balance_after),
              },
              {
                key: 'available',
                title: t('credits.history.available_after'),
                align: 'right',
                render: (_, e) => credits(e.available_after),
              },
            ]}
          />
        </Card>
      </Space>
    </>
  );
}
