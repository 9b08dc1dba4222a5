import { isAdminArea, hasPermission, type TicketUpdate, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { forUpdate } from '../../db/connection.js';
import { parseJson } from '../../db/helpers.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { attachmentColumns, discard, type Stored } from '../orders/upload.js';
import { isStaff, ticketNotFound } from './access.js';
import { ticketEvents } from './events.js';
import { addHistory, findTicket, messagesQuery, type TicketMessageRow, type TicketRow } from './repo.js';
import { writerName } from '../notifications/staff-mail.js';

const displayName = (u: User) => [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username;

/** Ticket changes: each one a transaction with its history, followed by events once committed. */
export function ticketService(app: FastifyInstance) {
  const events = ticketEvents(app);
  const reload = async (id: number) => (await findTicket(app.db, id)) as TicketRow;

  return {
    async create(
      user: User,
      input: { subject: string; message: string; reg_no: string },
      file: Stored | undefined,
    ): Promise<TicketRow> {
      let id = 0;
      try {
        await app.db.transaction(async (trx) => {
          const now = new Date();
          const [newId] = await trx('tickets').insert({
            user_id: user._id,
            subject: input.subject,
            message: input.message,
            reg_no: input.reg_no,
            status: 'open',
            priority: 'normal',
            ...attachmentColumns(file),
            last_reply_at: now,
            created_at: now,
            updated_at: now,
          });
          id = Number(newId);
          await addHistory(trx, id, user._id, 'created', '', 'open');
        });
      } catch (err) {
        id = 0;
        await discard(app, [file?.key]);
        throw err;
      }
      const row = await reload(id);
      await events.created(row);
      return row;
    },

    /**
     * Customers may only mark their own ticket solved; staff change status, priority and assignee. Each
     * change is written to the history in the same transaction; the ticket row is locked meanwhile so two
     * staff members changing it at once both end up in the history in order.
     */
    async update(user: User, ticket: TicketRow, body: TicketUpdate): Promise<TicketRow> {
      if (
        !isStaff(user) &&
        (body.priority !== undefined || body.assigned_to !== undefined || body.status !== 'solved')
      )
        throw forbidden('You can only mark your ticket as solved.');
      if (body.assigned_to) {
        const staff = await app.db('users').where({ id: body.assigned_to }).first();
        if (
          !staff ||
          !isAdminArea(staff.role_id) ||
          !hasPermission(
            { role_id: staff.role_id, permissions: parseJson(staff.permissions, null) },
            'tickets',
          )
        )
          throw badRequest('Please choose a staff member who works on tickets.');
      }
      let assignedChanged = false;
      await app.db.transaction(async (trx) => {
        const current = await forUpdate(trx, trx('tickets').where({ id: ticket.id }).first());
        if (!current) throw ticketNotFound();
        const patch: Record<string, unknown> = {};
        if (body.status && body.status !== current.status) {
          patch.status = body.status;
          await addHistory(trx, ticket.id, user._id, 'status', current.status, body.status);
        }
        if (body.priority && body.priority !== current.priority) {
          patch.priority = body.priority;
          await addHistory(trx, ticket.id, user._id, 'priority', current.priority, body.priority);
        }
        if (body.assigned_to !== undefined && (body.assigned_to ?? null) !== (current.assigned_to ?? null)) {
          patch.assigned_to = body.assigned_to;
          assignedChanged = Boolean(body.assigned_to);
          await addHistory(
            trx,
            ticket.id,
            user._id,
            'assigned',
            current.assigned_to ? String(current.assigned_to) : '',
            body.assigned_to ? String(body.assigned_to) : '',
          );
        }
        if (Object.keys(patch).length)
          await trx('tickets')
            .where({ id: ticket.id })
            .update({ ...patch, updated_at: new Date() });
      });
      const row = await reload(ticket.id);
      events.updated(row);
      if (assignedChanged) await events.assigned(row, displayName(user));
      return row;
    },

    async remove(ticket: TicketRow): Promise<void> {
      const files = await app
        .db('ticket_messages')
        .where({ ticket_id: ticket.id })
        .whereNotNull('file_key')
        .pluck('file_key');
      await app.db('tickets').where({ id: ticket.id }).delete();
      await discard(app, [ticket.file_key, ...files]);
      events.deleted(ticket);
    },

    /** A reply; the customer's reply reopens a solved ticket (recorded in the history). */
    async reply(
      user: User,
      ticket: TicketRow,
      text: string,
      file: Stored | undefined,
    ): Promise<TicketMessageRow> {
      if (!text && !file) throw badRequest('Please write a message or attach a file.');
      let id = 0;
      try {
        await app.db.transaction(async (trx) => {
          const now = new Date();
          const current = await forUpdate(trx, trx('tickets').where({ id: ticket.id }).first());
          if (!current) throw ticketNotFound();
          const [newId] = await trx('ticket_messages').insert({
            ticket_id: ticket.id,
            sender_id: user._id,
            from_staff: isStaff(user),
            message: text,
            ...attachmentColumns(file),
            created_at: now,
          });
          id = Number(newId);
          const patch: Record<string, unknown> = { last_reply_at: now, updated_at: now };
          if (!isStaff(user) && current.status === 'solved') {
            patch.status = 'open';
            await addHistory(trx, ticket.id, user._id, 'status', 'solved', 'open');
          }
          await trx('tickets').where({ id: ticket.id }).update(patch);
        });
      } catch (err) {
        id = 0;
        await discard(app, [file?.key]);
        throw err;
      }
      const row: TicketMessageRow = await messagesQuery(app.db).where('m.id', id).first();
      await events.message(await reload(ticket.id), {
        id,
        fromStaff: isStaff(user),
        sender: await writerName(app, user),
        text: row.message || row.file_name,
      });
      return row;
    },

    async removeMessage(user: User, ticket: TicketRow, row: TicketMessageRow): Promise<void> {
      if (row.sender_id !== user._id) throw forbidden('You can only delete your own messages.');
      await app.db('ticket_messages').where({ id: row.id }).delete();
      await discard(app, [row.file_key]);
      events.updated(ticket);
    },
  };
}
