import { sharedPages } from '@portal/admin';
import { useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PushPrompt } from '../../push/PushPrompt';

const TicketView = lazy(async () => ({ default: (await sharedPages.support()).TicketView }));

/** /ticket_details/{id}: the customer's ticket, its thread (live) and "mark as solved". */
export function TicketDetailsPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <>
      <PushPrompt />
      <Suspense>
        <TicketView id={Number(id)} staff={false} />
      </Suspense>
    </>
  );
}
