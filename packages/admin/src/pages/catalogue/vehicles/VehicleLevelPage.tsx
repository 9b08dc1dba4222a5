import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { VariantDetailsBody, VehicleLevel, VehicleNode } from '@portal/contracts';
import { hasPermission } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { Alert, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { saveBlob } from '../../../lib/download';
import { catalogueKeys, useVehicleList } from '../../../queries/catalogue';
import { useSession } from '../../../platform/context';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { useStaticData } from '../useStaticData';
import { LanguagesButton } from '../../shared/LanguagesButton';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { ImportModal } from './ImportModal';
import { levelPermission, parentOf, TREE } from './levels';
import { type NodeInput, NodeModal } from './NodeModal';
import { VariantDetailsModal } from './VariantDetailsModal';
import { VehicleLevelTabs } from './VehicleLevelTabs';
import { useVehicleDelete } from './useVehicleDelete';
import { type VehiclePath, VehiclePicker } from './VehiclePicker';

const PAGE_SIZE = 20;
type Dialog =
  | { kind: 'node'; node: VehicleNode | null }
  | { kind: 'languages'; node: VehicleNode }
  | { kind: 'details'; id: number }
  | { kind: 'import' };

/** One level of the vehicle tree: search, filter by the levels above, page, add, edit, delete. */
export function VehicleLevelPage() {
  const level: VehicleLevel = useStaticData().vehicleLevel ?? 'variant';
  return <LevelTable key={level} level={level} />;
}

function LevelTable({ level }: { level: VehicleLevel }) {
  const api = useApi();
  const { t } = useTranslation();
  const me = useSession((s) => s.user);
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(me, p);
  const [path, setPath] = useState<VehiclePath>({});
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const deleteNode = useVehicleDelete(level);
  // Chosen ancestors filter the list; cleared dropdowns (null) are left out.
  const filters = Object.fromEntries(Object.entries(path).filter(([, v]) => v)) as Record<string, number>;
  const list = useVehicleList(level, { ...filters, keyword: keyword || undefined, page, size: PAGE_SIZE });
  const close = () => setDialog(null);
  const { vehicles } = api.catalogue;
  const parent = parentOf(level);

  const save = useCatalogueMutation(
    catalogueKeys.vehicles,
    ({ id, input }: { id: number | null; input: NodeInput }) => {
      const body: Record<string, unknown> = { name: input.name };
      if (parent) body[parent] = input.parent;
      return id ? vehicles.update(level, id, body) : vehicles.create(level, body);
    },
    close,
  );
  const details = useCatalogueMutation(
    catalogueKeys.vehicles,
    ({ id, body, images }: { id: number; body: VariantDetailsBody; images: File[] }) =>
      vehicles.saveDetails(id, body, images),
    close,
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await vehicles.exportCsv();
      saveBlob(file.blob, file.filename ?? 'vehicles.csv');
    } finally {
      setExporting(false);
    }
  };

  const ancestors = TREE.slice(0, TREE.indexOf(level)).filter((l) => l !== 'variant');
  const isVariant = level === 'variant';
  const canSee = !isVariant || can('vehicle_statistics.variants.show_variants_table');

  return (
    <>
      <VehicleLevelTabs />
      <PageHeader
        title={t(`catalogue.vehicles.levels.${level}`)}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            {isVariant && can('vehicle_statistics.variants.add') ? (
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
                {t('catalogue.import.button')}
              </Button>
            ) : null}
            {isVariant && canSee ? (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
                {t('catalogue.import.export')}
              </Button>
            ) : null}
            {can(levelPermission(level, 'add')) ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="add-record"
                onClick={() => setDialog({ kind: 'node', node: null })}
              >
                {t('catalogue.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          {ancestors.length ? (
            <VehiclePicker
              value={path}
              depth={ancestors.length}
              onChange={(next) => {
                setPath(next);
                setPage(1);
              }}
            />
          ) : null}
          <Input.Search
            allowClear
            placeholder={t('common.search')}
            aria-label={t('common.search')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
        </Form>
      </Card>
      {canSee ? (
        <Card styles={{ body: { padding: 0 } }}>
          <Table<VehicleNode>
            rowKey="_id"
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
              // Names are isolated so "1.0 EcoBoost 125hp" keeps its order in right-to-left pages.
              { key: 'name', title: t('catalogue.vehicles.name'), render: (_, n) => <bdi>{n.name}</bdi> },
              ...ancestors.map((a) => ({
                key: a,
                title: t(`catalogue.vehicles.levels.${a}`),
                render: (_: unknown, n: VehicleNode) => (
                  <bdi>{(n as unknown as Record<string, { name?: string } | undefined>)[a]?.name ?? ''}</bdi>
                ),
              })),
              ...(isVariant
                ? [
                    {
                      key: 'complete',
                      title: t('catalogue.vehicles.figures'),
                      render: (_: unknown, n: VehicleNode) =>
                        n.details_complete ? (
                          <Tag color="green">{t('catalogue.vehicles.complete')}</Tag>
                        ) : (
                          <Tag>{t('catalogue.vehicles.incomplete')}</Tag>
                        ),
                    },
                  ]
                : []),
              {
                key: 'actions',
                title: t('common.actions'),
                render: (_, n) => (
                  <Space wrap>
                    {isVariant && can('vehicle_statistics.variants.edit_details') ? (
                      <Button size="small" onClick={() => setDialog({ kind: 'details', id: n._id })}>
                        {t('catalogue.vehicles.details')}
                      </Button>
                    ) : null}
                    {can(levelPermission(level, 'edit')) ? (
                      <Button size="small" onClick={() => setDialog({ kind: 'node', node: n })}>
                        {t('common.edit')}
                      </Button>
                    ) : null}
                    {level === 'vtype' && can(levelPermission(level, 'edit')) ? (
                      <LanguagesButton onClick={() => setDialog({ kind: 'languages', node: n })} />
                    ) : null}
                    {can(levelPermission(level, 'delete')) ? (
                      <Button size="small" danger onClick={() => deleteNode(n)}>
                        {t('common.delete')}
                      </Button>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ) : (
        <Alert
          type="info"
          showIcon
          message={t('catalogue.vehicles.table_hidden')}
          data-testid="variants-hidden"
        />
      )}
      {dialog?.kind === 'node' ? (
        <NodeModal
          level={level}
          node={dialog.node}
          initialPath={path}
          saving={save.isPending}
          onClose={close}
          onSave={(input) => save.mutate({ id: dialog.node?._id ?? null, input })}
        />
      ) : null}
      {dialog?.kind === 'details' ? (
        <VariantDetailsModal
          id={dialog.id}
          saving={details.isPending}
          onClose={close}
          onSave={(body, images) => details.mutate({ id: dialog.id, body, images })}
        />
      ) : null}
      {dialog?.kind === 'import' ? <ImportModal onClose={close} /> : null}
      {dialog?.kind === 'languages' ? (
        <TranslationsModal
          entity="vehicle_type"
          id={dialog.node._id}
          name={dialog.node.name}
          withDescription={false}
          onClose={close}
        />
      ) : null}
    </>
  );
}
