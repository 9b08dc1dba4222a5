import {
  ApiQuoteList,
  ApiQuotesQuery,
  IdParam,
  PublicCaptcha,
  PublicConfig,
  PublicOptions,
  PublicQuoteInput,
  PublicQuoteReply,
  PublicVariant,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError, notFound } from '../../lib/errors.js';
import { languageOf } from '../../i18n/messages/index.js';
import { replies } from '../../lib/schema.js';
import { captchas } from '../auth/captcha.js';
import { localize } from '../catalogue/translations.js';
import { allowOrigin, authenticate, originListed, type PublicCaller, type Scope } from './public-auth.js';
import { docsPage } from './public-docs.js';
import { publicOpenApi } from './public-openapi.js';
import { quotesService } from './quotes.js';
import { lookOf, pricesOf } from './repo.js';
import type { UsageCounter } from './usage.js';
import type { AccessCache } from './key-cache.js';
import { widgetSource } from './widget-file.js';
import { type ChainLevel, vehicleLookup } from './vehicles.js';

declare module 'fastify' {
  interface FastifyRequest {
    publicCaller: PublicCaller | null;
  }
  interface FastifyContextConfig {
    publicScope?: Scope;
  }
}

const tags = ['Public API v1'];

/** A client address's share of a publishable key's rate per minute (see `addressLimiter`). */
export const perAddressRate = (keyRate: number) => Math.max(30, Math.ceil(keyRate / 10));

/**
 * The client's address as Fastify reports it (the socket's, or the one a trusted proxy names when
 * TRUST_PROXY is set, so X-Forwarded-For cannot be used to pose as a new client). IPv6 clients are grouped
 * by their /64, as providers hand those out whole.
 */
function addressOf(req: FastifyRequest): string {
  const ip = req.ip ?? '';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  if (!ip.includes(':')) return ip;
  return ip.split(':').slice(0, 4).join(':');
}
const security = [{ apiKey: [] }];
const Id = (description: string) => Type.Integer({ minimum: 1, description });

/**
 * The dealers' public API, versioned under /api/public/v1 and documented on its own
 * (/api/public/v1/openapi.json). Every call carries a publishable key (browser, bound to the dealer's
 * websites, read and quote requests) or a secret key (the dealer's server). Each key has its own rate per
 * minute (counted in the shared rate-limit store) and its calls are counted per day.
 */
export const publicApiRoutes: FastifyPluginAsyncTypebox<{
  usage: UsageCounter;
  keys: AccessCache;
}> = async (app, opts) => {
  const vehicles = vehicleLookup(app.db);
  const quotes = quotesService(app, vehicles);
  const usage = opts.usage;
  const limiter = app.createRateLimit({
    max: async (req: FastifyRequest) => Number(req.publicCaller?.access.api_rate ?? 1),
    timeWindow: 60_000,
    // Per key: the publishable key is public on the dealer's pages, so whoever uses up its allowance must
    // not also stop the dealer's own server, which calls with the secret key.
    keyGenerator: (req: FastifyRequest) =>
      `apikey:${req.publicCaller?.access.id ?? 0}:${req.publicCaller?.kind ?? ''}`,
    // The dealer's rate is part of their plan, so it applies even where brute-force brakes are switched off.
    allowList: () => false,
  });
  // Under each publishable key, a share per client address: every visitor of the dealer's sites calls with
  // that one public key, so without it a single machine (a scraper, or someone who copied the key to keep
  // the widget blocked) could use up the key's whole rate. An address gets a tenth of the key's rate, at
  // least 30 a minute (about four visits to the widget, plenty for one person or a small office behind one
  // address), so it takes ten or more addresses to exhaust a key. The secret key is the dealer's own server,
  // one address, so only the key's rate applies to it. Same store as the key's count (Redis in a cluster).
  const addressLimiter = app.createRateLimit({
    max: async (req: FastifyRequest) => perAddressRate(Number(req.publicCaller?.access.api_rate ?? 1)),
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `apikey-ip:${req.publicCaller?.access.id ?? 0}:${addressOf(req)}`,
    allowList: () => false,
  });
  const refuse = (reply: FastifyReply, limit: { ttlInSeconds: number }) => {
    reply.header('retry-after', String(Math.max(limit.ttlInSeconds, 1)));
    return httpError(429, 'RATE_LIMITED', 'Too many requests for this API key. Please wait and try again.');
  };
  const doc = publicOpenApi(app);

  app.decorateRequest('publicCaller', null);
  // The key is checked before the body is read or validated: a caller without a valid key learns nothing of
  // what a call expects and costs no parsing.
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const scope = req.routeOptions.config.publicScope;
    if (!scope) return;
    const caller = await authenticate(app, opts.keys, req, reply, scope);
    req.publicCaller = caller;
    // The address first: a request refused for its address is not counted against the key, so one address
    // hammering on cannot eat into what the other visitors have left.
    if (caller.kind !== 'secret') {
      const mine = await addressLimiter(req);
      if (!mine.isAllowed && mine.isExceeded) throw refuse(reply, mine);
    }
    const limit = await limiter(req);
    if (!limit.isAllowed && limit.isExceeded) throw refuse(reply, limit);
    usage.count(caller.access.id, 'requests');
  });

  app.options('/*', { schema: { hide: true } }, async (req, reply) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin.toLowerCase() : '';
    if (origin && (await originListed(app, origin))) allowOrigin(reply, origin);
    return reply.status(204).send();
  });

  const caller = (req: FastifyRequest) => req.publicCaller as PublicCaller;
  // A captcha is asked when the dealer wants one or the whole site requires captchas.
  const wantsCaptcha = async (c: PublicCaller) =>
    Boolean(c.access.captcha) || (await app.settings.all()).captcha_verification;

  app.get('/openapi.json', { schema: { hide: true } }, async () => doc());
  app.get('/docs', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(docsPage(doc() as Parameters<typeof docsPage>[0], app.config.publicUrl.replace(/\/+$/, ''))),
  );

  // The embeddable widget at a stable address. Other sites load it with a plain <script>, so it is marked
  // for cross-origin use (the default resource policy would make browsers refuse it).
  const widget = widgetSource(app.config.webDist);
  app.get('/widget.js', { schema: { hide: true } }, async (_req, reply) => {
    const code = await widget();
    if (code === null) throw notFound('Widget');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .send(code);
  });

  app.get('/config', {
    config: { publicScope: 'read' },
    schema: {
      tags,
      security,
      summary: "The widget's settings for this key: colours, font, base URL, purposes, captcha",
      response: replies(PublicConfig, 401, 403, 429),
    },
    handler: async (req) => {
      const { access } = caller(req);
      return {
        look: lookOf(access),
        api_for: access.api_for,
        captcha: await wantsCaptcha(caller(req)),
        currency: access.currency,
      };
    },
  });

  const chain: [ChainLevel, string, string | null][] = [
    ['types', 'Vehicle types (car, bike, truck ...), named in the language of Accept-Language', null],
    ['makes', 'Makes of a vehicle type', 'type_id'],
    ['models', 'Models of a make', 'make_id'],
    ['generations', 'Generations of a model', 'model_id'],
    ['variants', 'Engines/variants of a generation that have figures', 'generation_id'],
  ];
  for (const [level, summary, parent] of chain) {
    app.get(`/vehicles/${level}`, {
      config: { publicScope: 'read' },
      schema: {
        tags,
        security,
        summary,
        querystring: parent ? Type.Object({ [parent]: Id('Parent in the chain') }) : Type.Object({}),
        response: replies(PublicOptions, 401, 403, 429),
      },
      handler: async (req) => {
        const q = req.query as Record<string, number>;
        const page = await vehicles.options(level, parent ? q[parent] : null);
        if (level !== 'types') return page;
        // Types in the widget's language, as the portal's own dropdowns name them ("Truck" -> "Ciężarówka");
        // a type without a text in that language keeps the name staff gave it.
        const items = await localize(
          app.db,
          'vehicle_type',
          languageOf(req),
          page.items,
          (o) => o._id,
          (o, t) => (t.name ? { ...o, name: t.name } : o),
        );
        return { items };
      },
    });
  }

  app.get('/vehicles/variants/:id', {
    config: { publicScope: 'statistics' },
    schema: {
      tags,
      security,
      summary: "A variant's stock and tuned figures per stage (hp, kW, Nm, gains) with the dealer's prices",
      params: IdParam,
      response: replies(PublicVariant, 401, 403, 404, 429),
    },
    handler: async (req) => {
      const { access } = caller(req);
      const v = await vehicles.variant(req.params.id);
      if (!v) throw notFound('Vehicle');
      const prices = new Map(pricesOf(access).map((p) => [p.stage, p.price]));
      return {
        _id: v._id,
        name: v.name,
        vehicle: v.vehicle,
        fuel_type: v.fuel_type,
        engine_cc: v.engine_cc,
        stock_hp: v.stock_hp,
        stock_kw: v.stock_kw,
        stock_torque: v.stock_torque,
        currency: access.currency,
        stages: v.stages.map((s) => ({
          stage: s.stage,
          hp: s.hp,
          kw: s.kw,
          torque: s.torque,
          hp_gain: s.hp_gain,
          torque_gain: s.torque_gain,
          price: prices.get(s.stage) ?? null,
        })),
      };
    },
  });

  // What a quote request may name as its stage, for keys that take quotes without figures (the widget's
  // stage list): the variant's stages with the dealer's prices, no figures.
  app.get('/vehicles/variants/:id/stages', {
    config: { publicScope: 'quotes' },
    schema: {
      tags,
      security,
      summary: "The tuning stages a quote request may name for a variant, with the dealer's prices",
      params: IdParam,
      response: replies(
        Type.Object({
          currency: Type.String(),
          stages: Type.Array(
            Type.Object({
              stage: Type.Integer(),
              price: Type.Union([Type.Integer(), Type.Null()], {
                description: 'Minor units of `currency`; null when the dealer set none',
              }),
            }),
          ),
        }),
        401,
        403,
        404,
        429,
      ),
    },
    handler: async (req) => {
      const { access } = caller(req);
      const v = await vehicles.variant(req.params.id);
      if (!v) throw notFound('Vehicle');
      const prices = new Map(pricesOf(access).map((p) => [p.stage, p.price]));
      return {
        currency: access.currency,
        stages: v.stages.map((s) => ({ stage: s.stage, price: prices.get(s.stage) ?? null })),
      };
    },
  });

  app.get('/captcha', {
    config: { publicScope: 'quotes' },
    schema: {
      tags,
      security,
      summary: 'A captcha picture (SVG) for a quote request, when the dealer asks for one',
      response: replies(PublicCaptcha, 401, 403, 429),
    },
    handler: () => captchas(app).create(),
  });

  app.post('/quotes', {
    config: { publicScope: 'quotes' },
    schema: {
      tags,
      security,
      summary:
        'Send a quote request to the dealer (name, e-mail, phone, registration, vehicle, stage, message)',
      body: PublicQuoteInput,
      response: replies(PublicQuoteReply, 401, 403, 429),
    },
    handler: async (req) => {
      const c = caller(req);
      if (await wantsCaptcha(c)) await captchas(app).check(req.body.captcha_id, req.body.captcha_answer);
      const quote = await quotes.create(c.access, c.origin, req.body);
      usage.count(c.access.id, 'quotes');
      return {
        status: 'success' as const,
        _id: quote._id,
        message: 'Thank you. Your request has been sent.',
      };
    },
  });

  app.get('/quotes', {
    config: { publicScope: 'secret' },
    schema: {
      tags,
      security,
      summary: "The dealer's quote requests, newest first (secret key only)",
      querystring: ApiQuotesQuery,
      response: replies(ApiQuoteList, 401, 403, 429),
    },
    handler: (req) => quotes.list(caller(req).access.user_id, req.query),
  });
};
