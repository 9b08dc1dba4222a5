import { sharedPages } from '@portal/admin';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const TicketTable = lazy(async () => ({ default: (await sharedPages.support()).TicketTable }));

/** /my_tickets: the customer's own tickets with status filter, search and paging. */
export function MyTicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Suspense>
      <TicketTable
        title={t('support.titles.my_tickets')}
        staff={false}
        open={(id) => void navigate({ to: `/ticket_details/${id}` })}
      />
    </Suspense>
  );
}
