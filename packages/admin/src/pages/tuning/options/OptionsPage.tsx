import { PlusOutlined } from '@ant-design/icons';
import type { OptionInput, ServiceOption } from '@portal/contracts';
import { formatCredits } from '@portal/domain';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { Button, Card, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { tuningKeys, useOptions, useServiceChoices } from '../../../queries/tuning';
import { MoveButtons } from '../MoveButtons';
import { usePositionedList } from '../usePositionedList';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { OptionModal } from './OptionModal';

const PAGE_SIZE = 20;

/** Options are sorted within their service (or among those that go with any service). */
const scopeOf = (o: ServiceOption) => o.service_id ?? 0;

/** Extras a customer can add to a service on the order form, each with an additional credit price. */
export function OptionsPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [languages, setLanguages] = useState<ServiceOption | null>(null);
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const list = useOptions({ keyword: keyword || undefined, service_id: serviceId, size: -1 });
  const choices = useServiceChoices();
  const items = list.data?.items ?? [];
  const serviceNames = useMemo(
    () => new Map((choices.data ?? []).map((c) => [c.value, c.label])),
    [choices.data],
  );
  // 1-based place of each option within its own service's list.
  const places = useMemo(() => {
    const counts = new Map<number, number>();
    const place = new Map<number, number>();
    for (const o of items) {
      const n = (counts.get(scopeOf(o)) ?? 0) + 1;
      counts.set(scopeOf(o), n);
      place.set(o._id, n);
    }
    return { place, counts };
  }, [items]);
  const confirmDelete = useConfirmDelete();
  const { editing, setEditing, close, save, remove, move } = usePositionedList<ServiceOption, OptionInput>(
    tuningKeys.options,
    api.tuning.options,
  );

  return (
    <>
      <PageHeader
        title={t('tuning.menu.options')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <Select
              allowClear
              style={{ minWidth: 200 }}
              placeholder={t('tuning.options.all_services')}
              aria-label={t('tuning.options.service')}
              options={choices.data}
              value={serviceId}
              onChange={setServiceId}
            />
            <SearchBox onSearch={setKeyword} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-option"
              onClick={() => setEditing(null)}
            >
              {t('tuning.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<ServiceOption>
          rowKey="_id"
          data-testid="option-table"
          loading={list.isFetching}
          dataSource={items}
          scroll={{ x: 800 }}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              key: 'order',
              title: t('tuning.order.title'),
              width: 90,
              render: (_, o) => (
                <MoveButtons
                  index={places.place.get(o._id) ?? 1}
                  count={places.counts.get(scopeOf(o)) ?? 1}
                  disabled={!!keyword}
                  busy={move.isPending}
                  testId={`option-${o._id}`}
                  onMove={(position) => move.mutate({ id: o._id, position })}
                />
              ),
            },
            { key: 'name', dataIndex: 'option_name', title: t('tuning.options.name') },
            {
              key: 'service',
              dataIndex: 'service_id',
              title: t('tuning.options.service'),
              render: (id: number | null) =>
                id === null ? (
                  <Tag>{t('tuning.options.any_service')}</Tag>
                ) : (
                  (serviceNames.get(id) ?? `#${id}`)
                ),
            },
            {
              key: 'price',
              dataIndex: 'price',
              align: 'right',
              title: <Tooltip title={t('tuning.options.price_hint')}>{t('tuning.options.price')}</Tooltip>,
              render: (v: number) => `+${formatCredits(v)}`,
            },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('tuning.status.title'),
              render: (v: ServiceOption['status']) => (
                <Tag color={v === 'online' ? 'green' : 'default'}>{t(`tuning.status.${v}`)}</Tag>
              ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 260,
              render: (_, o) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(o)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="small"
                    data-testid={`languages-option-${o._id}`}
                    onClick={() => setLanguages(o)}
                  >
                    {t('catalogue_i18n.action')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(o._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <OptionModal
        editing={editing}
        services={choices.data ?? []}
        saving={save.isPending}
        onCancel={close}
        onSave={(v) => save.mutate(v)}
      />
      {languages ? (
        <TranslationsModal
          entity="option"
          id={languages._id}
          name={languages.option_name}
          withDescription={false}
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
