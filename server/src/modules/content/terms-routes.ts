import {
  CookiePolicy,
  CookiePolicyInput,
  IdParam,
  Message,
  Paged,
  Terms,
  TermsAdminQuery,
  TermsInput,
  TermsQuery,
  TermsUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { cookiePolicies } from './policies.js';
import { termsService } from './terms.js';

const tags = ['Content'];

/** Terms and conditions, terms of use, privacy policy, shop terms, and the cookie notice. */
export const termsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const terms = termsService(app.db);
  const policies = cookiePolicies(app);
  const canEdit = app.requirePermission('tnc');

  app.get('/terms', {
    schema: {
      tags,
      summary: 'Legal texts for readers: one per kind, in `lang` or else English',
      security: [],
      querystring: TermsQuery,
      response: replies(Type.Object({ items: Type.Array(Terms) })),
    },
    handler: (req) => terms.forReaders(req.query.kind, req.query.lang),
  });

  app.get('/terms_all', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Every legal text in every language, for editors (paged)',
      querystring: TermsAdminQuery,
      response: replies(Paged(Terms), 401, 403),
    },
    handler: (req) => terms.list(req.query),
  });

  app.post('/terms', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a legal text for a kind and language (one per pair)',
      body: TermsInput,
      response: replies(Terms, 401, 403, 409),
    },
    handler: (req) => terms.create(req.user, req.body),
  });

  app.put('/terms/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a legal text',
      params: IdParam,
      body: TermsUpdate,
      response: replies(Terms, 401, 403, 404, 409),
    },
    handler: (req) => terms.update(req.user, req.params.id, req.body),
  });

  app.delete('/terms/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a legal text',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await terms.remove(req.user, req.params.id);
      return { status: 'success' as const, message: 'The text has been deleted.' };
    },
  });

  app.get('/policies', {
    schema: {
      tags,
      summary: 'Cookie-notice text in `lang` (else the Accept-Language), or else English',
      security: [],
      querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }),
      response: replies(CookiePolicy),
    },
    handler: (req) => policies.read(req.query.lang ?? languageOf(req)),
  });

  app.post('/policies', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Save the cookie-notice text for a language (English when left out)',
      body: CookiePolicyInput,
      response: replies(CookiePolicy, 401, 403),
    },
    handler: (req) => policies.save(req.user, req.body),
  });
};
