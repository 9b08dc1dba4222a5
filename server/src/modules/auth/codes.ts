import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { httpError } from '../../lib/errors.js';
import { hashCode, randomCode } from './tokens.js';

export type CodePurpose = 'verify' | 'forgot' | 'reset_token';

const MAX_ATTEMPTS = 5;
export const CODE_MINUTES: Record<CodePurpose, number> = { verify: 30, forgot: 15, reset_token: 15 };

interface CodeRow {
  id: number;
  user_id: number;
  purpose: string;
  consumed_at: unknown;
  code_hash: string;
  attempts: number;
  expires_at: unknown;
}

/** One-time codes: random, stored hashed, expiring, and dead after a few wrong tries. */
export function oneTimeCodes(app: FastifyInstance) {
  const hash = (purpose: CodePurpose, userId: number, code: string) =>
    hashCode(app.config.codePepper, purpose, userId, code);

  return {
    /** Issues a new code and retires the earlier ones of the same purpose. */
    async issue(userId: number, purpose: CodePurpose, code = randomCode()): Promise<string> {
      await app.db.transaction(async (trx) => {
        await trx('auth_codes')
          .where({ user_id: userId, purpose })
          .whereNull('consumed_at')
          .update({ consumed_at: new Date() });
        await trx('auth_codes').insert({
          user_id: userId,
          purpose,
          code_hash: hash(purpose, userId, code),
          expires_at: new Date(Date.now() + CODE_MINUTES[purpose] * 60_000),
        });
      });
      return code;
    },

    /** Checks and consumes the live code; wrong answers count against it. */
    async consume(userId: number, purpose: CodePurpose, code: string): Promise<void> {
      const row = await app
        .db<CodeRow>('auth_codes')
        .where({ user_id: userId, purpose })
        .whereNull('consumed_at')
        .orderBy('id', 'desc')
        .first();
      const expires = row ? toIso(row.expires_at) : null;
      if (!row || !expires || new Date(expires) < new Date() || row.attempts >= MAX_ATTEMPTS) {
        throw httpError(
          400,
          'CODE_EXPIRED',
          'This code has expired or was used too many times. Please ask for a new one.',
        );
      }
      if (row.code_hash !== hash(purpose, userId, code)) {
        await app.db('auth_codes').where({ id: row.id }).increment('attempts', 1);
        const left = MAX_ATTEMPTS - row.attempts - 1;
        throw httpError(
          400,
          'CODE_INVALID',
          left > 0
            ? `The code is not correct. ${left} attempt(s) left.`
            : 'The code is not correct. Please ask for a new one.',
        );
      }
      const used = await app
        .db('auth_codes')
        .where({ id: row.id })
        .whereNull('consumed_at')
        .update({ consumed_at: new Date() });
      if (used !== 1)
        throw httpError(400, 'CODE_EXPIRED', 'This code was already used. Please ask for a new one.');
    },
  };
}
