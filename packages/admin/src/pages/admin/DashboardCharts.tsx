import { hasPermission, ORDER_STATUSES } from '@portal/contracts';
import { BarChart, LineChart } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartDates } from '../../lib/chartDates';
import { ORDER_STATUS_TONE } from '../../lib/statusTones';
import { useApi, useSession } from '../../platform/context';
import { formatCreditsIn } from '../credits/numbers';

/**
 * Orders per day by status, credits sold per month (for staff who see invoices) and the average turnaround,
 * from the server's figures.
 */
export function DashboardCharts() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const stats = useQuery({
    queryKey: ['statistics', 'dashboard'],
    queryFn: () => api.statistics.dashboard(),
  });
  const s = stats.data;
  // Credits sold are sales figures: the server gives them only to staff who may see dealers' invoices.
  const sales = hasPermission(
    useSession((st) => st.user),
    'dealers_manager.dealers_invoices',
  );
  const dates = chartDates(i18n.language);
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  // Only statuses that occur get a series, so the legend stays short.
  const statuses = ORDER_STATUSES.filter((st) => s?.orders_per_day.some((d) => d.counts[st]));
  const perDay = (s?.orders_per_day ?? []).map((d) => ({
    date: d.date,
    ...Object.fromEntries(statuses.map((st) => [st, d.counts[st] ?? 0])),
  }));

  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24}>
        <BarChart
          testId="chart-orders-per-day"
          title={t('dashboard.charts.orders_per_day')}
          description={t('dashboard.charts.orders_per_day_desc')}
          data={perDay}
          xKey="date"
          xLabel={t('dashboard.charts.day')}
          series={statuses.map((st) => ({
            key: st,
            label: t(`orders.status.${st}`),
            color: ORDER_STATUS_TONE[st],
          }))}
          stacked
          formatX={dates.day}
        />
      </Col>
      {sales ? (
        <Col xs={24} lg={12}>
          <BarChart
            testId="chart-credits-per-month"
            title={t('dashboard.charts.credits_per_month')}
            data={s?.credits_per_month ?? []}
            xKey="month"
            xLabel={t('dashboard.charts.month')}
            series={[{ key: 'credits', label: t('dashboard.charts.credits_sold') }]}
            formatX={dates.month}
            formatY={(v) => formatCreditsIn(v, i18n.language)}
          />
        </Col>
      ) : null}
      <Col xs={24} lg={sales ? 12 : 24}>
        <Card size="small" style={{ marginBottom: 16 }} data-testid="turnaround">
          <Statistic
            title={t('dashboard.charts.turnaround')}
            value={s?.turnaround_hours == null ? '—' : hours.format(s.turnaround_hours)}
            suffix={s?.turnaround_hours == null ? undefined : t('dashboard.charts.hours_unit')}
            loading={stats.isLoading}
          />
        </Card>
        <LineChart
          testId="chart-turnaround"
          title={t('dashboard.charts.turnaround_per_month')}
          data={(s?.turnaround_per_month ?? []).filter((m) => m.orders > 0)}
          xKey="month"
          xLabel={t('dashboard.charts.month')}
          series={[{ key: 'hours', label: t('dashboard.charts.hours') }]}
          formatX={dates.month}
          formatY={(v) => hours.format(v)}
          height={200}
        />
      </Col>
    </Row>
  );
}
