import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TicketTable } from './TicketTable';

/** /admin/all_tickets: every customer's tickets with status and priority filters, search and paging. */
export function AllTicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TicketTable
      title={t('support.titles.all_tickets')}
      staff
      open={(id) => void navigate({ to: `/admin/ticket_details/${id}` })}
    />
  );
}
