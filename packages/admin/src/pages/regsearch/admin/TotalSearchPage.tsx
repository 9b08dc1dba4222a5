import { BarChart, PageHeader } from '@portal/ui';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegMonthlyClicks, useRegTotalClicks, useRegTotalMakes } from '../../../queries/regsearch';

const MONTHS = 12;

/** Admin /admin/total-search: how many searches were made, per month, and the records per make. */
export function TotalSearchPage() {
  const { t } = useTranslation();
  const totals = useRegTotalClicks().data;
  const makes = useRegTotalMakes();
  return (
    <>
      <PageHeader title={t('regsearch.menu.total_search')} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['total', totals?.total],
            ['found', totals?.found],
            ['not_found', totals?.not_found],
            ['this_month', totals?.this_month],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} lg={6}>
            <Card data-testid={`clicks-${key}`}>
              <Statistic title={t(`regsearch.stats.${key}`)} value={value ?? 0} loading={!totals} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <MonthlyCard />
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('regsearch.stats.per_make')} styles={{ body: { padding: 0 } }}>
            <Table
              rowKey="_id"
              size="small"
              data-testid="clicks-makes"
              loading={makes.isFetching}
              dataSource={makes.data?.items}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('regsearch.fields.make') },
                { key: 'clicks', dataIndex: 'clicks', title: t('regsearch.stats.clicks'), align: 'end' },
                { key: 'count', dataIndex: 'count', title: t('regsearch.stats.records'), align: 'end' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Searches per month, found and not found stacked, oldest month first (a chart with its table). */
function MonthlyCard() {
  const { t, i18n } = useTranslation();
  const items = useRegMonthlyClicks(MONTHS).data?.items ?? [];
  const monthName = (month: string | number) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
  return (
    <BarChart
      testId="clicks-monthly"
      title={t('regsearch.stats.monthly')}
      data={items.map((m) => ({ month: m.month, found: m.found, not_found: m.total - m.found }))}
      xKey="month"
      xLabel={t('regsearch.stats.month')}
      formatX={monthName}
      stacked
      series={[
        { key: 'found', label: t('regsearch.stats.found') },
        { key: 'not_found', label: t('regsearch.stats.not_found') },
      ]}
    />
  );
}
