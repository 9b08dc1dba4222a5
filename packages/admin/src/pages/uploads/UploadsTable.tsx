import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/contracts';
import { errorMessage, useConfirmDelete } from '@portal/ui';
import { App, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { useRemoveUpload, useUploads } from '../../queries/uploads';
import { formatDate, useDownload } from '../orders/shared';

const PAGE_SIZE = 20;

/** Sizes in the reader's language and the largest fitting unit. */
export function formatSize(bytes: number, lng: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return new Intl.NumberFormat(lng, {
    style: 'unit',
    unit: units[i],
    unitDisplay: 'short',
    maximumFractionDigits: i === 0 ? 0 : 1,
  }).format(value);
}

function Customer({ user }: { user: UploadedFile['user'] }) {
  if (!user) return null;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  return (
    <>
      <Typography.Text strong>{name}</Typography.Text>
      {user.company_name ? (
        <>
          <br />
          <Typography.Text>{user.company_name}</Typography.Text>
        </>
      ) : null}
      <br />
      <Typography.Text type="secondary">{user.email}</Typography.Text>
    </>
  );
}

/**
 * The uploaded files, newest first, paged. The server answers only what the caller may see (a customer's own
 * files, or everyone's for staff) and lets whoever sees a file delete it.
 */
export function UploadsTable({ staff }: { staff?: boolean }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useUploads(page, PAGE_SIZE);
  const remove = useRemoveUpload();
  const confirmDelete = useConfirmDelete();
  const download = useDownload();
  const emptyPage = page > 1 && list.data?.items.length === 0;

  // Deleting the last file of a page would leave an empty page behind; show the one before instead.
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);

  const askDelete = (f: UploadedFile) =>
    confirmDelete(async () => {
      try {
        message.success((await remove.mutateAsync(f._id)).message);
      } catch (err) {
        message.error(errorMessage(err, t));
      }
    });

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<UploadedFile>
        rowKey="_id"
        data-testid="upload-table"
        loading={list.isFetching}
        dataSource={list.data?.items}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('orders.uploads.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('common.total', { total }),
          onChange: setPage,
        }}
        onRow={(f) => ({ 'data-testid': `upload-row-${f._id}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          ...(staff
            ? [
                {
                  key: 'customer',
                  title: t('orders.uploads.customer'),
                  render: (_: unknown, f: UploadedFile) => <Customer user={f.user} />,
                },
              ]
            : []),
          {
            key: 'name',
            title: t('orders.uploads.name'),
            render: (_, f) => (
              <Space wrap>
                <Typography.Text strong>{f.name}</Typography.Text>
                {f.file_expired ? (
                  <Tooltip title={t('orders.uploads.expired_hint')}>
                    <Tag color="default" data-testid={`upload-expired-${f._id}`}>
                      {t('orders.uploads.expired')}
                    </Tag>
                  </Tooltip>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'size',
            title: t('orders.uploads.size'),
            render: (_, f) => formatSize(f.size, i18n.language),
          },
          {
            key: 'note',
            title: t('orders.uploads.note'),
            render: (_, f) => (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                <div dir="auto">{f.note}</div>
              </Typography.Paragraph>
            ),
          },
          {
            key: 'created',
            title: t('orders.uploads.date'),
            render: (_, f) => formatDate(f.created_at, i18n.language),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, f) => (
              <Space>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  disabled={f.file_expired}
                  loading={download.busy === `u${f._id}`}
                  data-testid={`upload-download-${f._id}`}
                  onClick={() =>
                    void download.run(`u${f._id}`, () => api.orders.uploads.download(f._id), f.name)
                  }
                >
                  {t('orders.uploads.download')}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  data-testid={`upload-delete-${f._id}`}
                  onClick={() => askDelete(f)}
                />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
