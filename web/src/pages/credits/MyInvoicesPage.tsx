import type { CreditInvoice } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { Button, Card, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyInvoices } from '@portal/admin/shared';
import {
  CreditNoteTag,
  credits,
  formatDay,
  InvoiceNumber,
  InvoiceStatusTag,
  money,
} from '@portal/admin/shared';
import { PayInvoiceButton } from './PayInvoiceButton';
import { useDownloadInvoice } from '@portal/admin/shared';

const PAGE_SIZE = 20;
type Filter = 'all' | 'paid' | 'due';

/** The signed-in customer's invoices, paid and due, and credit notes, each downloadable as a PDF. */
export function MyInvoicesPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const list = useMyInvoices({ page, size: PAGE_SIZE, status: filter === 'all' ? undefined : filter });
  const { download, busy } = useDownloadInvoice();
  return (
    <>
      <PageHeader
        title={t('credits.invoices.my_title')}
        extra={
          <Segmented<Filter>
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('credits.status.all') },
              { value: 'paid', label: t('credits.status.paid') },
              { value: 'due', label: t('credits.status.due') },
            ]}
          />
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<CreditInvoice>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          scroll={{ x: 900 }}
          data-testid="my-invoices"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'no',
              title: t('credits.invoices.number'),
              render: (_, i) => <InvoiceNumber invoice={i} />,
            },
            {
              key: 'date',
              title: t('credits.invoices.date'),
              render: (_, i) => formatDay(i.created_at, i18n.language),
            },
            {
              key: 'item',
              title: t('credits.invoices.item'),
              // Isolated so "50 credits" keeps its word order in right-to-left pages.
              render: (_, i) => <bdi>{i.item_name}</bdi>,
            },
            {
              key: 'count',
              title: t('credits.invoices.count'),
              align: 'right',
              render: (_, i) => credits(i.count, i18n.language),
            },
            {
              key: 'vat',
              title: t('credits.invoices.vat'),
              align: 'right',
              render: (_, i) => money(i.vat_amount, i.currency, i18n.language),
            },
            {
              key: 'total',
              title: t('credits.invoices.total'),
              align: 'right',
              render: (_, i) => money(i.total, i.currency, i18n.language),
            },
            {
              key: 'status',
              title: t('credits.invoices.status'),
              render: (_, i) => (
                <>
                  {/* A credit note is settled when issued: its kind says more than "paid". */}
                  {i.credit_of ? null : <InvoiceStatusTag status={i.status} />}
                  <CreditNoteTag invoice={i} />
                </>
              ),
            },
            {
              key: 'pdf',
              title: t('credits.invoices.pdf'),
              render: (_, i) => (
                <Space size="small">
                  <PayInvoiceButton invoice={i} />
                  <Button
                    size="small"
                    loading={busy === i._id}
                    onClick={() => void download(i)}
                    data-testid={`pdf-${i._id}`}
                  >
                    {t('credits.invoices.download')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
