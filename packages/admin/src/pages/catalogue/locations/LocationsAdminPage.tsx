import { PlusOutlined } from '@ant-design/icons';
import type { EcuAdblueLocation } from '@portal/contracts';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useLocations } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { type LocationInput, LocationModal } from './LocationModal';
import { locationVehicle } from './LocationView';

const PAGE_SIZE = 20;

/** Where the ECU and AdBlue unit sit, per vehicle: search, page, add, edit with pictures, delete. */
export function LocationsAdminPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // undefined: no dialog; null: a new location.
  const [editing, setEditing] = useState<EcuAdblueLocation | null | undefined>(undefined);
  const list = useLocations({ keyword: keyword || undefined, page, size: PAGE_SIZE });
  const confirmDelete = useConfirmDelete();
  const { locations } = api.catalogue;
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    catalogueKeys.locations,
    ({ body, images }: LocationInput) => locations.save(editing?._id ?? null, body, images),
    close,
  );
  const remove = useCatalogueMutation(catalogueKeys.locations, (id: number) => locations.remove(id));
  const text = (value: string) => (
    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, whiteSpace: 'pre-line' }}>
      {value}
    </Typography.Paragraph>
  );

  return (
    <>
      <PageHeader
        title={t('catalogue.menu.locations')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <SearchBox
              onSearch={(text) => {
                setKeyword(text);
                setPage(1);
              }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-record"
              onClick={() => setEditing(null)}
            >
              {t('catalogue.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<EcuAdblueLocation>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          scroll={{ x: 800 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'vehicle', title: t('catalogue.locations.vehicle'), render: (_, l) => locationVehicle(l) },
            {
              key: 'ecu',
              title: t('catalogue.locations.ecu_location'),
              render: (_, l) => text(l.ecu_location),
            },
            {
              key: 'adblue',
              title: t('catalogue.locations.adblue_location'),
              render: (_, l) => text(l.adblue_location),
            },
            {
              key: 'images',
              title: t('catalogue.images.title'),
              width: 90,
              render: (_, l) => l.ecu_location_images.length + l.adblue_location_images.length,
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 170,
              render: (_, l) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(l)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(l._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined ? (
        <LocationModal
          location={editing}
          saving={save.isPending}
          onClose={close}
          onSave={(input) => save.mutate(input)}
        />
      ) : null}
    </>
  );
}
