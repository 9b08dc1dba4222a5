import {
  AddressUpdate,
  BusinessUpdate,
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
import { readProfileForm } from './profile-form.js';
import { findById } from './repo.js';
import { usersService } from './service.js';

const tags = ['Users'];
const ok = (message: string) => ({ status: 'success' as const, message });

/** The signed-in user's own account: profile, address, business details, password and tools. */
export const ownAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersService(app);
  // Changes to one's own row; an impersonated session is named so it cannot change credentials.
  const own = (req: FastifyRequest, patch: Parameters<typeof users.patchSelf>[1]) =>
    users.patchSelf(req.user._id, patch, req.user.impersonated_by ?? null);

  // Only wrong passwords count (as on sign-in), so editing the profile never uses the allowance up.
  const emailPasswordFailures = app.failureLimit(10, '15 minutes');
  app.post('/user/update_profile', {
    onRequest: app.requireSession,
    // Bounds the guesses sent at the same moment, which all pass the failure count's check.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    preHandler: emailPasswordFailures.check,
    schema: {
      tags,
      summary:
        'Update own name, phone, e-mail, language; multipart with an optional `profile_picture`. A new e-mail needs `current_password`',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(ProfileUpdate),
      response: replies(UserReply, 401, 403, 409, 413, 415, 429),
    },
    validatorCompiler: jsonOrMultipart,
    handler: async (req) => {
      const form = req.isMultipart() ? await readProfileForm(app, req) : { ...(req.body ?? {}) };
      const { current_password, ...patch } = form as Record<string, unknown>;
      const picture = typeof patch.profile_picture === 'string' ? patch.profile_picture : null;
      const previous = picture ? (await findById(app.db, req.user._id))?.profile_picture : null;
      try {
        const user = await users.patchSelf(req.user._id, patch, req.user.impersonated_by ?? null, {
          currentPassword: typeof current_password === 'string' ? current_password : undefined,
          sessionId: req.sessionId,
        });
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
