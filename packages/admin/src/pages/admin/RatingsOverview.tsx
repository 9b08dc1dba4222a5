import { BarChart } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

/** Average ratings of delivered files, overall, per staff member who delivered and per service. */
export function RatingsOverview() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const summary = useQuery({ queryKey: ['ratings', 'summary'], queryFn: () => api.ratings.summary() });
  const s = summary.data;
  const stars = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  // Bars show the mean; how many ratings it rests on goes into the label.
  const series = [{ key: 'average', label: t('ratings.average') }];
  const label = (name: string, count: number) => `${name} (${t('ratings.count', { count })})`;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={6}>
        <Card loading={summary.isLoading} data-testid="rating-overall">
          <Statistic
            title={t('ratings.overall')}
            value={s?.overall.count ? stars.format(s.overall.average) : '—'}
            suffix={s?.overall.count ? `/ 5 (${s.overall.count})` : undefined}
          />
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <BarChart
          testId="ratings-by-staff"
          title={t('ratings.by_staff')}
          data={(s?.by_staff ?? []).map((r) => ({
            average: r.average,
            name: label(r.name || t('ratings.automatic'), r.count),
          }))}
          xKey="name"
          xLabel={t('ratings.staff_member')}
          series={series}
          formatY={(v) => stars.format(v)}
          height={220}
        />
      </Col>
      <Col xs={24} lg={9}>
        <BarChart
          testId="ratings-by-service"
          title={t('ratings.by_service')}
          data={(s?.by_service ?? []).map((r) => ({ average: r.average, name: label(r.name, r.count) }))}
          xKey="name"
          xLabel={t('ratings.service')}
          series={series}
          formatY={(v) => stars.format(v)}
          height={220}
        />
      </Col>
    </Row>
  );
}
