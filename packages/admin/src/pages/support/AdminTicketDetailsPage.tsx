import { useParams } from '@tanstack/react-router';
import { TicketView } from './TicketView';

/** /admin/ticket_details/{id}: the ticket with the staff controls and its history. */
export function AdminTicketDetailsPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <TicketView id={Number(id)} staff />;
}
