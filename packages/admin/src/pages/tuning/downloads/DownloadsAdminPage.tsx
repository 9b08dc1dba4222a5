import { PlusOutlined } from '@ant-design/icons';
import type { FileLink } from '@portal/contracts';
import { PageHeader, useConfirmDelete, SearchBox } from '@portal/ui';
import { App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { tuningKeys, useAllDownloads, useDownloadCategories } from '../../../queries/tuning';
import { useCatalogueMutation } from '../../catalogue/useCatalogueMutation';
import { LanguagesButton } from '../../shared/LanguagesButton';
import { TranslationsModal } from '../../shared/TranslationsModal';
import { DownloadButton } from './DownloadButton';
import { type DownloadFormResult, DownloadModal } from './DownloadModal';
import { fileSize } from './fileSize';
import { useFileDownload } from './useFileDownload';

const PAGE_SIZE = 20;

/** Staff manage the downloads offered to customers: uploaded files or external links, by category. */
export function DownloadsAdminPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FileLink | null | undefined>(undefined);
  const [languages, setLanguages] = useState<FileLink | null>(null);
  const list = useAllDownloads({ keyword: keyword || undefined, category, page, size: PAGE_SIZE });
  const categories = useDownloadCategories();
  const download = useFileDownload();
  const confirmDelete = useConfirmDelete();
  const { downloads } = api.tuning;
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    tuningKeys.downloads,
    ({ fields, file }: DownloadFormResult) =>
      editing ? downloads.update(editing._id, fields, file) : downloads.create(fields, file),
    close,
  );
  const remove = useCatalogueMutation(tuningKeys.downloads, (id: number) => downloads.remove(id));
  const submit = (v: DownloadFormResult) => {
    // A new download needs something to download; a changed one keeps its file unless a new one is given.
    if (!editing && !v.file && !v.fields.url) {
      message.error(t('tuning.downloads.need_file'));
      return;
    }
    save.mutate(v);
  };

  return (
    <>
      <PageHeader
        title={t('tuning.menu.downloads')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <Select
              allowClear
              style={{ minWidth: 180 }}
              placeholder={t('tuning.downloads.all_categories')}
              aria-label={t('tuning.downloads.category')}
              value={category}
              options={(categories.data ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(v) => {
                setCategory(v);
                setPage(1);
              }}
            />
            <SearchBox
              onSearch={(text) => {
                setKeyword(text);
                setPage(1);
              }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-download"
              onClick={() => setEditing(null)}
            >
              {t('tuning.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<FileLink>
          rowKey="_id"
          data-testid="download-table"
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
            { key: 'title', dataIndex: 'title', title: t('tuning.downloads.title') },
            { key: 'category', dataIndex: 'category', title: t('tuning.downloads.category') },
            {
              key: 'public',
              dataIndex: 'is_public',
              title: t('tuning.downloads.public'),
              render: (v: boolean) => (v ? <Tag color="green">{t('common.yes')}</Tag> : t('common.no')),
            },
            {
              key: 'source',
              title: t('tuning.downloads.source'),
              render: (_, l) => l.url ?? `${l.file_name ?? ''} (${fileSize(l.file_size)})`,
            },
            { key: 'count', dataIndex: 'downloads', title: t('tuning.downloads.count'), align: 'right' },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 340,
              render: (_, l) => (
                <Space>
                  <DownloadButton link={l} download={download} />
                  <Button size="small" onClick={() => setEditing(l)}>
                    {t('common.edit')}
                  </Button>
                  <LanguagesButton testId={`languages-download-${l._id}`} onClick={() => setLanguages(l)} />
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(l._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DownloadModal
        editing={editing}
        categories={categories.data ?? []}
        saving={save.isPending}
        onCancel={close}
        onSave={submit}
      />
      {languages ? (
        <TranslationsModal
          entity="download"
          id={languages._id}
          name={languages.title}
          withDescription
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
