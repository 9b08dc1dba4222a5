import { IdParam, JobList, JobListQuery, JobRetried, JobView } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf, localizeMessage } from '../../i18n/messages/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';

const tags = ['Jobs'];

/**
 * Payload fields that hold what was written (an e-mail's text can carry a password-reset code, a push or
 * message its words): the jobs page shows who and what a job is for, never these.
 */
const WRITTEN = new Set(['text', 'html', 'body', 'message', 'attachments']);
function shown(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(shown);
  if (!payload || typeof payload !== 'object') return payload;
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([key]) => !WRITTEN.has(key))
      .map(([key, value]) => [key, shown(value)]),
  );
}
/**
 * A job as the page shows it: without what was written, and with the error in the reader's language when it
 * is one of the server's own messages (stored in English; others, e.g. a mail server's answer, stay as they are).
 */
const view = <J extends { payload: unknown; last_error: string | null }>(job: J, language: string): J => ({
  ...job,
  payload: shown(job.payload),
  last_error: job.last_error ? localizeMessage(job.last_error, language) : job.last_error,
});

/** The background job queue as admins (or staff with the settings permission) see it: list and retry. */
export const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = app.requirePermission('settings');

  app.get('/jobs', {
    onRequest: guard,
    schema: {
      tags,
      summary: 'Background jobs, newest first, by state and kind',
      querystring: JobListQuery,
      response: replies(JobList, 401, 403),
    },
    handler: async (req) => {
      const { state, kind, page, size } = req.query;
      const [list, counts] = await Promise.all([
        app.queue.list({ state, kind, page, size }),
        app.queue.counts(),
      ]);
      return { ...list, jobs: list.jobs.map((j) => view(j, languageOf(req))), counts };
    },
  });

  app.get('/jobs/:id', {
    onRequest: guard,
    schema: {
      tags,
      summary: 'One background job',
      params: IdParam,
      response: replies(JobView, 401, 403, 404),
    },
    handler: async (req) => {
      const job = await app.queue.get(req.params.id);
      if (!job) throw notFound('Job');
      return view(job, languageOf(req));
    },
  });

  app.post('/jobs/:id/retry', {
    onRequest: guard,
    schema: {
      tags,
      summary: 'Queue a failed job again (attempts start over)',
      params: IdParam,
      response: replies(JobRetried, 401, 403, 404, 409),
    },
    handler: async (req) => {
      const job = await app.queue.get(req.params.id);
      if (!job) throw notFound('Job');
      if (!(await app.queue.retry(job._id))) throw conflict('Only failed jobs can be retried.');
      await audit(app.db, req.user._id, 'job.retry', 'job', job._id, { kind: job.kind });
      return {
        status: 'success' as const,
        message: 'The job is queued again.',
        job: view((await app.queue.get(job._id)) ?? job, languageOf(req)),
      };
    },
  });
};
