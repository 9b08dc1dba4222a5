import { type FileLink, isAdminArea, USER_STATUS } from '@portal/contracts';
import { PageHeader, SearchBox } from '@portal/ui';
import { Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadCategories, useDownloads } from '@portal/admin/shared';
import { useSession } from '../../../stores/session';
import { AdminLayout } from '@portal/admin/shell';
import { CustomerLayout } from '../../customer/CustomerLayout';
import { PublicFrame } from '../../public/PublicFrame';
import { DownloadButton } from '@portal/admin/shared';
import { fileSize } from '@portal/admin/shared';
import { useFileDownload } from '@portal/admin/shared';

const PAGE_SIZE = 20;

/** Files and links offered to customers (and to visitors while the site shares them), by category. */
export function DownloadsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useDownloads({ keyword: keyword || undefined, category, page, size: PAGE_SIZE });
  const categories = useDownloadCategories();
  const download = useFileDownload();
  const user = useSession((s) => s.user);
  const content = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          data-testid="download-category"
          style={{ minWidth: 200 }}
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
      </Space>
      <Table<FileLink>
        rowKey="_id"
        size="small"
        data-testid="download-list"
        loading={list.isFetching}
        dataSource={list.data?.items}
        locale={{ emptyText: t('tuning.downloads.empty') }}
        scroll={{ x: 700 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'category',
            dataIndex: 'category',
            title: t('tuning.downloads.category'),
            render: (c: string) => c || t('tuning.downloads.other'),
          },
          {
            key: 'title',
            title: t('tuning.downloads.title'),
            render: (_, l) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{l.title}</Typography.Text>
                {l.description ? <Typography.Text type="secondary">{l.description}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            key: 'size',
            dataIndex: 'file_size',
            title: t('tuning.downloads.size'),
            render: (v: number | null) => fileSize(v),
          },
          {
            key: 'download',
            title: '',
            width: 150,
            render: (_, l) => <DownloadButton link={l} download={download} />,
          },
        ]}
      />
    </Space>
  );
  // Signed-in people keep their menu around the list; visitors see it on the public frame.
  if (user?.verified && user.status === USER_STATUS.ACTIVE) {
    const Layout = isAdminArea(user.role_id) ? AdminLayout : CustomerLayout;
    return (
      <Layout>
        <PageHeader title={t('tuning.menu.downloads')} />
        <Card>{content}</Card>
      </Layout>
    );
  }
  return (
    <PublicFrame title={t('tuning.menu.downloads')} width={1000}>
      {content}
    </PublicFrame>
  );
}
