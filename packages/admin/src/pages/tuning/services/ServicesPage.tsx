import { PlusOutlined } from '@ant-design/icons';
import type { Service, ServiceInput } from '@portal/contracts';
import { formatCredits } from '@portal/domain';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { Alert, Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { tuningKeys, useServices } from '../../../queries/tuning';
import { PRICE_TYPES } from '../credits';
import { MoveButtons } from '../MoveButtons';
import { usePositionedList } from '../usePositionedList';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { ServiceModal } from './ServiceModal';

const PAGE_SIZE = 50;

/** Tuning services customers can order, each with a credit price per vehicle class, in hand-sorted order. */
export function ServicesPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The whole list at once: places in the hand-sorted order are counted over all services.
  const list = useServices({ keyword: keyword || undefined, size: -1 });
  const items = list.data?.items ?? [];
  const confirmDelete = useConfirmDelete();
  const [languages, setLanguages] = useState<Service | null>(null);
  const { editing, setEditing, close, save, remove, move } = usePositionedList<Service, ServiceInput>(
    tuningKeys.services,
    api.tuning.services,
  );

  return (
    <>
      <PageHeader
        title={t('tuning.menu.services')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <SearchBox onSearch={setKeyword} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-service"
              onClick={() => setEditing(null)}
            >
              {t('tuning.add')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon message={t('tuning.services.prices_note')} style={{ marginBottom: 16 }} />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Service>
          rowKey="_id"
          data-testid="service-table"
          loading={list.isFetching}
          dataSource={items}
          scroll={{ x: 1000 }}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              key: 'order',
              title: t('tuning.order.title'),
              width: 90,
              render: (_, s) => (
                <MoveButtons
                  index={items.indexOf(s) + 1}
                  count={items.length}
                  disabled={!!keyword}
                  busy={move.isPending}
                  testId={`service-${s._id}`}
                  onMove={(position) => move.mutate({ id: s._id, position })}
                />
              ),
            },
            { key: 'name', dataIndex: 'service_name', title: t('tuning.services.name') },
            {
              key: 'main',
              dataIndex: 'main_service',
              title: <Tooltip title={t('tuning.services.main_hint')}>{t('tuning.services.main')}</Tooltip>,
              render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
            },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('tuning.status.title'),
              render: (v: Service['status']) => (
                <Tag color={v === 'online' ? 'green' : 'default'}>{t(`tuning.status.${v}`)}</Tag>
              ),
            },
            {
              key: 'hours',
              dataIndex: 'opening_hours',
              title: <Tooltip title={t('tuning.services.hours_hint')}>{t('tuning.services.hours')}</Tooltip>,
              render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
            },
            ...PRICE_TYPES.map((p) => ({
              key: p,
              dataIndex: p,
              align: 'right' as const,
              title: <Tooltip title={t(`tuning.prices.${p}_hint`)}>{t(`tuning.prices.${p}`)}</Tooltip>,
              render: (v: number) => formatCredits(v),
            })),
            {
              key: 'actions',
              title: t('common.actions'),
              width: 260,
              render: (_, s) => (
                <Space>
                  <Button size="small" data-testid={`edit-service-${s._id}`} onClick={() => setEditing(s)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="small"
                    data-testid={`languages-service-${s._id}`}
                    onClick={() => setLanguages(s)}
                  >
                    {t('catalogue_i18n.action')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(s._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ServiceModal
        editing={editing}
        saving={save.isPending}
        onCancel={close}
        onSave={(v) => save.mutate(v)}
      />
      {languages ? (
        <TranslationsModal
          entity="service"
          id={languages._id}
          name={languages.service_name}
          withDescription
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
