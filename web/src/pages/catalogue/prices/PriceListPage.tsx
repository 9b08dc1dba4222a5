import type { PriceListItem } from '@portal/contracts';
import { Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceList } from '@portal/admin/shared';
import { useSiteData } from '@portal/admin/shared';
import { PublicFrame } from '../../public/PublicFrame';
import { priceColumns } from '@portal/admin/shared';

const PAGE_SIZE = 25;

/** The public tuning price list: search by make, model or engine, paged. */
export function PriceListPage() {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = usePriceList({ keyword: keyword || undefined, page, size: PAGE_SIZE });
  const currency = useSiteData().data?.settings.currency ?? 'EUR';
  return (
    <PublicFrame title={t('catalogue.menu.price_list')} width={1100}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('catalogue.prices.search')}
          aria-label={t('common.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
        />
        <Table<PriceListItem>
          rowKey="_id"
          size="small"
          data-testid="price-list"
          loading={list.isFetching}
          dataSource={list.data?.items}
          scroll={{ x: 800 }}
          columns={priceColumns(t, currency, i18n.language)}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Space>
    </PublicFrame>
  );
}
