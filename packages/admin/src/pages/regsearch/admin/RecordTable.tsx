import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { Button, Card, Space, Table, type TableColumnsType, Tag } from 'antd';

import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { useRegList } from '../../../queries/regsearch';
import { useRegMutation } from '../useRegMutation';
import { type Row, read } from './formValues';
import { ImportModal } from './ImportModal';
import { RecordModal } from './RecordModal';
import type { ColumnSpec, ScreenSpec } from './screens';

const PAGE_SIZE = 20;

function cell(row: Row, col: ColumnSpec): ReactNode {
  const value = read(row, col.field);
  if (value === null || value === undefined) return '';
  if (col.kind === 'ref') return (value as { name: string }).name;
  if (col.kind === 'stages')
    return (value as { stage: number; hp: number; torque: number }[]).map((s) => (
      <Tag key={s.stage}>{`${s.stage}: ${s.hp} / ${s.torque}`}</Tag>
    ));
  return String(value);
}

/**
 * One registration-search list: search, paging, add and edit in a modal, delete after confirmation and the
 * CSV import with its line-numbered report. `extra` adds actions of the screen to the header.
 */
export function RecordTable({ spec, extra }: { spec: ScreenSpec; extra?: ReactNode }) {
  const api = useApi();
  const { t } = useTranslation();
  const { resource } = spec;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const confirmDelete = useConfirmDelete();
  const rows = useRegList(resource, { search: search || undefined, page, size: PAGE_SIZE });
  const close = () => setEditing(undefined);
  const save = useRegMutation(
    ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id ? api.regsearch.update(resource, id, body) : api.regsearch.create(resource, body),
    close,
  );
  const remove = useRegMutation(
    (id: number) => api.regsearch.remove(resource, id),
    undefined,
    'regsearch.admin.deleted',
  );

  const columns: TableColumnsType<Row> = [
    ...spec.columns.map((col) => ({
      key: col.field,
      title: t(col.labelKey),
      render: (_: unknown, r: Row) => cell(r, col),
    })),
    {
      key: 'actions',
      title: t('common.actions'),
      width: 170,
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
  ];

  return (
    <>
      <PageHeader
        title={t(spec.titleKey)}
        subtitle={rows.data ? t('common.total', { total: rows.data.total }) : undefined}
        extra={
          <>
            <SearchBox
              onSearch={(text) => {
                setSearch(text);
                setPage(1);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('regsearch.import.button')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('regsearch.admin.add')}
            </Button>
            {extra}
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Row>
          rowKey="_id"
          data-testid={`reg-table-${resource}`}
          loading={rows.isFetching}
          dataSource={rows.data?.items as Row[] | undefined}
          scroll={{ x: 700 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={columns}
        />
      </Card>
      {editing !== undefined ? (
        <RecordModal
          spec={spec}
          row={editing}
          saving={save.isPending}
          onClose={close}
          onSave={(body) => save.mutate({ id: editing?._id ?? null, body })}
        />
      ) : null}
      {importing ? (
        <ImportModal resource={resource} columns={spec.csv} onClose={() => setImporting(false)} />
      ) : null}
    </>
  );
}
