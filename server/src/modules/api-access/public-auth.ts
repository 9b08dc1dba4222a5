import { ROLE, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/errors.js';
import { whereLike } from '../catalogue/listing.js';
import { suspendedUntil } from '../users/mapper.js';
import type { AccessCache, KeyRow } from './key-cache.js';
import { keyMatches, type KeyKind, parseKey } from './keys.js';
import { type AccessRow, originsOf, stateOf } from './repo.js';

/** What a public call needs beyond a valid key. */
export type Scope = 'read' | 'statistics' | 'quotes' | 'secret';

export interface PublicCaller {
  access: AccessRow;
  kind: KeyKind;
  /** The page's origin for browser calls; '' for the dealer's server. */
  origin: string;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, x-api-key, accept-language',
  'access-control-expose-headers': 'retry-after',
  'access-control-max-age': '600',
};

export function allowOrigin(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
  for (const [k, v] of Object.entries(CORS_HEADERS)) reply.header(k, v);
}

/**
 * A website as the browser names it in Origin: scheme, lower-case (punycoded) host and a port only when it
 * is not the scheme's default. Null for anything that is not an http(s) origin.
 */
export function canonicalOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return url.origin;
}

/** The access's websites as origins (rows stored before origins were normalised may hold ":443"). */
const websitesOf = (row: AccessRow) => originsOf(row).map((o) => canonicalOrigin(o) ?? o.toLowerCase());

/** Whether the key's owner may still use it: a verified, approved, not suspended customer. */
const ownerActive = (row: KeyRow) =>
  Number(row.owner_role) === ROLE.CUSTOMER &&
  Number(row.owner_status) === USER_STATUS.ACTIVE &&
  Boolean(Number(row.owner_verified)) &&
  !suspendedUntil({ suspended_until: row.owner_suspended_until });

const presentedKey = (req: FastifyRequest): string => {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return header.trim();
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  return '';
};

/**
 * A request made by a browser page: it names its origin, or its fetch metadata gives it away. Only
 * Sec-Fetch-Site counts: Node's own fetch sends Sec-Fetch-Mode too, from the dealer's server.
 */
const fromBrowser = (req: FastifyRequest) =>
  typeof req.headers.origin === 'string' || typeof req.headers['sec-fetch-site'] === 'string';

/**
 * Checks the key of a public call. Order matters: the key is proven first, then the page's origin (so only
 * the key's own websites get CORS headers, and with them a readable reason), then what the key may do now.
 */
export async function authenticate(
  app: FastifyInstance,
  keys: AccessCache,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
): Promise<PublicCaller> {
  const rawOrigin = typeof req.headers.origin === 'string' ? req.headers.origin.toLowerCase() : '';
  // A key refused outright still answers readably to a website that some access lists (as the preflight
  // already tells), so the widget there can say its key is wrong instead of "not allowed".
  const refuse = async (err: Error) => {
    if (rawOrigin && (await originListed(app, rawOrigin))) allowOrigin(reply, rawOrigin);
    return err;
  };
  const key = presentedKey(req);
  if (!key)
    throw await refuse(
      httpError(401, 'API_KEY_MISSING', 'An API key is required. Send it in the x-api-key header.'),
    );
  const parsed = parseKey(key);
  const column = parsed?.kind === 'secret' ? 'sk' : 'pk';
  const row = parsed ? await keys.byPrefix(column, parsed.prefix) : undefined;
  // Compared even when no row matched, so a wrong key takes as long as a wrong prefix.
  const valid = keyMatches(
    key,
    row ? (parsed?.kind === 'secret' ? row.sk_hash : row.pk_hash) : '0'.repeat(64),
  );
  if (!parsed || !row || !valid)
    throw await refuse(httpError(401, 'API_KEY_INVALID', 'This API key is not valid.'));

  if (parsed.kind === 'secret') {
    if (fromBrowser(req))
      throw await refuse(
        httpError(
          403,
          'SECRET_KEY_IN_BROWSER',
          'A secret key must never be used in a browser. Use the publishable key on web pages.',
        ),
      );
  } else {
    if (!rawOrigin || !websitesOf(row).includes(rawOrigin))
      throw httpError(403, 'ORIGIN_NOT_ALLOWED', 'This website is not allowed to use this API key.');
    allowOrigin(reply, rawOrigin);
  }

  if (!(await app.settings.all()).api_access)
    throw httpError(403, 'FEATURE_DISABLED', 'API access is not offered at the moment.');
  const state = stateOf(row);
  if (state === 'revoked') throw httpError(403, 'API_KEY_REVOKED', 'This API key has been revoked.');
  if (state === 'expired') throw httpError(403, 'API_KEY_EXPIRED', 'This API key has expired.');
  if (state === 'inactive') throw httpError(403, 'API_KEY_INACTIVE', 'This API key is not active.');
  if (!ownerActive(row))
    throw httpError(
      403,
      'API_KEY_INACTIVE',
      'This API key cannot be used at the moment because the account it belongs to is not active.',
    );

  if (scope === 'secret' && parsed.kind !== 'secret')
    throw httpError(403, 'API_KEY_SCOPE', 'This call needs the secret key.');
  if (scope === 'statistics' && row.api_for === 'quotes')
    throw httpError(403, 'API_KEY_SCOPE', 'This API key is not enabled for vehicle statistics.');
  if (scope === 'quotes' && row.api_for === 'vehicle_statistics')
    throw httpError(403, 'API_KEY_SCOPE', 'This API key is not enabled for quote requests.');
  return { access: row, kind: parsed.kind, origin: rawOrigin };
}

/**
 * Preflight: only origins some access lists may send the key header. Revoked and expired accesses count
 * too: their website is the one the dealer registered, and its widget should read that the key is no
 * longer valid; a site no access ever listed still learns nothing.
 */
export async function originListed(app: FastifyInstance, origin: string): Promise<boolean> {
  const q = app.db('api_access').select('website_url').limit(50);
  // Or followed by a port: a website stored before origins were normalised may carry its default port.
  q.where((w) => {
    whereLike(w, 'website_url', `"${origin}"`);
    whereLike(w, 'website_url', `"${origin}:`, 'contains', true);
  });
  const rows = (await q) as AccessRow[];
  return rows.some((r) => websitesOf(r).includes(origin));
}
