import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError, msg } from '../lib/errors.js';
import { findByLogin } from '../modules/users/repo.js';

type Window = `${number} ${'second' | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours'}`;
/** `shared`: one allowance for every route one brake is used on, instead of one per route. */
type BrakeOpts = { perAddress?: boolean; shared?: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A second brake, keyed on the account a request is about (the signed-in user, or the account its
     * `login`/`email`/`username` resolves to), so changing address or spelling the name differently does not
     * reset the count. Use as a route's `preHandler`, beside the per-address `config.rateLimit`.
     */
    accountLimit: (
      max: number,
      timeWindow: Window,
      opts?: { perAddress?: boolean },
    ) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Like `accountLimit`, but only what the route reports with `fail` counts: `check` (a `preHandler`)
     * refuses once `max` failures are on record, so successful requests never use the allowance up.
     */
    failureLimit: (
      max: number,
      timeWindow: Window,
      opts?: BrakeOpts,
    ) => {
      check: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
      fail: (req: FastifyRequest) => Promise<void>;
    };
  }
}

/** The answer of a brake, with the wait it really imposes (a brake may hold for an hour, not a minute). */
export function tooManyAttempts(waitSeconds: number) {
  const minutes = Math.ceil(waitSeconds / 60);
  return httpError(
    429,
    'RATE_LIMITED',
    minutes <= 1
      ? msg('Too many attempts. Please wait a minute and try again.')
      : msg(`Too many attempts. Please try again in ${minutes} minutes.`),
  );
}

/** The address part of a key: IPv6 clients are grouped by their /64, as providers hand those out whole. */
function addressOf(req: FastifyRequest): string {
  const ip = req.ip ?? '';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  if (!ip.includes(':')) return ip;
  return ip.split(':').slice(0, 4).join(':');
}

/**
 * Brute-force brakes. Route limits (`config.rateLimit`) count per signed-in user, else per client address;
 * the address is the socket's unless TRUST_PROXY names the proxy in front (so X-Forwarded-For cannot be used
 * to pose as a new client). Sign-in, codes and passwords add `app.accountLimit` or `app.failureLimit`.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const enabled = app.config.rateLimits;
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      max: enabled ? 100 : 1_000_000,
      keyGenerator: (req) => (req.user ? `u:${req.user._id}` : `a:${addressOf(req)}`),
      ...(enabled ? {} : { allowList: () => true }),
      // With several instances the counters live in Redis, so a limit counts requests to all of them.
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisPrefix}:rl:` } : {}),
    });

    // A request may pass several brakes (and a failure brake twice): the account is looked up once.
    const accountKeys = new WeakMap<FastifyRequest, Promise<string>>();
    function accountKey(req: FastifyRequest): Promise<string> {
      let key = accountKeys.get(req);
      if (!key) {
        key = lookUpAccountKey(req);
        accountKeys.set(req, key);
      }
      return key;
    }
    async function lookUpAccountKey(req: FastifyRequest): Promise<string> {
      if (req.user) return `u:${req.user._id}`;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const raw = body.login ?? body.email ?? body.username;
      const login = typeof raw === 'string' ? raw.trim() : '';
      if (!login) return `a:${addressOf(req)}`;
      const row = await findByLogin(app.db, login);
      return row ? `u:${row.id}` : `l:${login.toLowerCase()}`;
    }

    function limiter(max: number, timeWindow: Window, opts: BrakeOpts, kind = '') {
      const scope = `${kind}${max}/${timeWindow}${opts.perAddress ? '/a' : ''}`;
      return app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: async (req) =>
          `${opts.shared ?? req.routeOptions.url}|${scope}|${await accountKey(req)}${opts.perAddress ? `|${addressOf(req)}` : ''}`,
      });
    }

    app.decorate('accountLimit', (max: number, timeWindow: Window, opts: { perAddress?: boolean } = {}) => {
      const check = limiter(max, timeWindow, opts);
      return async (req: FastifyRequest, reply: FastifyReply) => {
        const limit = await check(req);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw tooManyAttempts(limit.ttlInSeconds);
      };
    });

    // Reading and counting are two steps, so requests sent at the same moment may all pass the check; the
    // per-address route limit bounds how many that can be.
    app.decorate('failureLimit', (max: number, timeWindow: Window, opts: BrakeOpts = {}) => {
      const counter = limiter(max, timeWindow, opts, 'failed:');
      return {
        check: async (req: FastifyRequest, reply: FastifyReply) => {
          const limit = await counter(req, { increment: false });
          if (limit.isAllowed || limit.remaining > 0) return;
          reply.header('retry-after', String(limit.ttlInSeconds));
          throw tooManyAttempts(limit.ttlInSeconds);
        },
        fail: async (req: FastifyRequest) => {
          await counter(req);
        },
      };
    });
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
