import { DEFAULT_LOCALE, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { readerLocale } from './terms.js';

/**
 * The cookie-notice text per language. Readers get their language, else English, else the text the site
 * settings carry by default.
 */
export function cookiePolicies(app: FastifyInstance) {
  const db = app.db;
  return {
    async read(lang: string | undefined) {
      const language = readerLocale(lang);
      const rows = await db('cookie_policies').whereIn('language', [...new Set([language, DEFAULT_LOCALE])]);
      const row =
        rows.find((r) => r.language === language) ?? rows.find((r) => r.language === DEFAULT_LOCALE);
      if (row) return { cookie_text: String(row.cookie_text ?? ''), language: String(row.language) };
      return { cookie_text: (await app.settings.get('policies')).cookie_text, language: DEFAULT_LOCALE };
    },

    async save(actor: User, input: { cookie_text: string; language?: string }) {
      const cookie_text = input.cookie_text.trim();
      if (!cookie_text) throw badRequest('Please enter the cookie notice text.');
      const language = input.language ?? DEFAULT_LOCALE;
      await db.transaction(async (trx) => {
        await trx('cookie_policies')
          .insert({ language, cookie_text, updated_at: new Date() })
          .onConflict('language')
          .merge(['cookie_text', 'updated_at']);
        await audit(trx, actor._id, 'policies.update', 'cookie_policies', null, { language });
      });
      return { cookie_text, language };
    },
  };
}
