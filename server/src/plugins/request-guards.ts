import { OptionalKind } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import { hardenRouteSchema } from '../lib/validation.js';

/** Deeper JSON than this is refused before it is parsed; no request of the portal needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** How deeply brackets nest in a JSON text, ignoring those inside strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * Guards every route gets without asking: request schemas are hardened when the route is added (bounded
 * numbers, capped page sizes; see lib/validation.ts), and JSON bodies nested absurdly deep are a 400.
 * Registered before any module so their routes pass through the hook.
 */
export default fp(
  async function requestGuards(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      hardenRouteSchema(route.schema as Record<string, unknown> | undefined);
      if (hasOptionalBody(route)) route.preValidation = [noBodyIsEmpty, ...asList(route.preValidation)];
    });

    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        // Clients often label a request JSON without sending anything; that is no body, not a broken one.
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        if (jsonDepth(text) > MAX_JSON_DEPTH) {
          done(badRequest('The request is nested too deeply.'));
          return;
        }
        parseJson(req, text, (err, value) => {
          // Fastify refuses a "__proto__" key (kept: it could poison prototypes) with the same error as
          // broken JSON; text that JSON.parse reads was refused for that key, so say so instead.
          if (err && isPlainJson(text))
            return done(badRequest('The request contains a field name that is not allowed (__proto__).'));
          done(err, value);
        });
      },
    );
  },
  { name: 'request-guards' },
);

/** JSON.parse keeps "__proto__" as a plain own key, so it only tells whether the text is valid JSON. */
function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A body declared `Type.Optional(...)` may be left out ("no list means all"); it is then checked as `{}`. */
function hasOptionalBody(route: RouteOptions): boolean {
  const body = (route.schema as { body?: Record<symbol, unknown> } | undefined)?.body;
  return typeof body === 'object' && body !== null && body[OptionalKind] === 'Optional';
}

async function noBodyIsEmpty(req: FastifyRequest): Promise<void> {
  if ((req.body === undefined || req.body === null) && !req.isMultipart()) req.body = {};
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
