import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { httpError } from '../../lib/errors.js';
import { randomToken, sha256 } from './tokens.js';

interface RefreshRow {
  id: number;
  token_hash: string;
  user_id: number;
  family_id: string;
  impersonated_by: number | null;
  expires_at: unknown;
  used_at: unknown;
  revoked_at: unknown;
}

const invalid = () => httpError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');

export function sessionTokens(app: FastifyInstance) {
  const db = () => app.db;

  async function issueRefresh(
    trx: Knex | Knex.Transaction,
    userId: number,
    familyId: string,
    impersonatedBy: number | null,
  ): Promise<string> {
    const token = randomToken();
    await trx('refresh_tokens').insert({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      impersonated_by: impersonatedBy,
      expires_at: new Date(Date.now() + app.config.refreshTokenTtlDays * 86_400_000),
    });
    return token;
  }

  return {
    /** A new session family: an access token and its first refresh token. */
    async open(userId: number, impersonatedBy: number | null = null) {
      const refresh_token = await issueRefresh(db(), userId, randomToken(16), impersonatedBy);
      return { access_token: app.signAccessToken(userId, impersonatedBy), refresh_token };
    },

    /**
     * Trades a refresh token for a new pair. A token works once: presenting a used one means it was copied,
     * so the whole family is revoked and every holder has to sign in again.
     */
    async rotate(refreshToken: string) {
      const row = await db()<RefreshRow>('refresh_tokens')
        .where({ token_hash: sha256(refreshToken) })
        .first();
      if (!row || row.revoked_at) throw invalid();
      const expires = toIso(row.expires_at);
      if (!expires || new Date(expires) < new Date()) throw invalid();
      const claimed = await db()('refresh_tokens')
        .where({ id: row.id })
        .whereNull('used_at')
        .update({ used_at: new Date() });
      if (claimed !== 1) {
        await this.revokeFamily(row.family_id);
        throw invalid();
      }
      const refresh_token = await issueRefresh(db(), row.user_id, row.family_id, row.impersonated_by);
      return { access_token: app.signAccessToken(row.user_id, row.impersonated_by), refresh_token };
    },

    async revokeFamily(familyId: string) {
      await db()('refresh_tokens')
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

    async revokeAllForUser(userId: number, trx: Knex | Knex.Transaction = db()) {
      await trx('refresh_tokens')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: new Date() });
    },
  };
}
