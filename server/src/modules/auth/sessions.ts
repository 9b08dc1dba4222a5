import { hasPermission, type SessionItem, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';
import { httpError } from '../../lib/errors.js';
import { suspendedUntil, type UserRow } from '../users/mapper.js';
import { randomToken, sha256 } from './tokens.js';
import { describeUserAgent } from './user-agent.js';

interface RefreshRow {
  id: number;
  token_hash: string;
  user_id: number;
  family_id: string;
  impersonated_by: number | null;
  expires_at: unknown;
  used_at: unknown;
  revoked_at: unknown;
  created_at: unknown;
  ip: string;
  user_agent: string;
}

/** Where a session was opened or refreshed from, kept for the person's list of sessions. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** What decides whether someone may still be signed in as another user. */
export type ImpersonatorRow = Pick<
  UserRow,
  'role_id' | 'status' | 'verified' | 'suspended_until' | 'permissions'
>;

/**
 * Whether the one who opened an impersonated session may still hold it: the account exists, is verified,
 * active and not suspended, and still has the right to sign in as a dealer (admins hold every right).
 * Checked on every call (the auth plugin) and every refresh, so losing any of it ends their sessions.
 */
export function mayImpersonate(row: ImpersonatorRow | null | undefined): boolean {
  if (!row?.verified || Number(row.status) !== USER_STATUS.ACTIVE || suspendedUntil(row)) return false;
  const user = { role_id: Number(row.role_id), permissions: parseJson(row.permissions, {}) };
  return hasPermission(user, 'dealers_manager.login_to_dealer_account');
}

const invalid = () => httpError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
const clip = (v: string | undefined, n: number) => (v ?? '').slice(0, n);
/** How long a used refresh token may still be traded once more (see rotate). */
const REUSE_GRACE_MS = 30_000;

/**
 * A session is a family of refresh tokens: each refresh retires the token and issues the next. Access tokens
 * name their family (`sid`) and the user's token version (`ver`), so revoking a family, or bumping the
 * version, ends the session's access tokens too (checked on every call by the auth plugin).
 */
export function sessionTokens(app: FastifyInstance) {
  const db = () => app.db;

  async function issueRefresh(
    trx: Knex | Knex.Transaction,
    userId: number,
    familyId: string,
    impersonatedBy: number | null,
    client: ClientInfo,
  ): Promise<string> {
    const token = randomToken();
    await trx('refresh_tokens').insert({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      impersonated_by: impersonatedBy,
      expires_at: new Date(Date.now() + app.config.refreshTokenTtlDays * 86_400_000),
      created_at: new Date(),
      ip: clip(client.ip, 45),
      user_agent: clip(client.userAgent, 255),
    });
    return token;
  }

  const versionOf = async (userId: number, trx: Knex | Knex.Transaction = db()) =>
    Number((await trx<UserRow>('users').where({ id: userId }).first('token_version'))?.token_version ?? 0);

  return {
    /** A new session: an access token and the first refresh token of a new family. */
    async open(
      userId: number,
      impersonatedBy: number | null = null,
      client: ClientInfo = {},
      trx: Knex | Knex.Transaction = db(),
    ) {
      const sid = randomToken(16);
      const refresh_token = await issueRefresh(trx, userId, sid, impersonatedBy, client);
      const ver = await versionOf(userId, trx);
      return { access_token: app.signAccessToken(userId, impersonatedBy, { sid, ver }), refresh_token };
    },

    /**
     * Trades a refresh token for a new pair. A token works once: presenting a used one means it was copied,
     * so the whole family is revoked and every holder has to sign in again. Once, within REUSE_GRACE_MS of
     * its use, it is still traded (for a pair of its own): two tabs of one browser refreshing at the same
     * moment, or a retry after an answer lost on the way, must not sign the person out.
     */
    async rotate(refreshToken: string, client: ClientInfo = {}) {
      const row = await db()<RefreshRow>('refresh_tokens')
        .where({ token_hash: sha256(refreshToken) })
        .first();
      if (!row || row.revoked_at) throw invalid();
      const expires = toIso(row.expires_at);
      if (!expires || new Date(expires) < new Date()) throw invalid();
      const user = await db()<UserRow>('users').where({ id: row.user_id }).first();
      const impersonator = row.impersonated_by
        ? await db()<UserRow>('users').where({ id: row.impersonated_by }).first()
        : null;
      if (!user || suspendedUntil(user) || (row.impersonated_by && !mayImpersonate(impersonator))) {
        await this.revokeFamily(row.family_id);
        throw invalid();
      }
      const claimed = await db()('refresh_tokens')
        .where({ id: row.id })
        .whereNull('used_at')
        .update({ used_at: new Date() });
      if (claimed !== 1) {
        // The second trade is claimed like the first: once, and only soon after the token was used.
        const regraced = await db()('refresh_tokens')
          .where({ id: row.id })
          .whereNull('grace_used_at')
          .where('used_at', '>', new Date(Date.now() - REUSE_GRACE_MS))
          .update({ grace_used_at: new Date() });
        if (regraced !== 1) {
          await this.revokeFamily(row.family_id);
          throw invalid();
        }
      }
      const refresh_token = await issueRefresh(db(), row.user_id, row.family_id, row.impersonated_by, client);
      const session = { sid: row.family_id, ver: Number(user.token_version ?? 0) };
      return { access_token: app.signAccessToken(row.user_id, row.impersonated_by, session), refresh_token };
    },

    async revokeFamily(familyId: string, trx: Knex | Knex.Transaction = db()) {
      await trx('refresh_tokens')
        .where({ family_id: familyId })
        .whereNull('revoked_at')
        .update({ revoked_at: new Date() });
    },

    async revokeByToken(refreshToken: string) {
      const row = await db()<RefreshRow>('refresh_tokens')
        .where({ token_hash: sha256(refreshToken) })
        .first();
      if (row) await this.revokeFamily(row.family_id);
    },

    /** Ends every session of the user, except `keep` (the one asking, when it changes its own password). */
    async revokeAllForUser(userId: number, trx: Knex | Knex.Transaction = db(), keep?: string | null) {
      const q = trx('refresh_tokens').where({ user_id: userId }).whereNull('revoked_at');
      if (keep) q.whereNot({ family_id: keep });
      await q.update({ revoked_at: new Date() });
    },

    /** Ends every token of the user at once, including access tokens issued without a session. */
    async bumpVersion(userId: number, trx: Knex | Knex.Transaction = db()) {
      await trx('users').where({ id: userId }).increment('token_version', 1);
    },

    /** Ends one session of the user; answers false when the user has no such open session. */
    async revokeOne(userId: number, familyId: string, trx: Knex | Knex.Transaction = db()): Promise<boolean> {
      const n = await trx('refresh_tokens')
        .where({ user_id: userId, family_id: familyId })
        .whereNull('revoked_at')
        .update({ revoked_at: new Date() });
      return n > 0;
    },

    /** The user's open sessions, most recently active first. */
    async list(userId: number, currentSid: string | null): Promise<SessionItem[]> {
      const rows = await db()<RefreshRow>('refresh_tokens')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .where('expires_at', '>', new Date())
        .orderBy('id', 'asc');
      const families = new Map<string, { first: RefreshRow; last: RefreshRow }>();
      for (const r of rows) {
        const f = families.get(r.family_id);
        if (f) f.last = r;
        else families.set(r.family_id, { first: r, last: r });
      }
      // A family whose newest token was already traded in has no live token: it is over.
      return [...families.entries()]
        .filter(([, f]) => !f.last.used_at)
        .map(([sid, { first, last }]) => ({
          _id: sid,
          created_at: toIso(first.created_at) ?? new Date(0).toISOString(),
          last_active_at: toIso(last.created_at) ?? new Date(0).toISOString(),
          ip: last.ip ?? '',
          user_agent: last.user_agent ?? '',
          client: describeUserAgent(last.user_agent ?? ''),
          impersonated: last.impersonated_by !== null && last.impersonated_by !== undefined,
          current: sid === currentSid,
        }))
        .sort((a, b) => b.last_active_at.localeCompare(a.last_active_at));
    },
  };
}
