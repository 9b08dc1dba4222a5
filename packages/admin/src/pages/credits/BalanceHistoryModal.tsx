import { LineChart } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { money } from './format';
import { formatCreditsIn } from './numbers';

/**
 * A user's credit balance after each change, as a line over time (with the table behind it), and beside it
 * the money balance when the user has money movements (agents).
 */
export function BalanceHistoryModal({
  userId,
  userName,
  onClose,
}: {
  userId: number;
  userName: string;
  onClose: () => void;
}) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const history = useQuery({
    queryKey: ['statistics', 'agent-balance', userId],
    queryFn: () => api.statistics.agentBalance(userId),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const formatX = (v: string | number) => when.format(new Date(String(v)));
  const data = history.data;
  const credits = data ? (
    <LineChart
      testId="credit-balance-chart"
      title={t('credits.history_chart.credits_chart')}
      data={data.credits}
      xKey="at"
      xLabel={t('credits.history_chart.when')}
      series={[{ key: 'balance', label: t('credits.admin.adjust_credits') }]}
      formatX={formatX}
      formatY={(v) => formatCreditsIn(v, i18n.language)}
    />
  ) : null;
  return (
    <Modal
      open
      footer={null}
      onCancel={onClose}
      width={760}
      title={t('credits.history_chart.title', { name: userName })}
    >
      {!data ? (
        <Skeleton active />
      ) : data.points.length === 0 ? (
        credits
      ) : (
        <Tabs
          items={[
            { key: 'credits', label: t('credits.admin.adjust_credits'), children: credits },
            {
              key: 'money',
              label: t('credits.admin.money_balance'),
              children: (
                <LineChart
                  testId="agent-balance-chart"
                  title={t('credits.history_chart.chart')}
                  data={data.points}
                  xKey="at"
                  xLabel={t('credits.history_chart.when')}
                  series={[{ key: 'balance', label: t('credits.admin.money_balance') }]}
                  formatX={formatX}
                  formatY={(v) => money(v, data.currency, i18n.language)}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
