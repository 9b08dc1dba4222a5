import { LineChart } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { money } from './format';

/** An agent's money balance after each change, as a line over time (with the table behind it). */
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
  const data = history.data;
  return (
    <Modal
      open
      footer={null}
      onCancel={onClose}
      width={760}
      title={t('credits.history_chart.title', { name: userName })}
    >
      {data ? (
        <LineChart
          testId="agent-balance-chart"
          title={t('credits.history_chart.chart')}
          data={data.points}
          xKey="at"
          xLabel={t('credits.history_chart.when')}
          series={[{ key: 'balance', label: t('credits.admin.money_balance') }]}
          formatX={(v) => when.format(new Date(String(v)))}
          formatY={(v) => money(v, data.currency, i18n.language)}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
