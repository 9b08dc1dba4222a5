import { PageHeader } from '@portal/ui';
import { Card, Col, Flex, Row, Statistic, Table, Tooltip, theme } from 'antd';
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

/** Searches per month as plain CSS bars (found part darker), oldest month first. */
function MonthlyCard() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const items = useRegMonthlyClicks(MONTHS).data?.items ?? [];
  const max = Math.max(1, ...items.map((i) => i.total));
  const monthName = (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
  return (
    <Card title={t('regsearch.stats.monthly')} data-testid="clicks-monthly">
      <Flex align="flex-end" gap={6} style={{ height: 180 }}>
        {items.map((m) => (
          <Tooltip
            key={m.month}
            title={t('regsearch.stats.month_tip', {
              month: monthName(m.month),
              total: m.total,
              found: m.found,
            })}
          >
            <Flex
              vertical
              justify="flex-end"
              style={{ flex: 1, height: '100%' }}
              aria-label={monthName(m.month)}
            >
              <div
                style={{
                  height: `${((m.total - m.found) / max) * 100}%`,
                  background: token.colorPrimaryBg,
                  borderRadius: '4px 4px 0 0',
                }}
              />
              <div style={{ height: `${(m.found / max) * 100}%`, background: token.colorPrimary }} />
            </Flex>
          </Tooltip>
        ))}
      </Flex>
      <Table
        rowKey="month"
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        dataSource={[...items].reverse()}
        columns={[
          { key: 'month', title: t('regsearch.stats.month'), render: (_, r) => monthName(r.month) },
          { key: 'total', dataIndex: 'total', title: t('regsearch.stats.total'), align: 'end' },
          { key: 'found', dataIndex: 'found', title: t('regsearch.stats.found'), align: 'end' },
        ]}
      />
    </Card>
  );
}
