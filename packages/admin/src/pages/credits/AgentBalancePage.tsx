import type { UserBalanceRow } from '@portal/api-client';
import type { AdjustBody } from '@portal/contracts';
import { errorMessage, PageHeader, useIdempotentMutation } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { LineChartOutlined, SlidersOutlined } from '@ant-design/icons';
import { App, Card, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../lib/RowAction';
import { useApi } from '../../platform/context';
import { refreshCredits, useBalances, usePaymentMethods } from '../../queries/credits';
import { AdjustBalanceModal, type AdjustTarget } from './AdjustBalanceModal';
import { BalanceHistoryModal } from './BalanceHistoryModal';
import { credits, money } from './format';

const PAGE_SIZE = 20;
const nameOf = (u: UserBalanceRow) => `${u.firstname} ${u.lastname}`.trim() || u.username;

/** Every customer's credits and money balance, with a manual adjustment that always carries a reason. */
export function AgentBalancePage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string | undefined>();
  const list = useBalances({ page, size: PAGE_SIZE, keyword });
  const currency = usePaymentMethods().data?.currency ?? '';
  const [editing, setEditing] = useState<UserBalanceRow | null>(null);
  const [charted, setCharted] = useState<UserBalanceRow | null>(null);
  const adjust = useIdempotentMutation({
    mutationFn: async ({ target, body }: { target: AdjustTarget; body: AdjustBody }, key) => {
      if (target === 'credits') await api.credits.adjust(body, key);
      else await api.credits.adjustMoney(body, key);
    },
    onSuccess: () => {
      message.success(t('credits.admin.adjusted'));
      setEditing(null);
      refreshCredits(qc);
    },
    onError: (err) => void message.error(errorMessage(err, t)),
  });

  return (
    <>
      <PageHeader
        title={t('credits.admin.balances_title')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <Input.Search
            allowClear
            placeholder={t('credits.admin.search_users')}
            aria-label={t('credits.admin.search_users')}
            onSearch={(v) => {
              setKeyword(v.trim() || undefined);
              setPage(1);
            }}
            style={{ width: 260 }}
            data-testid="balance-search"
          />
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<UserBalanceRow>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          // Columns as wide as their content: headers and e-mail addresses never break inside a word.
          scroll={{ x: 'max-content' }}
          data-testid="agent-balances"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'name',
              title: t('credits.admin.customer'),
              render: (_, u) => (
                <>
                  <Typography.Text strong>{nameOf(u)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{u.email}</Typography.Text>
                </>
              ),
            },
            { key: 'company', title: t('credits.admin.company'), dataIndex: 'company_name' },
            {
              key: 'balance',
              title: t('credits.balance.total'),
              align: 'right',
              render: (_, u) => credits(u.balance, i18n.language),
            },
            {
              key: 'held',
              title: t('credits.balance.reserved'),
              align: 'right',
              render: (_, u) => credits(u.held, i18n.language),
            },
            {
              key: 'available',
              title: t('credits.balance.available'),
              align: 'right',
              render: (_, u) => (
                <span data-testid={`available-${u.username}`}>{credits(u.available, i18n.language)}</span>
              ),
            },
            {
              key: 'money',
              title: t('credits.admin.money_balance'),
              align: 'right',
              render: (_, u) => money(u.money_balance, currency, i18n.language),
            },
            {
              key: 'actions',
              title: t('credits.admin.actions'),
              fixed: 'right',
              render: (_, u) => (
                <Space size="small">
                  <RowAction
                    label={t('credits.admin.adjust')}
                    icon={<SlidersOutlined />}
                    onClick={() => setEditing(u)}
                    testId={`adjust-${u.username}`}
                  />
                  <RowAction
                    label={t('credits.history_chart.open')}
                    icon={<LineChartOutlined />}
                    onClick={() => setCharted(u)}
                    testId={`history-${u.username}`}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {charted ? (
        <BalanceHistoryModal
          userId={charted._id}
          userName={nameOf(charted)}
          onClose={() => setCharted(null)}
        />
      ) : null}
      {editing ? (
        <AdjustBalanceModal
          userId={editing._id}
          userName={nameOf(editing)}
          currency={currency}
          saving={adjust.isPending}
          onClose={() => setEditing(null)}
          onSave={(target, body) => adjust.mutate({ target, body })}
        />
      ) : null}
    </>
  );
}
