import { PlusOutlined } from '@ant-design/icons';
import type { PriceItem, PriceItemInput } from '@portal/contracts';
import { formatCredits } from '@portal/domain';
import { PageHeader, SearchBox, useConfirmDelete } from '@portal/ui';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { creditKeys } from '../../../queries/credits';
import { useSiteData } from '../../../queries/site';
import { useCreditPackages } from '../../../queries/tuning';
import { formatPrice } from '../../catalogue/prices/priceColumns';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { MoveButtons } from '../MoveButtons';
import { usePositionedList } from '../usePositionedList';
import { CreditPackageModal } from './CreditPackageModal';

/** Credit packages customers buy, in hand-sorted order, each named per language like services. */
export function CreditPackagesPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = useCreditPackages({ keyword: keyword || undefined });
  const items = list.data?.items ?? [];
  const currency = useSiteData().data?.settings.currency ?? 'EUR';
  const confirmDelete = useConfirmDelete();
  const [languages, setLanguages] = useState<PriceItem | null>(null);
  // A change refreshes every 'credits' query: this list and the packages of the buy page.
  const { editing, setEditing, close, save, remove, move } = usePositionedList<PriceItem, PriceItemInput>(
    creditKeys.all,
    api.tuning.creditPackages,
  );

  return (
    <>
      <PageHeader
        title={t('tuning.menu.credit_packages')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <SearchBox onSearch={setKeyword} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-credit-package"
              onClick={() => setEditing(null)}
            >
              {t('tuning.add')}
            </Button>
          </>
        }
      />
      <Alert type="info" showIcon title={t('tuning.packages.note')} style={{ marginBottom: 16 }} />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<PriceItem>
          rowKey="_id"
          data-testid="credit-package-table"
          loading={list.isFetching}
          dataSource={items}
          scroll={{ x: 800 }}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              key: 'order',
              title: t('tuning.order.title'),
              width: 90,
              render: (_, p) => (
                <MoveButtons
                  index={items.indexOf(p) + 1}
                  count={items.length}
                  disabled={!!keyword}
                  busy={move.isPending}
                  testId={`credit-package-${p._id}`}
                  onMove={(position) => move.mutate({ id: p._id, position })}
                />
              ),
            },
            { key: 'name', dataIndex: 'name', title: t('tuning.packages.name') },
            {
              key: 'credits',
              dataIndex: 'credits',
              align: 'right',
              title: t('tuning.packages.credits'),
              render: (v: number) => formatCredits(v),
            },
            {
              key: 'price',
              align: 'right',
              title: t('tuning.packages.price'),
              render: (_, p) => formatPrice(p.price, p.currency || currency, i18n.language),
            },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('tuning.status.title'),
              render: (v: PriceItem['status']) => (
                <Tag color={v === 'online' ? 'green' : 'default'}>{t(`tuning.status.${v}`)}</Tag>
              ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 260,
              render: (_, p) => (
                <Space>
                  <Button
                    size="small"
                    data-testid={`edit-credit-package-${p._id}`}
                    onClick={() => setEditing(p)}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="small"
                    data-testid={`languages-credit-package-${p._id}`}
                    onClick={() => setLanguages(p)}
                  >
                    {t('catalogue_i18n.action')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(p._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <CreditPackageModal
        editing={editing}
        currency={currency}
        saving={save.isPending}
        onCancel={close}
        onSave={(v) => save.mutate(v)}
      />
      {languages ? (
        <TranslationsModal
          entity="price_item"
          id={languages._id}
          name={languages.name}
          withDescription
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
