import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { httpError } from '../../lib/errors.js';
import { randomToken, sha256 } from './tokens.js';

const TTL_MS = 10 * 60_000;

/** Self-hosted image captcha; answers are stored hashed in the database so any instance can check them. */
export function captchas(app: FastifyInstance) {
  return {
    async create(): Promise<{ captcha_id: string; svg: string }> {
      const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true });
      const id = randomToken(16);
      await app.db('captchas').where('expires_at', '<', new Date()).delete();
      await app.db('captchas').insert({
        id,
        answer_hash: sha256(text.toLowerCase()),
        expires_at: new Date(Date.now() + TTL_MS),
      });
      return { captcha_id: id, svg: data };
    },

    /** Throws unless the answer is right; a captcha can be tried once. */
    async check(id: string | undefined, answer: string | undefined): Promise<void> {
      if (!id || !answer)
        throw httpError(400, 'CAPTCHA_REQUIRED', 'Please type the characters shown in the picture.');
      const row = await app.db('captchas').where({ id }).andWhere('expires_at', '>', new Date()).first();
      await app.db('captchas').where({ id }).delete();
      if (!row || row.answer_hash !== sha256(answer.trim().toLowerCase())) {
        throw httpError(
          400,
          'CAPTCHA_INVALID',
          'The characters did not match the picture. Please try again.',
        );
      }
    },
  };
}
