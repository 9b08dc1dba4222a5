import { PaymentMethodsReply, ProviderParam, ReturnQuery, WebhookReply } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { replies } from '../../lib/schema.js';
import { paymentsService } from './service.js';

const tags = ['Payments'];

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = paymentsService(app);

  // Signatures are computed over the exact bytes the provider sent, so this scope keeps bodies raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.get('/payments/methods', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Payment methods the customer can use now, and the price of a credit',
      response: replies(PaymentMethodsReply, 401),
    },
    handler: async () => {
      const site = await app.settings.all();
      return {
        methods: await payments.methods(),
        currency: site.currency,
        credit_prices: { ...site.currency_prices, [site.currency]: site.credit_price },
      };
    },
  });

  app.post('/payments/:provider/webhook', {
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: "A payment provider's notification (raw body, verified by the provider's signature)",
      security: [],
      params: ProviderParam,
      response: replies(WebhookReply),
    },
    handler: async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const status = await payments.handleWebhook(req.params.provider, raw, req.headers);
      return { received: true, status };
    },
  });

  app.get('/payments/:provider/return', {
    // Public and it calls the provider: keep it from being used to flood their API.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'Where the provider sends the customer back: confirms the payment, then redirects to the portal ' +
        '(302), or answers JSON when asked for application/json',
      security: [],
      params: ProviderParam,
      querystring: ReturnQuery,
      response: {
        200: Type.Object({ payment: Type.String(), redirect_url: Type.String() }),
        302: Type.Null(),
        400: Type.Ref('ErrorBody'),
      },
    },
    handler: async (req, reply) => {
      const { invoice, ...rest } = req.query as Record<string, string> & { invoice: number };
      const target = await payments.handleReturn(req.params.provider, Number(invoice), rest);
      if (req.headers.accept?.includes('application/json')) {
        return { payment: new URL(target).searchParams.get('payment') ?? 'pending', redirect_url: target };
      }
      return reply.redirect(target, 302);
    },
  });
};
