import { BarChart, LineChart, PageHeader, PieChart } from '@portal/ui';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartDates } from '../../lib/chartDates';
import { SHOP_STATUS_TONE } from '../../lib/statusTones';
import { useShopStatistics } from '../../queries/shop';
import { formatMoney, toMajor, toMinor } from './money';

/** Revenue per day and month, orders per state, top products and the average order value. */
export function ShopStatisticsPage() {
  const { t, i18n } = useTranslation();
  const stats = useShopStatistics().data;
  const currency = stats?.currency ?? 'EUR';
  // Charts plot major units; the axis shows them as money again.
  const axisMoney = (v: number | string) =>
    formatMoney(toMinor(Number(v), currency), currency, i18n.language);
  const major = (v: number) => toMajor(v, currency);
  const dates = chartDates(i18n.language);
  return (
    <>
      <PageHeader title={t('shop.menu.statistics')} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('shop.stats.average_order_value')}
              value={stats ? formatMoney(stats.average_order_value, currency, i18n.language) : ''}
              loading={!stats}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('shop.stats.pending_orders')}
              value={stats?.pending_orders ?? 0}
              loading={!stats}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <LineChart
            testId="shop-revenue-day"
            title={t('shop.stats.revenue_per_day')}
            data={(stats?.revenue_per_day ?? []).map((d) => ({ day: d.day, revenue: major(d.revenue) }))}
            xKey="day"
            xLabel={t('shop.stats.day')}
            formatX={dates.day}
            formatY={axisMoney}
            series={[{ key: 'revenue', label: t('shop.stats.revenue') }]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <BarChart
            testId="shop-revenue-month"
            title={t('shop.stats.revenue_per_month')}
            data={(stats?.revenue_per_month ?? []).map((m) => ({
              month: m.month,
              revenue: major(m.revenue),
            }))}
            xKey="month"
            xLabel={t('shop.stats.month')}
            formatX={dates.month}
            formatY={axisMoney}
            series={[{ key: 'revenue', label: t('shop.stats.revenue') }]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <PieChart
            testId="shop-orders-status"
            title={t('shop.stats.orders_per_status')}
            data={(stats?.orders_per_status ?? [])
              .filter((s) => s.count > 0)
              .map((s) => ({
                status: t(`shop.order_status.${s.status}`),
                count: s.count,
                tone: SHOP_STATUS_TONE[s.status],
              }))}
            colorKey="tone"
            xKey="status"
            xLabel={t('shop.fields.status')}
            series={[{ key: 'count', label: t('shop.stats.orders') }]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <BarChart
            testId="shop-top-products"
            horizontal
            title={t('shop.stats.top_products')}
            data={(stats?.top_products ?? []).map((p) => ({ name: p.name, quantity: p.quantity }))}
            xKey="name"
            xLabel={t('shop.fields.name')}
            series={[{ key: 'quantity', label: t('shop.stats.quantity') }]}
          />
        </Col>
      </Row>
    </>
  );
}
