import { PlusOutlined } from '@ant-design/icons';
import type { PriceListItem, PriceListItemInput } from '@portal/contracts';
import { PageHeader, useConfirmDelete } from '@portal/ui';
import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, usePriceList } from '../../../queries/catalogue';
import { useSiteData } from '../../../queries/site';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { PriceModal } from './PriceModal';
import { priceColumns } from './priceColumns';

const PAGE_SIZE = 20;

/** Staff keep the public price list: search, page, add, change, delete lines. */
export function PriceListAdminPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PriceListItem | null | undefined>(undefined);
  const list = usePriceList({ keyword: keyword || undefined, page, size: PAGE_SIZE });
  const currency = useSiteData().data?.settings.currency ?? 'EUR';
  const confirmDelete = useConfirmDelete();
  const { priceList } = api.catalogue;
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    catalogueKeys.priceList,
    ({ id, item }: { id: number | null; item: PriceListItemInput }) =>
      id ? priceList.patch([{ ...item, _id: id }]) : priceList.create([item]),
    close,
  );
  const remove = useCatalogueMutation(catalogueKeys.priceList, (id: number) => priceList.remove(id));

  return (
    <>
      <PageHeader
        title={t('catalogue.menu.price_list')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <Input.Search
              allowClear
              placeholder={t('catalogue.prices.search')}
              aria-label={t('common.search')}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPage(1);
              }}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('catalogue.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<PriceListItem>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            ...priceColumns(t, currency, i18n.language),
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(r)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(r._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined ? (
        <PriceModal
          item={editing}
          currency={currency}
          saving={save.isPending}
          onClose={close}
          onSave={(item) => save.mutate({ id: editing?._id ?? null, item })}
        />
      ) : null}
    </>
  );
}
