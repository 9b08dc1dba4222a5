import { MailStatus, Message } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { translator } from '../../i18n/index.js';
import { httpError, msg } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { smtpReason } from './smtp-reason.js';

const tags = ['Settings'];

/** Whether the portal can send e-mail, and a test send: a fresh install has no SMTP until an admin sets it up. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canSettings = app.requirePermission('settings');

  app.get('/mail/status', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Is e-mail set up, and did the last send work? (the admin banner)',
      response: replies(MailStatus, 401, 403),
    },
    handler: async () => {
      const failure = app.mailer.lastFailure();
      return {
        configured: await app.mailer.configured(),
        failing: failure !== null,
        failed_at: failure?.at.toISOString() ?? null,
      };
    },
  });

  app.post('/mail/test', {
    onRequest: canSettings,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: "Send a test e-mail to the signed-in admin's own address, now",
      body: Type.Optional(Type.Object({}, { additionalProperties: false })),
      response: replies(Message, 400, 401, 403),
    },
    handler: async (req) => {
      if (!(await app.mailer.configured())) {
        throw httpError(
          400,
          'FEATURE_DISABLED',
          msg('No e-mail server is set up yet. Enter one under Website settings, E-mail (SMTP).'),
        );
      }
      const site = (await app.settings.all()).site_title;
      const t = translator(req.user.language);
      try {
        await app.mailer.sendNow({
          to: req.user.email,
          subject: t('email.test_subject', { site }),
          text: t('email.test_body'),
        });
      } catch (err) {
        req.log.info({ err: { code: (err as { code?: string }).code } }, 'test e-mail failed');
        throw httpError(400, 'SMTP_FAILED', smtpReason(err, !app.config.smtpUrl));
      }
      return { status: 'success' as const, message: `Test e-mail sent to: ${req.user.email}` };
    },
  });
};
