import {
  AutoLoginBody,
  CaptchaReply,
  CodeBody,
  EmailBody,
  ForgotCheckBody,
  ForgotCheckReply,
  Message,
  RefreshTokenBody,
  RefreshTokenReply,
  ResetPasswordBody,
  Session,
  SignIn,
  SignUp,
  UserReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { isPushServiceEndpoint } from '../push/endpoints.js';
import { authService } from './service.js';
import type { ClientInfo } from './sessions.js';

/** Web Push subscriptions kept per user: the newest ones, one per browser or device. */
const MAX_PUSH_SUBSCRIPTIONS = 20;

const tags = ['Auth'];
const ok = (message: string) => ({ status: 'success' as const, message });
/** Brute-force brakes per client address (or signed-in user); `app.accountLimit` adds one per account. */
const limit = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = authService(app);

  // Only wrong passwords count, and per account and address: a stranger's guesses brake the stranger, never
  // the owner signing in from elsewhere.
  const signInFailures = app.failureLimit(10, '15 minutes', { perAddress: true });
  app.post('/auth/signin', {
    config: limit(30),
    preHandler: signInFailures.check,
    schema: {
      tags,
      summary: 'Sign in with username or e-mail',
      security: [],
      body: SignIn,
      response: replies(Session, 401, 429),
    },
    handler: async (req) => {
      try {
        return await auth.signIn(req.body, clientOf(req));
      } catch (err) {
        if (err instanceof HttpError && err.code === 'INVALID_CREDENTIALS') await signInFailures.fail(req);
        throw err;
      }
    },
  });

  app.post('/auth/signup', {
    config: limit(10),
    // Per address as well: each try with a known address mails its owner, who must not be flooded.
    preHandler: app.accountLimit(5, '1 hour'),
    schema: {
      tags,
      summary: 'Create a customer account; a code is e-mailed (the same answer for a known address)',
      security: [],
      body: SignUp,
      response: replies(Message, 409, 429),
    },
    handler: (req) => auth.signUp(req.body),
  });

  app.post('/auth/send_signup_code', {
    config: limit(5),
    preHandler: [app.accountLimit(5, '1 hour', { perAddress: true }), app.accountLimit(3, '5 minutes')],
    schema: {
      tags,
      summary: 'E-mail a new code for the address of a sign-up (the same answer for every address)',
      security: [],
      body: EmailBody,
      response: replies(Message, 429, 503),
    },
    handler: async (req) => {
      await auth.sendSignupCode(req.body.email);
      return ok('A new code is on its way to your e-mail address.');
    },
  });

  app.post('/auth/check_signup_code', {
    config: limit(10),
    preHandler: [app.accountLimit(5, '15 minutes', { perAddress: true }), app.accountLimit(30, '15 minutes')],
    schema: {
      tags,
      summary: 'Confirm the address of a sign-up with its code; opens the session',
      security: [],
      body: ForgotCheckBody,
      response: replies(Session, 403, 429),
    },
    handler: (req) => auth.checkSignupCode(req.body.email, req.body.code, clientOf(req)),
  });

  app.post('/auth/refresh_token', {
    config: limit(60),
    schema: {
      tags,
      summary: 'Trade a refresh token for a new pair (rotates)',
      security: [],
      body: RefreshTokenBody,
      response: replies(RefreshTokenReply, 401, 429),
    },
    handler: (req) => auth.sessions.rotate(req.body.refresh_token, clientOf(req)),
  });

  app.post('/auth/signout', {
    schema: {
      tags,
      summary: 'End the session of a refresh token',
      security: [],
      body: RefreshTokenBody,
      response: replies(Message),
    },
    handler: async (req) => {
      await auth.sessions.revokeByToken(req.body.refresh_token);
      return ok('Signed out.');
    },
  });

  app.get('/auth/refresh_user_data', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: 'The signed-in user, fresh from the database',
      response: replies(UserReply, 401),
    },
    handler: async (req) => ({ user: req.user }),
  });

  app.get('/auth/send_verification_code', {
    onRequest: app.requireSession,
    config: limit(5),
    schema: {
      tags,
      summary: 'E-mail a new verification code',
      response: replies(Message, 401, 409, 429, 503),
    },
    handler: async (req) => {
      await auth.sendVerification(req.user._id);
      return ok('A new code is on its way to your e-mail address.');
    },
  });

  app.post('/auth/check_verification_code', {
    onRequest: app.requireSession,
    config: limit(10),
    preHandler: app.accountLimit(10, '15 minutes'),
    schema: {
      tags,
      summary: 'Verify the e-mail address with the code',
      body: CodeBody,
      response: replies(UserReply, 401, 429),
    },
    handler: async (req) => ({ user: await auth.checkVerification(req.user._id, req.body.code) }),
  });

  app.post('/auth/send_forgot_pass_code', {
    config: limit(5),
    // Per account and address, so a stranger asking for the owner's code blocks only themselves; per account
    // a short burst, which bounds the mail many addresses together can cause while the owner waits minutes
    // at most.
    preHandler: [app.accountLimit(5, '1 hour', { perAddress: true }), app.accountLimit(3, '5 minutes')],
    schema: {
      tags,
      summary: 'E-mail a password reset code',
      security: [],
      body: EmailBody,
      response: replies(Message, 429),
    },
    handler: async (req) => {
      await auth.sendForgot(req.body.email);
      return ok('If an account exists for this address, a reset code is on its way.');
    },
  });

  app.post('/auth/check_forgot_pass_code', {
    config: limit(10),
    // Per account and address: a stranger's guesses stop long before the code would die (see codes.ts).
    preHandler: [app.accountLimit(5, '15 minutes', { perAddress: true }), app.accountLimit(30, '15 minutes')],
    schema: {
      tags,
      summary: 'Check the reset code; answers a one-time reset token',
      security: [],
      body: ForgotCheckBody,
      response: replies(ForgotCheckReply, 429),
    },
    handler: async (req) => ({
      status: 'success' as const,
      token: await auth.checkForgot(req.body.email, req.body.code),
    }),
  });

  app.post('/auth/reset_password', {
    config: limit(10),
    schema: {
      tags,
      summary: 'Set a new password with the reset token',
      security: [],
      body: ResetPasswordBody,
      response: replies(Message, 429),
    },
    handler: async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return ok('Your password has been changed. Please sign in.');
    },
  });

  app.get('/auth/captcha', {
    // Each picture is a stored row until it expires.
    config: limit(30),
    schema: { tags, summary: 'A new captcha picture', security: [], response: replies(CaptchaReply, 429) },
    handler: () => auth.captcha.create(),
  });

  app.post('/auth/admin_auto_login', {
    onRequest: app.requirePermission('dealers_manager.login_to_dealer_account'),
    schema: {
      tags,
      summary: 'Sign in as a dealer (logged; the session is marked as impersonated)',
      body: AutoLoginBody,
      response: replies(Session, 401, 403, 404),
    },
    handler: (req) => auth.impersonate(req.user._id, req.body.user_id, clientOf(req)),
  });

  app.post('/push/subscribe', {
    onRequest: app.requireUser,
    schema: {
      tags: ['Notifications'],
      summary: 'Register a Web Push subscription for this browser',
      body: Type.Object({
        endpoint: Type.String({ minLength: 10, maxLength: 500, pattern: '^https://' }),
        keys: Type.Optional(
          Type.Object({ p256dh: Type.String({ maxLength: 200 }), auth: Type.String({ maxLength: 100 }) }),
        ),
      }),
      response: replies(Message, 401),
    },
    handler: async (req) => {
      if (!isPushServiceEndpoint(req.body.endpoint, app.config.pushServiceHosts))
        throw badRequest('This is not the address of a browser push service.', 'endpoint');
      await app
        .db('push_subscriptions')
        .where({ user_id: req.user._id, endpoint: req.body.endpoint })
        .delete();
      await app.db('push_subscriptions').insert({
        user_id: req.user._id,
        endpoint: req.body.endpoint,
        keys: JSON.stringify(req.body.keys ?? {}),
        created_at: new Date(),
      });
      // A person has a few browsers; more subscriptions would only multiply every push and its requests.
      const older = await app
        .db('push_subscriptions')
        .where({ user_id: req.user._id })
        .orderBy('id', 'desc')
        .offset(MAX_PUSH_SUBSCRIPTIONS)
        .pluck('id');
      if (older.length) await app.db('push_subscriptions').whereIn('id', older).delete();
      return ok('Subscribed.');
    },
  });
};
