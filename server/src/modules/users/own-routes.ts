import {
  AddressUpdate,
  BusinessUpdate,
  CodeBody,
  Message,
  PasswordUpdate,
  ProfileUpdate,
  UserReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, httpError } from '../../lib/errors.js';
import { jsonOrMultipart, replies } from '../../lib/schema.js';
import { emailChanges } from './email-change.js';
import { readProfileForm } from './profile-form.js';
import { toUser } from './mapper.js';
import { findById } from './repo.js';
import { usersService } from './service.js';

const tags = ['Users'];
const ok = (message: string) => ({ status: 'success' as const, message });
/** Brute-force brakes per signed-in user; `app.accountLimit` adds one per account. */
const limit = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });
/** Calls that act on the signed-in account alone take nothing. */
const NoBody = Type.Optional(Type.Object({}, { additionalProperties: false }));

/** The signed-in user's own account: profile, address, business details, password and tools. */
export const ownAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersService(app);
  const emailChange = emailChanges(app);
  // Changes to one's own row; an impersonated session is named so it cannot change credentials.
  const own = (req: FastifyRequest, patch: Parameters<typeof users.patchSelf>[1]) =>
    users.patchSelf(req.user._id, patch, req.user.impersonated_by ?? null);

  // Only wrong passwords count (as on sign-in), so editing the profile never uses the allowance up.
  const emailPasswordFailures = app.failureLimit(10, '15 minutes');
  // Codes mailed to new addresses (each may be a stranger's inbox): only requests that sent one count.
  const emailCodeMails = app.failureLimit(5, '1 hour');
  app.post('/user/update_profile', {
    onRequest: app.requireSession,
    // Bounds the guesses sent at the same moment, which all pass the failure count's check.
    config: limit(30),
    preHandler: emailPasswordFailures.check,
    schema: {
      tags,
      summary:
        'Update own name, phone, e-mail, language; multipart with an optional `profile_picture`. A new e-mail needs `current_password` and waits as `pending_email` until confirmed with the code mailed to it',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(ProfileUpdate),
      response: replies(UserReply, 401, 403, 409, 413, 415, 429, 503),
    },
    validatorCompiler: jsonOrMultipart,
    handler: async (req, reply) => {
      const form = req.isMultipart() ? await readProfileForm(app, req) : { ...(req.body ?? {}) };
      const { current_password, ...patch } = form as Record<string, unknown>;
      const picture = typeof patch.profile_picture === 'string' ? patch.profile_picture : null;
      const previous = picture ? (await findById(app.db, req.user._id))?.profile_picture : null;
      const newEmail = typeof patch.email === 'string' && patch.email.trim().toLowerCase() !== req.user.email;
      try {
        if (newEmail) await emailCodeMails.check(req, reply);
        const user = await users.patchSelf(req.user._id, patch, req.user.impersonated_by ?? null, {
          currentPassword: typeof current_password === 'string' ? current_password : undefined,
        });
        if (newEmail) await emailCodeMails.fail(req);
        // The old picture goes only once the new one is saved.
        if (previous) await app.storage.delete(previous.split('|')[0]);
        return { user };
      } catch (err) {
        if (err instanceof HttpError && err.code === 'INVALID_CREDENTIALS')
          await emailPasswordFailures.fail(req);
        // Refused (a wrong password, an impersonated session changing the e-mail, an address in use): the
        // new picture is not kept.
        if (picture) await app.storage.delete(picture.split('|')[0]);
        throw err;
      }
    },
  });

  app.post('/user/confirm_email_change', {
    onRequest: app.requireSession,
    config: limit(10),
    preHandler: app.accountLimit(10, '15 minutes'),
    schema: {
      tags,
      summary:
        'Confirm the new e-mail address with the code mailed to it: it becomes the sign-in address, other sessions end',
      body: CodeBody,
      response: replies(UserReply, 401, 403, 409, 429),
    },
    handler: async (req) => {
      // Someone signed in as the user (impersonation) cannot move the account's address.
      if (req.user.impersonated_by) throw forbidden();
      await emailChange.confirm(req.user._id, req.body.code.trim(), req.sessionId);
      return { user: toUser((await findById(app.db, req.user._id))!) };
    },
  });

  app.post('/user/resend_email_change_code', {
    onRequest: app.requireSession,
    config: limit(5),
    preHandler: app.accountLimit(5, '1 hour'),
    schema: {
      tags,
      summary: 'Mail a new code to the e-mail address waiting to be confirmed',
      body: NoBody,
      response: replies(Message, 401, 403, 429, 503),
    },
    handler: async (req) => {
      if (req.user.impersonated_by) throw forbidden();
      await emailChange.resend(req.user._id);
      return ok('A new code is on its way to your new e-mail address.');
    },
  });

  app.post('/user/cancel_email_change', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Drop the new e-mail address waiting to be confirmed; the account keeps its address',
      body: NoBody,
      response: replies(UserReply, 401, 403),
    },
    handler: async (req) => {
      if (req.user.impersonated_by) throw forbidden();
      await emailChange.cancel(req.user._id);
      return { user: toUser((await findById(app.db, req.user._id))!) };
    },
  });

  app.post('/user/update_address', {
    onRequest: app.requireSession,
    schema: { tags, summary: 'Update own address', body: AddressUpdate, response: replies(UserReply, 401) },
    handler: async (req) => ({
      user: await own(req, { ...req.body }),
    }),
  });

  app.post('/user/update_business', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Update own business details',
      body: BusinessUpdate,
      response: replies(UserReply, 401),
    },
    handler: async (req) => ({
      user: await own(req, { ...req.body }),
    }),
  });

  app.post('/user/update_password', {
    onRequest: app.requireSession,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    preHandler: app.accountLimit(10, '15 minutes'),
    schema: {
      tags,
      summary: 'Change own password',
      body: PasswordUpdate,
      response: replies(Message, 401, 403, 429),
    },
    handler: async (req) => {
      // Someone signed in as the user (impersonation) cannot change their password.
      if (req.user.impersonated_by) throw forbidden();
      await users.changeOwnPassword(
        req.user._id,
        req.body.current_password,
        req.body.new_password,
        req.sessionId,
      );
      return ok('Your password has been changed. Your other sessions have been signed out.');
    },
  });

  app.put('/user/my-tools/update', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Set the tuning tools the signed-in user works with',
      body: Type.Object({
        tools: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 50 }),
      }),
      response: replies(UserReply, 401),
    },
    handler: async (req) => {
      const supported = new Set(await app.settings.get('supported_tools'));
      const unknown = req.body.tools.filter((t) => !supported.has(t));
      if (unknown.length) throw httpError(400, 'VALIDATION', `Unknown tool(s): ${unknown.join(', ')}.`);
      return {
        user: await own(req, { my_tools: JSON.stringify([...new Set(req.body.tools)]) }),
      };
    },
  });
};
