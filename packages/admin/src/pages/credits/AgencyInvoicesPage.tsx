import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  PlusOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import type { CreditInvoice } from '@portal/contracts';
import { hasPermission } from '@portal/contracts';
import { ListEmpty, PageHeader, useConfirm, useConfirmDelete } from '@portal/ui';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllInvoices, usePaymentMethods } from '../../queries/credits';
import { RowAction } from '../../lib/RowAction';
import { useSession } from '../../platform/context';
import { CreateEmptyModal } from './CreateEmptyModal';
import { CreditNoteModal } from './CreditNoteModal';
import { CreditNoteTag, credits, customerName, InvoiceNumber, InvoiceStatusTag, money } from './format';
import { GenerateInvoiceModal } from './GenerateInvoiceModal';
import { useDownloadInvoice } from './useDownloadInvoice';
import { useInvoiceAdmin } from './useInvoiceAdmin';

const PAGE_SIZE = 20;
type Dialog =
  | { kind: 'empty' }
  | { kind: 'generate'; invoice: CreditInvoice | null }
  | { kind: 'credit'; invoice: CreditInvoice }
  | null;

/**
 * All customers' invoices and credit notes: search, paid/due filter, create, fill in, mark paid, delete,
 * download, and correct a paid invoice with a credit note.
 */
export function AgencyInvoicesPage() {
  const { t, i18n } = useTranslation();
  const me = useSession((s) => s.user);
  const canDelete = hasPermission(me, 'dealers_manager.delete_dealer_invoice');
  const canDownload = hasPermission(me, 'dealers_manager.download_dealer_invoice');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [status, setStatus] = useState<'paid' | 'due' | undefined>();
  const list = useAllInvoices({ page, size: PAGE_SIZE, keyword, status });
  const site = usePaymentMethods();
  const { createEmpty, generate, markPaid, creditNote, remove } = useInvoiceAdmin();
  const { download, busy } = useDownloadInvoice();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <PageHeader
        title={t('credits.admin.invoices_title')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <Input.Search
              allowClear
              placeholder={t('credits.admin.search')}
              aria-label={t('credits.admin.search')}
              onSearch={(v) => {
                setKeyword(v.trim() || undefined);
                setPage(1);
              }}
              style={{ width: 240 }}
              data-testid="invoice-search"
            />
            <Select<'all' | 'paid' | 'due'>
              aria-label={t('credits.invoices.status')}
              value={status ?? 'all'}
              onChange={(v) => {
                setStatus(v === 'all' ? undefined : v);
                setPage(1);
              }}
              style={{ width: 140 }}
              options={[
                { value: 'all', label: t('credits.status.all') },
                { value: 'paid', label: t('credits.status.paid') },
                { value: 'due', label: t('credits.status.due') },
              ]}
            />
            <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'empty' })}>
              {t('credits.admin.create_empty')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'generate', invoice: null })}
            >
              {t('credits.admin.generate')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<CreditInvoice>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          locale={{ emptyText: <ListEmpty text={t('credits.admin.invoices_empty')} /> }}
          // Columns as wide as their content: headers and e-mail addresses never break inside a word.
          scroll={{ x: 'max-content' }}
          data-testid="agency-invoices"
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
              key: 'customer',
              title: t('credits.admin.customer'),
              render: (_, i) => (
                <>
                  <Typography.Text strong>{customerName(i.customer)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{i.customer?.email}</Typography.Text>
                </>
              ),
            },
            {
              key: 'date',
              title: t('credits.invoices.date'),
              render: (_, i) => new Date(i.created_at).toLocaleDateString(i18n.language),
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
              key: 'total',
              title: t('credits.invoices.total'),
              align: 'right',
              render: (_, i) => money(i.total, i.currency, i18n.language),
            },
            {
              key: 'method',
              title: t('credits.invoices.method'),
              render: (_, i) =>
                i.payment_method
                  ? t(`credits.methods.${i.payment_method}`, { defaultValue: i.payment_method })
                  : '-',
            },
            {
              key: 'status',
              title: t('credits.invoices.status'),
              // Held beside the actions: whether an invoice is paid is read right where it is marked paid,
              // and a wide row (long e-mail, long method name) scrolls under it instead of hiding it.
              fixed: 'right',
              render: (_, i) => (
                <>
                  {/* A credit note is settled when issued: its kind says more than "paid". */}
                  {i.credit_of ? null : <InvoiceStatusTag status={i.status} />}
                  <CreditNoteTag invoice={i} />
                </>
              ),
            },
            {
              key: 'actions',
              title: t('credits.admin.actions'),
              fixed: 'right',
              render: (_, i) => (
                <Space size="small">
                  {i.status === 'due' ? (
                    <>
                      <RowAction
                        label={t('credits.admin.fill')}
                        icon={<EditOutlined />}
                        onClick={() => setDialog({ kind: 'generate', invoice: i })}
                      />
                      <RowAction
                        label={t('credits.admin.mark_paid')}
                        icon={<CheckOutlined />}
                        type="primary"
                        testId={`mark-paid-${i._id}`}
                        onClick={() =>
                          confirm(t('credits.admin.confirm_paid'), () => markPaid.mutateAsync(i._id))
                        }
                      />
                      {canDelete ? (
                        <RowAction
                          label={t('credits.admin.delete')}
                          icon={<DeleteOutlined />}
                          danger
                          onClick={() => confirmDelete(() => remove.mutateAsync(i._id))}
                        />
                      ) : null}
                    </>
                  ) : null}
                  {i.status === 'paid' && !i.credit_of && !i.credit_note ? (
                    <RowAction
                      label={t('credits.admin.credit_note')}
                      icon={<RollbackOutlined />}
                      danger
                      testId={`credit-note-${i._id}`}
                      onClick={() => setDialog({ kind: 'credit', invoice: i })}
                    />
                  ) : null}
                  {canDownload ? (
                    <RowAction
                      label={t('credits.invoices.download')}
                      icon={<FilePdfOutlined />}
                      loading={busy === i._id}
                      onClick={() => void download(i)}
                    />
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'empty' ? (
        <CreateEmptyModal
          saving={createEmpty.isPending}
          onClose={() => setDialog(null)}
          onSave={(userId) => createEmpty.mutate(userId, { onSuccess: () => setDialog(null) })}
        />
      ) : null}
      {dialog?.kind === 'credit' ? (
        <CreditNoteModal
          invoice={dialog.invoice}
          saving={creditNote.isPending}
          onClose={() => setDialog(null)}
          onSave={(reason) =>
            creditNote.mutate(
              { id: dialog.invoice._id, body: { reason } },
              { onSuccess: () => setDialog(null) },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'generate' ? (
        <GenerateInvoiceModal
          invoice={dialog.invoice}
          currency={dialog.invoice?.currency ?? site.data?.currency ?? ''}
          saving={generate.isPending}
          onClose={() => setDialog(null)}
          onSave={(body) => generate.mutate(body, { onSuccess: () => setDialog(null) })}
        />
      ) : null}
    </>
  );
}
