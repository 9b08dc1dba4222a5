import { hasPermission, isAdminArea, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, httpError, msg } from '../../lib/errors.js';
import { ATTACHMENT_TYPES } from '../../lib/content-type.js';
import type { FileSpec } from '../orders/upload.js';
import { findTicket, type TicketRow } from './repo.js';

export const isStaff = (user: User) => isAdminArea(user.role_id);

/** Staff act on tickets only with the `tickets` permission; admins always hold it. */
export function assertTicketsStaff(user: User): void {
  if (!isStaff(user)) throw forbidden('Only staff can do this.');
  if (!hasPermission(user, 'tickets')) throw forbidden();
}

/** Every ticket call answers 404 while the site has the ticket system switched off. */
export async function assertTicketsOn(app: FastifyInstance): Promise<void> {
  if (!(await app.settings.all()).ticket_system_public)
    throw httpError(404, 'FEATURE_DISABLED', 'The ticket system is not available on this site.');
}

export const ticketNotFound = () => httpError(404, 'NOT_FOUND', 'Ticket not found.');

/**
 * The ticket as this caller may see it: staff with the tickets permission see every ticket, customers only
 * their own. Another customer's ticket answers the same 404 as a missing one, so ids reveal nothing.
 */
export async function ticketFor(app: FastifyInstance, user: User, id: number): Promise<TicketRow> {
  if (isStaff(user)) assertTicketsStaff(user);
  const row = await findTicket(app.db, id);
  if (!row || (!isStaff(user) && row.user_id !== user._id)) throw ticketNotFound();
  return row;
}

/** Attachments: images, PDF and archives, recognised by content; the size limit is the site's. */
export const attachmentSpec = (folder: string): FileSpec => ({
  folder,
  label: 'The attachment',
  accept: ATTACHMENT_TYPES,
  rejectMessage: msg('The attachment must be an image, a PDF or a ZIP/RAR archive.'),
});
