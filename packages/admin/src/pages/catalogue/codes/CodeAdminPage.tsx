import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { CodeFields, CodeListPath, CodeRow } from '@portal/api-client';
import { CODE_CSV_COLUMNS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useCodeList } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { useStaticData } from '../useStaticData';
import { CsvImportModal } from '../../shared/CsvImportModal';
import { LanguagesButton } from '../../shared/LanguagesButton';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { CodeModal } from './CodeModal';
import { codeColumns } from './columns';

const PAGE_SIZE = 20;
/** Each list's record kind among the texts given per language. */
const ENTITY = { pcode: 'p_code', dpcode: 'df_code', bcode: 'b_code' } as const;

/** P-codes, DF-to-P codes or Bosch codes: search, page, add, edit, delete, CSV import. */
export function CodeAdminPage() {
  const list: CodeListPath = useStaticData().codeList ?? 'pcode';
  return <CodeTable key={list} list={list} />;
}

function CodeTable({ list }: { list: CodeListPath }) {
  const api = useApi();
  const qc = useQueryClient();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [importing, setImporting] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CodeRow | null | undefined>(undefined);
  const [languages, setLanguages] = useState<CodeRow | null>(null);
  const confirmDelete = useConfirmDelete();
  const rows = useCodeList(list, { keyword: keyword || undefined, page, size: PAGE_SIZE });
  const { codes } = api.catalogue;
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    catalogueKeys.codes,
    ({ id, body }: { id: number | null; body: CodeFields }) =>
      id ? codes.update(list, id, body) : codes.create(list, body),
    close,
  );
  const remove = useCatalogueMutation(catalogueKeys.codes, (id: number) => codes.remove(list, id));

  return (
    <>
      <PageHeader
        title={t(`catalogue.codes.lists.${list}`)}
        subtitle={rows.data ? t('common.total', { total: rows.data.total }) : undefined}
        extra={
          <>
            <SearchBox
              onSearch={(text) => {
                setKeyword(text);
                setPage(1);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('catalogue.import.button')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('catalogue.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<CodeRow>
          rowKey="_id"
          loading={rows.isFetching}
          dataSource={rows.data?.items}
          scroll={{ x: 700 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: rows.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            ...codeColumns(list, t),
            {
              key: 'actions',
              title: t('common.actions'),
              width: 260,
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(r)}>
                    {t('common.edit')}
                  </Button>
                  <LanguagesButton testId={`languages-${list}-${r._id}`} onClick={() => setLanguages(r)} />
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
        <CodeModal
          list={list}
          row={editing}
          saving={save.isPending}
          onClose={close}
          onSave={(body) => save.mutate({ id: editing?._id ?? null, body })}
        />
      ) : null}
      {importing ? (
        <CsvImportModal
          run={(file, skip) => codes.importCsv(list, file, skip)}
          onImported={() => void qc.invalidateQueries({ queryKey: catalogueKeys.codes })}
          columns={CODE_CSV_COLUMNS[list]}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {languages ? (
        <TranslationsModal
          entity={ENTITY[list]}
          id={languages._id}
          name={languages.code}
          withName={false}
          withDescription
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
