import { PageHeader } from '@portal/ui';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '@portal/admin/shared';
import { LookupCard } from '@portal/admin/shared';

/** Customer /reg_searches: look up a registration number; below, the customer's own past searches. */
export function RegSearchesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('regsearch.menu.reg_searches')} subtitle={t('regsearch.lookup.hint')} />
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <LookupCard />
        <HistoryTable />
      </Space>
    </>
  );
}
