import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isUniqueViolation } from '../db/connection.js';
import { toIso } from '../db/helpers.js';
import { badRequest, conflict, httpError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves money or credits: a repeat of a request sent with the same `Idempotency-Key` header
     * (same user, same route) gets the first answer instead of running again. Without the header nothing changes.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key row this request claimed and must complete (or release) when it answers. */
    idempotencyClaim: Claim | null;
  }
}

type Claim = { user_id: number; route: string; idem_key: string };

/** How long a key is remembered; older rows are purged by the `idempotency_keys_cleanup` job. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const TABLE = 'idempotency_keys';
const HEADER = 'idempotency-key';
const KEY_FORM = /^[\x21-\x7e]{1,100}$/;
/** Documents the header in OpenAPI; its form is checked by the hook, with a message of its own. */
const IdempotencyHeaders = Type.Object({
  [HEADER]: Type.Optional(
    Type.String({
      description:
        'Optional random id of this submission (1-100 visible characters). A repeat with the same id within 24 hours gets the first answer instead of running again.',
    }),
  ),
});

/** The same JSON whatever the order of its keys, so a resent body is recognised. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** What the request asks for: parameters, query and body (a streamed multipart body is not part of it). */
const fingerprintOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(canonical({ params: req.params, query: req.query, body: req.body ?? null })))
    .digest('hex');

/** Purges keys past their time; answers how many went. */
export async function purgeIdempotencyKeys(app: FastifyInstance, now = Date.now()): Promise<number> {
  return app
    .db(TABLE)
    .where('created_at', '<', new Date(now - IDEMPOTENCY_TTL_MS))
    .del();
}

/**
 * Safe repeats for routes marked `config: { idempotent: true }`. The first request with a key claims it (a unique
 * row per user, route and key, so of two concurrent requests only one runs); its answer (a success, or a server
 * error that may have come after the work was saved) is given again to every repeat for 24 hours. A repeat while
 * the first still runs gets 409, a repeat with another body 422. A refused first request (4xx) releases its key, so the corrected submission can be sent again.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest('idempotencyClaim', null);

    const replay = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(body);

    async function claim(req: FastifyRequest, reply: FastifyReply) {
      const key = req.headers[HEADER];
      if (key === undefined || !req.user) return;
      if (typeof key !== 'string' || !KEY_FORM.test(key))
        throw badRequest('The Idempotency-Key header must be 1 to 100 visible characters.');
      const where: Claim = {
        user_id: req.user._id,
        route: `${req.method} ${req.routeOptions.url}`,
        idem_key: key,
      };
      const fingerprint = fingerprintOf(req);
      // A second pass follows a key that was released or had expired between the insert and the read.
      for (let pass = 0; pass < 2; pass++) {
        try {
          await app.db(TABLE).insert({ ...where, fingerprint, created_at: new Date() });
          req.idempotencyClaim = where;
          return;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
        const row = await app.db(TABLE).where(where).first();
        if (!row) continue;
        // A claim whose request never answered (its server stopped, maybe after saving the work) is not taken
        // over before it expires: the form gets a new key when the page is opened again.
        if (Date.parse(toIso(row.created_at) ?? '') < Date.now() - IDEMPOTENCY_TTL_MS) {
          await app.db(TABLE).where({ id: row.id, created_at: row.created_at }).del();
          continue;
        }
        if (row.fingerprint !== fingerprint)
          throw httpError(
            422,
            'BAD_REQUEST',
            'This Idempotency-Key was already used for a different request. Please send a new key.',
          );
        if (row.status_code === null || row.status_code === undefined) break;
        return replay(reply, Number(row.status_code), String(row.reply ?? ''));
      }
      throw conflict('This request is already being handled.');
    }

    async function complete(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const owned = req.idempotencyClaim;
      if (!owned) return payload;
      req.idempotencyClaim = null;
      // A refusal (4xx) changed nothing: the key is free for the corrected form. A success, and a server
      // error (which may come after the work was saved), are given again to every repeat: never run twice.
      const kept = typeof payload === 'string' && (reply.statusCode < 400 || reply.statusCode >= 500);
      try {
        if (kept) await app.db(TABLE).where(owned).update({ status_code: reply.statusCode, reply: payload });
        else await app.db(TABLE).where(owned).del();
      } catch (err) {
        // The key then stays claimed: repeats are refused (409), never run twice.
        req.log.error({ err }, 'idempotency key not completed');
      }
      return payload;
    }

    const list = <T>(hook: T | T[] | undefined): T[] =>
      hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config || !(route.config as { idempotent?: boolean }).idempotent) return;
      route.preHandler = [...list(route.preHandler), claim] as RouteOptions['preHandler'];
      route.onSend = [...list(route.onSend), complete] as RouteOptions['onSend'];
      const schema = route.schema ?? {};
      const errorRef = Type.Ref('ErrorBody');
      route.schema = {
        ...schema,
        // TypeBox, not a bare object: multipart routes check their parts with TypeBox (lib/schema.ts checkPart).
        headers: schema.headers ?? IdempotencyHeaders,
        response: { 409: errorRef, 422: errorRef, ...(schema.response as object | undefined) },
      };
    });
  },
  { name: 'idempotency', dependencies: ['database'] },
);
