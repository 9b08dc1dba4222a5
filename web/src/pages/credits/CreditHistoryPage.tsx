import type { LedgerEntry } from '@portal/contracts';
import { Bdi, PageHeader } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditHistory } from '@portal/admin/shared';
import { BalanceCard } from './BalanceCard';
import { credits, formatDate, signedCredits } from '@portal/admin/shared';

const PAGE_SIZE = 20;

/**
 * Reserving and releasing credits only moves them between available and reserved; the balance does not
 * change, so they are shown without a sign. Purchases, charges and refunds change it and carry one.
 */
const MOVES_BETWEEN_AVAILABLE_AND_RESERVED = new Set(['hold', 'release']);

function Amount({ entry }: { entry: LedgerEntry }) {
  const { i18n } = useTranslation();
  if (MOVES_BETWEEN_AVAILABLE_AND_RESERVED.has(entry.kind)) {
    return (
      <Typography.Text type="secondary">{credits(Math.abs(entry.amount), i18n.language)}</Typography.Text>
    );
  }
  return (
    <Typography.Text type={entry.amount < 0 ? 'danger' : entry.amount > 0 ? 'success' : undefined}>
      {/* Isolated left to right, so a deduction reads "-50" like a purchase's "+50" in right-to-left pages. */}
      <bdi dir="ltr">{signedCredits(entry.amount, i18n.language)}</bdi>
    </Typography.Text>
  );
}

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
                render: (_, e) => formatDate(e.created_at, i18n.language),
              },
              {
                key: 'kind',
                title: t('credits.history.kind'),
                render: (_, e) => t(`credits.ledger.${e.kind}`),
              },
              {
                key: 'order',
                title: t('notices.history_order'),
                render: (_, e) =>
                  e.ref_type === 'order' && e.ref_id ? (
                    <Link
                      to="/order_details/$id"
                      params={{ id: String(e.ref_id) }}
                      data-testid="history-order"
                    >
                      #{e.ref_id}
                    </Link>
                  ) : null,
              },
              {
                key: 'reason',
                title: t('credits.history.reason'),
                // "Invoice 2026-000007" would otherwise read "000007-2026" in a right-to-left page.
                render: (_, e) => (e.reason ? <Bdi data-testid="history-reason">{e.reason}</Bdi> : null),
              },
              {
                key: 'amount',
                title: t('credits.history.amount'),
                align: 'right',
                render: (_, e) => <Amount entry={e} />,
              },
              {
                key: 'balance',
                title: t('credits.history.balance_after'),
                align: 'right',
                render: (_, e) => credits(e.balance_after, i18n.language),
              },
              {
                key: 'available',
                title: t('credits.history.available_after'),
                align: 'right',
                render: (_, e) => credits(e.available_after, i18n.language),
              },
            ]}
          />
        </Card>
      </Space>
    </>
  );
}
