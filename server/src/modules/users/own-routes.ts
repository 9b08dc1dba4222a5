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
import { forbidden, httpError } from '../../lib/errors.js';
import { jsonOrMultipart, replies } from '../../lib/schema.js';
import { readProfileForm } from './profile-form.js';
import { usersService } from './service.js';

const tags = ['Users'];
const ok = (message: string) => ({ status: 'success' as const, message });

/** The signed-in user's own account: profile, address, business details, password and tools. */
export const ownAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersService(app);
  // Changes to one's own row; an impersonated session is named so it cannot change credentials.
  const own = (req: FastifyRequest, patch: Parameters<typeof users.patchSelf>[1]) =>
    users.patchSelf(req.user._id, patch, req.user.impersonated_by ?? null);

  app.post('/user/update_profile', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'Update own name, phone, e-mail, language; multipart with an optional `profile_picture`',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(ProfileUpdate),
      response: replies(UserReply, 401, 403, 409, 413, 415),
    },
    validatorCompiler: jsonOrMultipart,
    handler: async (req) => {
      const patch = req.isMultipart() ? await readProfileForm(app, req) : { ...(req.body ?? {}) };
      try {
        return { user: await own(req, patch) };
      } catch (err) {
        // Refused (e.g. an impersonated session changing the e-mail): the new picture is not kept.
        if (typeof patch.profile_picture === 'string' && (err as { statusCode?: number }).statusCode === 403)
          await app.storage.delete(patch.profile_picture.split('|')[0]);
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
