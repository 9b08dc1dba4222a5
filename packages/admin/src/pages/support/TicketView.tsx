import { PaperClipOutlined } from '@ant-design/icons';
import {
  ROLE,
  type SupportPerson,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketHistoryEntry,
  type TicketUpdate,
} from '@portal/contracts';
import type { TFunction } from 'i18next';
import { errorMessage, PageHeader, useConfirm } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi, useSession } from '../../platform/context';
import { useTicket, useUpdateTicket } from '../../queries/support';
import { formatDate, useDownload } from '../orders/shared';
import { TicketThread } from './TicketThread';

export const STATUS_COLOURS = { open: 'orange', solved: 'green' } as const;
export const PRIORITY_COLOURS = { low: 'default', normal: 'blue', high: 'orange', urgent: 'red' } as const;

const fullName = (p: { firstname: string; lastname: string; username: string }) =>
  `${p.firstname} ${p.lastname}`.trim() || p.username;

/** Who a ticket may be assigned to: admins pick from the staff list, staff can take it themselves. */
function useAssignees() {
  const api = useApi();
  const me = useSession((s) => s.user);
  const isAdmin = me?.role_id === ROLE.ADMIN;
  const staff = useQuery({
    queryKey: ['support-assignees'],
    queryFn: async () => (await api.users.admins({ size: 200 })).items,
    enabled: isAdmin,
  });
  const people = isAdmin ? (staff.data ?? []) : me ? [me] : [];
  return people.map((u) => ({ value: u._id, label: fullName(u) }));
}

function StaffControls({
  id,
  ticket,
}: {
  id: number;
  ticket: { status: string; priority: string; assigned_to: SupportPerson | null };
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateTicket(id);
  const offered = useAssignees();
  // Staff are offered only themselves: the current assignee (e.g. the admin) is added so the box names them.
  const current = ticket.assigned_to;
  const assignees =
    current && !offered.some((o) => o.value === current._id)
      ? [{ value: current._id, label: fullName(current) }, ...offered]
      : offered;
  const change = (body: TicketUpdate) =>
    update.mutate(body, {
      onSuccess: () => void message.success(t('support.ticket.saved')),
      onError: (err) => void message.error(errorMessage(err, t)),
    });
  return (
    <Space wrap>
      <Select
        aria-label={t('support.ticket.status')}
        value={ticket.status}
        style={{ minWidth: 140 }}
        onChange={(status) => change({ status: status as TicketUpdate['status'] })}
        options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) }))}
        data-testid="ticket-status-select"
      />
      <Select
        aria-label={t('support.ticket.priority')}
        value={ticket.priority}
        style={{ minWidth: 140 }}
        onChange={(priority) => change({ priority: priority as TicketUpdate['priority'] })}
        options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priority.${p}`) }))}
      />
      <Select
        aria-label={t('support.ticket.assigned_to')}
        value={ticket.assigned_to?._id ?? 0}
        style={{ minWidth: 200 }}
        data-testid="ticket-assignee-select"
        onChange={(v) => change({ assigned_to: v ? Number(v) : null })}
        options={[{ value: 0, label: t('support.ticket.unassigned') }, ...assignees]}
      />
    </Space>
  );
}

/**
 * One history entry as a whole translated sentence: word order and particles differ by language (Japanese
 * puts が after the name), so the actor and the value are placeholders rather than glued around a phrase.
 */
function historyLine(h: TicketHistoryEntry, t: TFunction): string {
  const actor = h.actor ? fullName(h.actor) : t('support.history_line.someone');
  if (h.kind === 'created') return t('support.history_line.created', { actor });
  if (h.kind === 'assigned') {
    if (!h.to) return t('support.history_line.unassigned', { actor });
    // A deleted staff member has no name any more; the id is all there is.
    const value = h.to_person ? fullName(h.to_person) : `#${h.to}`;
    return t('support.history_line.assigned', { actor, value });
  }
  const value = h.kind === 'status' ? t(`support.status.${h.to}`) : t(`support.priority.${h.to}`);
  return t(`support.history_line.${h.kind}`, { actor, value });
}

/**
 * One ticket: what was asked (with its attachment), status, priority and assignee, the thread, and for
 * staff the history of changes. Customers mark it solved after confirming (spec 5); staff change it freely.
 */
export function TicketView({ id, staff }: { id: number; staff: boolean }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const details = useTicket(id);
  const update = useUpdateTicket(id);
  const confirm = useConfirm();
  const download = useDownload();
  if (details.isLoading) return <Spin />;
  if (!details.data)
    return <Empty description={details.error ? errorMessage(details.error, t) : undefined} />;
  const { ticket, history } = details.data;
  const solve = () =>
    confirm(t('support.ticket.confirm_solved'), () =>
      update.mutateAsync(
        { status: 'solved' },
        {
          onSuccess: () => void message.success(t('support.ticket.solved_ok')),
          onError: (err) => void message.error(errorMessage(err, t)),
        },
      ),
    );
  return (
    <>
      <PageHeader
        title={`#${ticket._id} ${ticket.subject}`}
        extra={
          !staff && ticket.status === 'open' ? (
            <Button type="primary" onClick={solve} data-testid="ticket-mark-solved">
              {t('support.ticket.mark_solved')}
            </Button>
          ) : null
        }
      />
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Card size="small">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('support.ticket.status')}>
              <Tag color={STATUS_COLOURS[ticket.status]} data-testid="ticket-status">
                {t(`support.status.${ticket.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('support.ticket.priority')}>
              <Tag color={PRIORITY_COLOURS[ticket.priority]}>{t(`support.priority.${ticket.priority}`)}</Tag>
            </Descriptions.Item>
            {staff ? (
              <Descriptions.Item label={t('support.ticket.customer')}>
                {fullName(ticket.user)}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('support.ticket.assigned_to')}>
              {ticket.assigned_to ? fullName(ticket.assigned_to) : t('support.ticket.unassigned')}
            </Descriptions.Item>
            <Descriptions.Item label={t('support.ticket.reg_no')}>{ticket.reg_no || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('support.ticket.created')}>
              {formatDate(ticket.created_at, i18n.language)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            <div dir="auto">{ticket.message}</div>
          </Typography.Paragraph>
          {ticket.file ? (
            <Button
              size="small"
              icon={<PaperClipOutlined />}
              loading={download.busy === 'ticket'}
              onClick={() =>
                void download.run(
                  'ticket',
                  () => api.support.tickets.downloadFile(ticket._id),
                  ticket.file?.name ?? 'file',
                )
              }
            >
              {ticket.file.name}
            </Button>
          ) : null}
          {staff ? (
            <div style={{ marginTop: 12 }}>
              <StaffControls id={id} ticket={ticket} />
            </div>
          ) : null}
        </Card>
        <TicketThread ticketId={id} />
        {staff ? (
          <Card size="small" title={t('support.ticket.history')}>
            <Timeline
              items={history.map((h) => ({
                key: h._id,
                children: (
                  <span data-testid="ticket-history-line">
                    {`${formatDate(h.created_at, i18n.language)} - ${historyLine(h, t)}`}
                  </span>
                ),
              }))}
            />
          </Card>
        ) : null}
      </Space>
    </>
  );
}
