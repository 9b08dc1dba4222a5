import {
  Message,
  NotificationSettings,
  PublicSiteData,
  LOCALES,
  SiteSettingsReply,
  SiteSettingsUpdate,
  type SiteSettings,
  SmtpCheckBody,
  Theme,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { audit } from '../../lib/audit.js';
import { badRequest, httpError } from '../../lib/errors.js';
import { FileReply, jsonOrMultipart, replies } from '../../lib/schema.js';
import { UPLOADED_FILE_CSP } from '../../lib/uploaded-files.js';
import {
  refuseCurrencyWithMoney,
  refuseUncheckedCertificate,
  refuseUnencrypted,
  sameSmtpAccount,
  settingsProblem,
  withSmtpPassword,
} from './checks.js';
import { readSettingsForm } from './form.js';
import { LOGO_TYPES } from './logo.js';
import { mailRoutes } from './mail-routes.js';
import { setupStatusRoutes } from './setup-status.js';
import { smtpReason } from './smtp-reason.js';

const tags = ['Settings'];
const THEME_KEYS = Object.keys(Theme.properties) as (keyof Theme)[];

/** Secrets never leave the server; the client learns only whether one is set. */
function redact(s: SiteSettings, smtpFromEnv: boolean) {
  const { smtp_password, ...rest } = s;
  return { ...rest, smtp_password_set: smtp_password.length > 0, smtp_from_env: smtpFromEnv };
}

/** JSON bodies: the clear words of settingsProblem first, then the schema (multipart is read by the handler). */
const settingsValidator = (opts: { schema: unknown }) => {
  const schemaCheck = jsonOrMultipart(opts);
  return (data: unknown) => {
    const problem = settingsProblem(data);
    return problem ? { error: new Error(problem) } : schemaCheck(data);
  };
};

function publicPart(s: SiteSettings) {
  const {
    smtp_host,
    smtp_port,
    smtp_username,
    smtp_password,
    smtp_secure,
    smtp_allow_self_signed,
    smtp_allow_unencrypted,
    smtp_from,
    ...rest
  } = s;
  return { ...rest, eco_currency_symbol: rest.eco_currency_symbol || currencySymbol(rest.currency) };
}

/** The short symbol of a currency code (EUR -> €, USD -> $); the code itself where there is none. */
function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canSettings = app.requirePermission('settings');
  await app.register(mailRoutes);
  await app.register(setupStatusRoutes);

  app.get('/auth/get_site_data', {
    schema: {
      tags: ['Auth'],
      summary: 'Public site data: flags, branding, theme, tools, languages',
      security: [],
      response: replies(PublicSiteData),
    },
    handler: async () => ({
      settings: publicPart(await app.settings.all()),
      mail_ready: await app.mailer.configured(),
      seller_country: (await app.settings.get('billing')).seller_country,
      theme: await app.settings.get('theme'),
      supported_tools: await app.settings.get('supported_tools'),
      languages: [...LOCALES],
    }),
  });

  app.get('/settings', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'All site settings (secrets redacted)',
      response: replies(SiteSettingsReply, 401, 403),
    },
    handler: async () => redact(await app.settings.all(), !!app.config.smtpUrl),
  });

  app.post('/settings', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Update site settings: JSON, or multipart with the same fields and a `logo` file',
      consumes: ['application/json', 'multipart/form-data'],
      body: Type.Optional(SiteSettingsUpdate),
      response: replies(SiteSettingsReply, 401, 403, 409, 413),
    },
    validatorCompiler: settingsValidator,
    handler: async (req) => {
      const current = await app.settings.all();
      // Refused before a new logo replaces the old one, so a refused save changes nothing (checked again in
      // the transaction below, against a balance that moved meanwhile).
      const finish = async (u: Partial<SiteSettings>) => {
        const checked = withSmtpPassword(current, u);
        await refuseCurrencyWithMoney(app.db, current.currency, checked.currency ?? current.currency);
        return checked;
      };
      const update = req.isMultipart()
        ? await readSettingsForm(app, req, finish)
        : await finish(req.body ?? {});
      const next = { ...current, ...update } as SiteSettings;
      const changed = Object.keys(update).filter(
        (k) =>
          JSON.stringify(update[k as keyof typeof update]) !==
          JSON.stringify(current[k as keyof SiteSettings]),
      );
      await app.db.transaction(async (trx) => {
        await refuseCurrencyWithMoney(trx, current.currency, next.currency);
        await app.settings.set('site', next, trx);
        // A save that changed nothing is no event (the form sends every field on each save).
        if (changed.length)
          await audit(trx, req.user._id, 'settings.update', 'settings', null, {
            group: 'site',
            keys: changed,
          });
      });
      return redact(await app.settings.all(), !!app.config.smtpUrl);
    },
  });

  app.get('/settings/logo', {
    schema: {
      tags,
      summary: 'The uploaded logo',
      security: [],
      response: { 200: FileReply, 404: Type.Ref('ErrorBody') },
    },
    handler: async (_req, reply) => {
      const logo = await app.settings.get('logo');
      if (!logo.key) throw httpError(404, 'NOT_FOUND', 'No logo has been uploaded.');
      // An SVG opened on its own is a document of the portal's origin; the policy keeps it inert.
      reply
        .header('content-type', LOGO_TYPES.has(logo.type) ? logo.type : 'application/octet-stream')
        .header('content-security-policy', UPLOADED_FILE_CSP)
        .header('cache-control', 'public, max-age=300');
      return reply.send(await app.storage.get(logo.key));
    },
  });

  app.get('/theme_settings', {
    schema: { tags, summary: 'Colours of the custom theme', security: [], response: replies(Theme) },
    handler: () => app.settings.get('theme'),
  });
  app.post('/theme_settings', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Save the custom theme colours (only the known colour names)',
      body: Type.Partial(Theme, { additionalProperties: false }),
      response: replies(Theme, 401, 403),
    },
    handler: async (req) => {
      const merged = { ...(await app.settings.get('theme')), ...req.body };
      // Only known keys are kept, also of what an older version may have stored: the theme is public.
      const next = Object.fromEntries(THEME_KEYS.map((k) => [k, merged[k]])) as Theme;
      await app.db.transaction(async (trx) => {
        await app.settings.set('theme', next, trx);
        await audit(trx, req.user._id, 'settings.update', 'settings', null, {
          group: 'theme',
          keys: Object.keys(req.body),
        });
      });
      return app.settings.get('theme');
    },
  });

  app.get('/notification_settings', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Which events send e-mail, SMS and push messages',
      response: replies(NotificationSettings, 401, 403),
    },
    handler: () => app.settings.get('notifications'),
  });
  app.post('/notification_settings', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Save notification settings',
      body: Type.Partial(NotificationSettings),
      response: replies(NotificationSettings, 401, 403),
    },
    handler: async (req) => {
      const next = { ...(await app.settings.get('notifications')), ...req.body };
      await app.db.transaction(async (trx) => {
        await app.settings.set('notifications', next, trx);
        await audit(trx, req.user._id, 'settings.update', 'settings', null, {
          group: 'notifications',
          keys: Object.keys(req.body),
        });
      });
      return app.settings.get('notifications');
    },
  });

  app.get('/settings/supported-tools', {
    schema: {
      tags,
      summary: 'Tuning tools customers can pick',
      security: [],
      response: replies(Type.Object({ tools: Type.Array(Type.String()) })),
    },
    handler: async () => ({ tools: await app.settings.get('supported_tools') }),
  });
  app.put('/settings/supported-tools', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Replace the list of supported tools',
      body: Type.Object({
        tools: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 200 }),
      }),
      response: replies(Type.Object({ tools: Type.Array(Type.String()) }), 401, 403),
    },
    handler: async (req) => {
      const tools = [...new Set(req.body.tools.map((t) => t.trim()).filter(Boolean))];
      await app.db.transaction(async (trx) => {
        await app.settings.set('supported_tools', tools, trx);
        await audit(trx, req.user._id, 'settings.update', 'settings', null, { group: 'supported_tools' });
      });
      return { tools: await app.settings.get('supported_tools') };
    },
  });

  app.post('/check-smtp-connection', {
    onRequest: canSettings,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Try to connect and sign in to an SMTP server',
      body: SmtpCheckBody,
      response: replies(Message, 401, 403),
    },
    handler: async (req) => {
      const {
        host,
        port,
        secure,
        user,
        allow_self_signed: allowSelfSigned = false,
        allow_unencrypted: allowUnencrypted = false,
      } = req.body;
      const stored = await app.settings.all();
      // An empty password means "the stored one", so admins can test without retyping it - but only against
      // the stored server, port and user name: the saved password never goes to a host someone just typed.
      let pass = req.body.pass;
      if (!pass && user && stored.smtp_password) {
        const same = sameSmtpAccount(
          { smtp_host: host, smtp_port: port, smtp_username: user, smtp_secure: secure ?? false },
          stored,
        );
        if (!same) throw badRequest('Enter the password to test a server other than the saved one.');
        refuseUncheckedCertificate(stored, { smtp_allow_self_signed: allowSelfSigned });
        refuseUnencrypted(stored, { smtp_allow_unencrypted: allowUnencrypted });
        pass = stored.smtp_password;
      }
      try {
        await app.mailer.verify({ host, port, secure, user, pass, allowSelfSigned, allowUnencrypted });
      } catch (err) {
        req.log.info({ err: { code: (err as { code?: string }).code } }, 'SMTP check failed');
        throw httpError(400, 'SMTP_FAILED', smtpReason(err));
      }
      return { status: 'success' as const, message: 'Connection is OK.' };
    },
  });

  app.delete('/caches/purge-all', {
    onRequest: canSettings,
    schema: { tags, summary: 'Drop every server-side cache', response: replies(Message, 401, 403) },
    handler: async () => {
      app.settings.purge();
      return { status: 'success' as const, message: 'Caches purged.' };
    },
  });
};
