import {
  ClosingDate,
  ClosingDateInput,
  ClosingDatePatch,
  ClosingDatesQuery,
  IdParam,
  Message,
  OpenStatus,
  OpenTimes,
  OpenTimesUpdate,
  Paged,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { loadSchedule } from './repo.js';
import { hoursService, openingHours } from './service.js';

const tags = ['Opening hours'];

export const hoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hours = hoursService(app.db);
  const canEdit = app.requirePermission('settings');
  // Each change has been committed when its service call returns; then every instance reads them again.
  const changed = async <T>(result: T): Promise<T> => {
    await app.openingHours.changed();
    return result;
  };

  app.get('/open_times', {
    schema: {
      tags,
      summary: 'Weekly opening hours, all seven days (Monday first), and their time zone',
      security: [],
      response: replies(OpenTimes),
    },
    handler: () => loadSchedule(app.db),
  });

  app.post('/open_times', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Save opening hours: the days given replace those days; the time zone is optional',
      body: OpenTimesUpdate,
      response: replies(OpenTimes, 401, 403),
    },
    handler: async (req) => changed(await hours.saveOpenTimes(req.user, req.body)),
  });

  app.get('/open_times/status', {
    schema: {
      tags,
      summary: 'Open right now? And when that changes (for the page header)',
      security: [],
      response: replies(OpenStatus),
    },
    handler: async (_req, reply) => {
      // Asked afresh each time: a cached answer kept showing "closed" after the hours were changed.
      reply.header('cache-control', 'no-cache');
      return openingHours(app.db).status(new Date());
    },
  });

  app.get('/closing-dates', {
    schema: {
      tags,
      summary: 'Holidays (closed whole days), earliest first (paged)',
      security: [],
      querystring: ClosingDatesQuery,
      response: replies(Paged(ClosingDate)),
    },
    handler: (req) => hours.listClosing(req.query),
  });

  app.post('/closing-dates', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a holiday: date_from to date_to, both closed all day',
      body: ClosingDateInput,
      response: replies(ClosingDate, 401, 403),
    },
    handler: async (req) => changed(await hours.createClosing(req.user, req.body)),
  });

  app.patch('/closing-dates', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change the holiday named by _id',
      body: ClosingDatePatch,
      response: replies(ClosingDate, 401, 403, 404),
    },
    handler: async (req) => changed(await hours.patchClosing(req.user, req.body)),
  });

  app.delete('/closing-dates/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a holiday',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await hours.removeClosing(req.user, req.params.id);
      await app.openingHours.changed();
      return { status: 'success' as const, message: 'The closing date has been deleted.' };
    },
  });
};
