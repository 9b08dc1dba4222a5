import {
  IdParam,
  Message,
  SupportCount,
  TicketDetails,
  TicketFields,
  TicketList,
  TicketListQuery,
  TicketUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest, forbidden } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { textLength } from '../../lib/text-length.js';
import { multipartValidator } from '../orders/multipart-schema.js';
import { sendStored } from '../orders/send-file.js';
import { discard, field, readForm } from '../orders/upload.js';
import { assertTicketsOn, assertTicketsStaff, attachmentSpec, isStaff, ticketFor } from './access.js';
import { messageRoutes } from './message-routes.js';
import { hiddenCharacters } from './text-fields.js';
import { countOpen, historyOf, listTickets, toTicket } from './repo.js';
import { ticketService } from './service.js';

const tags = ['Tickets'];
const TicketReply = Type.Object({ ticket: TicketDetails.properties.ticket });
const fileErrors = {
  200: FileReply,
  401: Type.Ref('ErrorBody'),
  403: Type.Ref('ErrorBody'),
  404: Type.Ref('ErrorBody'),
  410: Type.Ref('ErrorBody'),
};

/** Spec 7 "Tickets"; every call answers 404 while `ticket_system_public` is off. */
export const ticketsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = ticketService(app);
  // Hooks of this plugin apply to its routes only (Fastify encapsulation): the feature switch comes first.
  app.addHook('onRequest', async () => assertTicketsOn(app));

  app.post('/ticket', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Open a ticket (multipart: subject, message, reg_no, optional file: image, PDF, ZIP or RAR)',
      consumes: ['multipart/form-data'],
      body: TicketFields,
      response: replies(TicketReply, 401, 403, 404, 413, 415),
    },
    validatorCompiler: multipartValidator,
    handler: async (req) => {
      if (isStaff(req.user)) throw forbidden('Only customers can open tickets.');
      const form = await readForm(app, req, { file: attachmentSpec('tickets') });
      const file = form.files.file?.[0];
      const subject = field(form, 'subject') ?? '';
      const message = field(form, 'message') ?? '';
      const regNo = field(form, 'reg_no') ?? '';
      const problem = !subject
        ? badRequest('Please enter a subject.')
        : !message
          ? badRequest('Please write a message.')
          : textLength(subject) > 200
            ? badRequest('The subject can be at most 200 characters long.')
            : textLength(message) > 5000
              ? badRequest('The message can be at most 5000 characters long.')
              : textLength(regNo) > 32
                ? badRequest('The registration number can be at most 32 characters long.')
                : hiddenCharacters(TicketFields, { subject, message, reg_no: regNo });
      if (problem) {
        await discard(app, [file?.key]);
        throw problem;
      }
      const row = await service.create(req.user, { subject, message, reg_no: regNo }, file);
      return { ticket: toTicket(row) };
    },
  });

  app.get('/ticket', {
    onRequest: app.requirePermission('tickets'),
    schema: {
      tags,
      summary: 'All tickets (staff): status, priority and assignee filters, keyword search, paging',
      querystring: TicketListQuery,
      response: replies(TicketList, 401, 403, 404),
    },
    handler: async (req) => listTickets(app.db, req.query),
  });

  app.get('/ticket_user', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in customer's own tickets, newest activity first",
      querystring: TicketListQuery,
      response: replies(TicketList, 401, 403, 404),
    },
    handler: async (req) => listTickets(app.db, { ...req.query, assigned_to: undefined }, req.user._id),
  });

  app.get('/open_tickets_count', {
    onRequest: app.requirePermission('tickets'),
    schema: {
      tags,
      summary: 'Open tickets of all customers (staff menu badge)',
      response: replies(SupportCount, 401, 403, 404),
    },
    handler: async () => ({ count: await countOpen(app.db) }),
  });

  app.get('/user_open_tickets_count', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in customer's open tickets (menu badge)",
      response: replies(SupportCount, 401, 403, 404),
    },
    handler: async (req) => ({ count: await countOpen(app.db, req.user._id) }),
  });

  app.get('/ticket/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'One ticket with its history of status, priority and assignment changes',
      params: IdParam,
      response: replies(TicketDetails, 401, 403, 404),
    },
    handler: async (req) => {
      const row = await ticketFor(app, req.user, req.params.id);
      return { ticket: toTicket(row), history: await historyOf(app.db, row.id) };
    },
  });

  app.put('/ticket/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Change a ticket: customers mark their own solved; staff set status, priority and assignee',
      params: IdParam,
      body: TicketUpdate,
      response: replies(TicketDetails, 401, 403, 404),
    },
    handler: async (req) => {
      const row = await ticketFor(app, req.user, req.params.id);
      const updated = await service.update(req.user, row, req.body);
      return { ticket: toTicket(updated), history: await historyOf(app.db, row.id) };
    },
  });

  app.delete('/ticket/:id', {
    onRequest: app.requirePermission('tickets'),
    schema: {
      tags,
      summary: 'Delete a ticket with its messages and files (staff)',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      assertTicketsStaff(req.user);
      const row = await ticketFor(app, req.user, req.params.id);
      await service.remove(row);
      return { status: 'success' as const, message: 'The ticket has been deleted.' };
    },
  });

  app.get('/ticket/:id/download_file', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Download the file attached to a ticket',
      params: IdParam,
      response: fileErrors,
    },
    handler: async (req, reply) => {
      const row = await ticketFor(app, req.user, req.params.id);
      return sendStored(app, reply, { key: row.file_key, name: row.file_name, size: row.file_size });
    },
  });

  await app.register(messageRoutes(service));
};
