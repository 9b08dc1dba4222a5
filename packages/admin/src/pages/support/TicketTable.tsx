import type { TicketListQuery } from '@portal/api-client';
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '@portal/contracts';
import { ListPage } from '@portal/ui';
import { Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../routes/useListSearch';
import { useTickets } from '../../queries/support';
import { formatDate } from '../orders/shared';
import { PersonName } from './PersonName';
import { PRIORITY_COLOURS, STATUS_COLOURS } from './TicketView';

const PAGE_SIZE = 20;

export type TicketSearch = Omit<TicketListQuery, 'size'>;

/** The list of tickets: everyone's for staff (with priority and assignee), the customer's own otherwise. */
export function TicketTable({
  title,
  staff,
  open,
}: {
  title: string;
  staff: boolean;
  open: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useListSearch<TicketSearch>();
  const page = search.page ?? 1;
  const list = useTickets({ ...search, page, size: PAGE_SIZE }, !staff);
  const name = (p: Ticket['user']) => `${p.firstname} ${p.lastname}`.trim() || p.username;
  return (
    <ListPage<Ticket>
      title={title}
      query={list}
      rowKey="_id"
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(p) => setSearch({ page: p })}
      onSearch={(keyword) => setSearch({ keyword })}
      testId="ticket-list"
      emptyText={staff ? t('support.ticket.empty_staff') : undefined}
      extra={
        <Space wrap>
          <Select
            allowClear
            placeholder={t('support.ticket.status')}
            value={search.status}
            style={{ minWidth: 140 }}
            onChange={(status) => setSearch({ status })}
            options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) }))}
            data-testid="ticket-status-filter"
          />
          {staff ? (
            <Select
              allowClear
              placeholder={t('support.ticket.priority')}
              value={search.priority}
              style={{ minWidth: 140 }}
              onChange={(priority) => setSearch({ priority })}
              options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priority.${p}`) }))}
            />
          ) : null}
        </Space>
      }
      columns={[
        { key: 'id', title: '#', dataIndex: '_id', width: 70 },
        {
          key: 'subject',
          title: t('support.ticket.subject'),
          dataIndex: 'subject',
          // Up to 200 characters: one line, the whole subject on hover.
          ellipsis: true,
          render: (_, r) => (
            <a
              href={staff ? `/admin/ticket_details/${r._id}` : `/ticket_details/${r._id}`}
              onClick={(e) => {
                e.preventDefault();
                open(r._id);
              }}
              data-testid={`ticket-link-${r._id}`}
            >
              {r.subject}
            </a>
          ),
        },
        ...(staff
          ? [
              {
                key: 'customer',
                title: t('support.ticket.customer'),
                render: (_: unknown, r: Ticket) => (
                  <PersonName person={r.user} block testId={`ticket-customer-${r._id}`} />
                ),
              },
            ]
          : []),
        { key: 'reg_no', title: t('support.ticket.reg_no'), dataIndex: 'reg_no' },
        {
          key: 'status',
          title: t('support.ticket.status'),
          render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{t(`support.status.${r.status}`)}</Tag>,
        },
        ...(staff
          ? [
              {
                key: 'priority',
                title: t('support.ticket.priority'),
                render: (_: unknown, r: Ticket) => (
                  <Tag color={PRIORITY_COLOURS[r.priority]}>{t(`support.priority.${r.priority}`)}</Tag>
                ),
              },
              {
                key: 'assigned',
                title: t('support.ticket.assigned_to'),
                render: (_: unknown, r: Ticket) =>
                  r.assigned_to ? name(r.assigned_to) : t('support.ticket.unassigned'),
              },
            ]
          : []),
        { key: 'messages', title: t('support.ticket.messages'), dataIndex: 'messages_count', width: 90 },
        {
          key: 'last',
          title: t('support.ticket.last_reply'),
          render: (_, r) => formatDate(r.last_reply_at, i18n.language),
        },
      ]}
    />
  );
}
