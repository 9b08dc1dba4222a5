import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { httpError } from '../../lib/errors.js';
import { hashCode, randomCode } from './tokens.js';

export type CodePurpose = 'verify' | 'forgot' | 'reset_token' | 'invite' | 'email_change';

/**
 * Wrong answers a code survives. A forgot-password code is asked for by someone who is not signed in, so a
 * stranger could otherwise burn the owner's code with five guesses; its guesses are limited per address and
 * per account by the route instead, and the code dies only after many (a bound on distributed guessing).
 * Reset tokens and invitations are long random secrets taken by `redeem`, which counts no wrong answers.
 * An e-mail change code goes to the new address and is typed in by the signed-in owner, as a verify code.
 */
const MAX_ATTEMPTS: Record<CodePurpose, number> = {
  verify: 5,
  forgot: 30,
  reset_token: 5,
  invite: 5,
  email_change: 5,
};
/** An invitation waits a week: the new colleague may not read mail the day the account is made. */
export const CODE_MINUTES: Record<CodePurpose, number> = {
  verify: 30,
  forgot: 15,
  reset_token: 15,
  invite: 7 * 24 * 60,
  email_change: 30,
};

/** The one answer to a wrong, expired or unknown forgot-password code, whether or not the account exists. */
export const forgotCodeRefused = () =>
  httpError(
    400,
    'CODE_INVALID',
    'The code is not correct or has expired. Please check it or ask for a new one.',
  );

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
  /** The newest unused code of a purpose: the only one that can still be used. */
  const liveCode = (userId: number, purpose: CodePurpose) =>
    app
      .db<CodeRow>('auth_codes')
      .where({ user_id: userId, purpose })
      .whereNull('consumed_at')
      .orderBy('id', 'desc')
      .first();

  return {
    /** Spends the time and queries of a wrong guess without touching any code (unknown accounts). */
    async decoy(code: string): Promise<void> {
      hash('forgot', 0, code);
      await app.db('auth_codes').where({ user_id: 0, purpose: 'forgot' }).whereNull('consumed_at').first();
      await app.db('auth_codes').where({ id: -1 }).increment('attempts', 1);
    },

    /**
     * Issues a new code and retires the earlier ones of the same purpose; within `within` when given, so a
     * record and its code are written together or not at all.
     */
    async issue(
      userId: number,
      purpose: CodePurpose,
      code = randomCode(),
      within?: Knex.Transaction,
    ): Promise<string> {
      const write = async (trx: Knex.Transaction) => {
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
      };
      await (within ? write(within) : app.db.transaction(write));
      return code;
    },

    /** Retires every unused code of a purpose (what it was for was called off). */
    async retire(userId: number, purpose: CodePurpose, within?: Knex.Transaction): Promise<void> {
      await (within ?? app.db)('auth_codes')
        .where({ user_id: userId, purpose })
        .whereNull('consumed_at')
        .update({ consumed_at: new Date() });
    },

    /**
     * Checks and consumes the live code; wrong answers count against it. With `uniform`, every failure answers
     * the same (forgot-password: nothing may tell a stranger more than "no").
     */
    async consume(userId: number, purpose: CodePurpose, code: string, uniform = false): Promise<void> {
      const max = MAX_ATTEMPTS[purpose];
      const row = await liveCode(userId, purpose);
      const expires = row ? toIso(row.expires_at) : null;
      if (!row || !expires || new Date(expires) < new Date() || row.attempts >= max) {
        if (uniform) throw forgotCodeRefused();
        throw httpError(
          400,
          'CODE_EXPIRED',
          'This code has expired or was used too many times. Please ask for a new one.',
        );
      }
      if (row.code_hash !== hash(purpose, userId, code)) {
        await app.db('auth_codes').where({ id: row.id }).increment('attempts', 1);
        if (uniform) throw forgotCodeRefused();
        const left = max - row.attempts - 1;
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
      if (used !== 1 && uniform) throw forgotCodeRefused();
      if (used !== 1)
        throw httpError(400, 'CODE_EXPIRED', 'This code was already used. Please ask for a new one.');
    },

    /**
     * Consumes a live secret (a reset token or an invitation): true when it matched and was still unused.
     * A secret cannot be guessed, so a wrong one only answers no: it does not use up the real one, and
     * nothing tells whether the account has a live secret at all.
     */
    async redeem(userId: number, purpose: 'reset_token' | 'invite', secret: string): Promise<boolean> {
      const row = await liveCode(userId, purpose);
      const given = Buffer.from(hash(purpose, userId, secret));
      const stored = Buffer.from(row?.code_hash ?? '');
      const matches = given.length === stored.length && timingSafeEqual(given, stored);
      const expires = row ? toIso(row.expires_at) : null;
      if (!row || !matches || !expires || new Date(expires) < new Date()) return false;
      const used = await app
        .db('auth_codes')
        .where({ id: row.id })
        .whereNull('consumed_at')
        .update({ consumed_at: new Date() });
      return used === 1;
    },
  };
}
