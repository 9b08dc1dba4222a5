import { ClockCircleOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { hasPermission } from '@portal/contracts';
import { errorMessage, PageHeader } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserCounts } from '../../queries/users';
import { useSession } from '../../platform/context';
import { OrdersOverview } from '../orders/OrdersOverview';
import { DashboardCharts } from './DashboardCharts';
import { GettingStarted } from './GettingStarted';
import { RatingsOverview } from './RatingsOverview';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const canList = hasPermission(user, 'dealers_manager.dealers_list');
  const seesStaff = user?.role_id === 1;
  const counts = useUserCounts({ customers: canList, staff: seesStaff });
  const loading = counts.isLoading;
  const cards = [
    {
      key: 'customers',
      title: t('dashboard.customers'),
      value: counts.data?.customers,
      icon: <TeamOutlined />,
    },
    {
      key: 'pending',
      title: t('dashboard.pending'),
      value: counts.data?.pending,
      icon: <ClockCircleOutlined />,
    },
    {
      key: 'staff',
      title: t('dashboard.staff'),
      value: counts.data?.staff,
      icon: <SafetyCertificateOutlined />,
    },
  ].filter((c) => (c.key === 'staff' ? seesStaff : canList));
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {seesStaff ? <GettingStarted /> : null}
      {counts.error ? (
        <Alert type="warning" showIcon title={errorMessage(counts.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={8}>
            <Card loading={loading} data-testid={`count-${c.key}`}>
              <Statistic title={c.title} value={c.value ?? '—'} prefix={c.icon} />
              {canList && c.key !== 'staff' ? (
                <Link
                  to="/admin/agent_manager/agents_list"
                  search={c.key === 'pending' ? { status: 0 } : {}}
                  style={{ display: 'inline-block', marginTop: 8 }}
                >
                  {t('dashboard.open_list')}
                </Link>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
      {hasPermission(user, 'orders') ? <OrdersOverview /> : null}
      {hasPermission(user, 'orders') ? <DashboardCharts /> : null}
      {hasPermission(user, 'orders') ? <RatingsOverview /> : null}
    </>
  );
}
