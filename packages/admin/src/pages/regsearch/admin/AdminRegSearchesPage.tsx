import { PageHeader } from '@portal/ui';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../lookup/HistoryTable';
import { LookupCard } from '../lookup/LookupCard';

/** Admin /admin/reg_searches: every customer's searches, and the same look-up for staff. */
export function AdminRegSearchesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('regsearch.menu.reg_searches')} />
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <LookupCard />
        <HistoryTable all />
      </Space>
    </>
  );
}
