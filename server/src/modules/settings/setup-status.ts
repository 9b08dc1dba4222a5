import { SetupStatus, type SetupStep } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { bankMissing } from '../payments/providers/bank.js';

const filled = (s: string | null | undefined) => Boolean(s?.trim());

/** Whether a table has a row matching `where` (one row read, never a count of the whole table). */
const any = async (q: { first: (c: string) => Promise<unknown> }) => Boolean(await q.first('id'));

/**
 * What a new portal still lacks before dealers can be served: the dashboard's "Getting started" list. Read
 * from the data itself, so a step is ticked however it was done (screen, API or import).
 */
export const setupStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/settings/setup_status', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['Settings'],
      summary: 'Which setup steps of a new portal are done (admins)',
      response: replies(SetupStatus, 401, 403),
    },
    handler: async () => {
      const [site, billing, notifications] = await Promise.all([
        app.settings.all(),
        app.settings.get('billing'),
        app.settings.get('notifications'),
      ]);
      const done: Partial<Record<SetupStep, boolean>> = {
        company: filled(billing.seller_name) && filled(billing.seller_address),
        // Listed only while bank transfer is on; done by the rule that lets customers choose it.
        ...(site.bank_payment ? { bank: bankMissing(billing).length === 0 } : {}),
        smtp: await app.mailer.configured(),
        // Dealers can order only once a service is online.
        service: await any(app.db('services').where({ status: 'online' })),
        // The text dealers accept with every order (the order form's checkbox).
        terms: await any(
          app
            .db('terms')
            .where({ kind: 'terms_and_conditions' })
            .whereNotNull('content')
            .whereNot('content', ''),
        ),
        staff_emails: notifications.staff_emails.length > 0,
      };
      return {
        steps: Object.entries(done).map(([key, d]) => ({ key: key as SetupStep, done: Boolean(d) })),
      };
    },
  });
};
