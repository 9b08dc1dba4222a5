import { Message, PaymentKeysUpdate, PaymentProvidersReply, ProviderParam } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { checkProviderKeys } from './key-check.js';
import { paymentKeys } from './keys.js';

const tags = ['Payments'];

/**
 * Payment provider keys in the admin area: write-only (answers say where a key comes from, never what it
 * is), sealed at rest, checked against the provider on request. Kept apart from routes.ts, whose scope reads
 * bodies raw for webhook signatures.
 */
export const paymentKeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = paymentKeys(app);

  app.get('/payments/providers', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary:
        'Each payment provider: switched on, which keys are set (environment or stored), what is missing',
      response: replies(PaymentProvidersReply, 401, 403),
    },
    handler: async () => ({ providers: await keys.status() }),
  });

  app.put('/payments/providers/:provider/keys', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: "Store a provider's keys (sealed); null removes one. Environment variables still win.",
      params: ProviderParam,
      body: PaymentKeysUpdate,
      response: replies(PaymentProvidersReply, 401, 403),
    },
    handler: async (req) => {
      await keys.save(req.user._id, req.params.provider, req.body.keys);
      return { providers: await keys.status() };
    },
  });

  app.post('/payments/providers/:provider/test', {
    onRequest: app.requireAdmin,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Ask the provider whether it accepts the keys in force (environment, else stored)',
      params: ProviderParam,
      response: replies(Message, 401, 403),
    },
    handler: async (req) => {
      await checkProviderKeys(req.params.provider, await keys.effective());
      return { status: 'success' as const, message: 'Connection is OK.' };
    },
  });
};
