import type { PublicDealer } from '@portal/api-client';
import { Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@portal/admin/shared';
import { useDealers } from '@portal/admin/shared';
import { PublicFrame } from '../../public/PublicFrame';

const PAGE_SIZE = 20;

/** Only http(s) addresses become links, so a stored value can never run script in the visitor's page. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/** Public list of active dealers, searchable by company, city or country. */
export function DealersLocatorPage() {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useDealers({ keyword: keyword || undefined, page, size: PAGE_SIZE });
  return (
    <PublicFrame title={t('catalogue.menu.dealers_locator')} width={1000}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('catalogue.dealers.search')}
          aria-label={t('common.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
        />
        <Table<PublicDealer>
          rowKey="_id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.items}
          scroll={{ x: 700 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'company',
              title: t('profile.company_name'),
              render: (_, d) => d.company_name || `${d.firstname} ${d.lastname}`.trim(),
            },
            { key: 'city', dataIndex: 'city', title: t('profile.city') },
            {
              key: 'country',
              title: t('profile.country'),
              render: (_, d) => countryName(d.country, i18n.language),
            },
            { key: 'phone', dataIndex: 'phone', title: t('profile.phone') },
            {
              key: 'web',
              title: t('profile.web_url'),
              render: (_, d) => {
                const url = safeUrl(d.web_url);
                return url ? (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </a>
                ) : null;
              },
            },
          ]}
        />
      </Space>
    </PublicFrame>
  );
}
