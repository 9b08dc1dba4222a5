import { DEFAULT_LOCALE, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { localizeMessage } from '../../i18n/messages/index.js';
import { DEFAULT_COOKIE_TEXT } from '../settings/defaults.js';
import { readerLocale } from './terms.js';

/**
 * The cookie-notice text per language. Readers get the operator's text in their language, else the
 * operator's English (or settings) text. While that is still the built-in sentence, readers get it in their
 * own language instead: nobody wrote it, so there is no wording of the operator's to keep.
 */
export function cookiePolicies(app: FastifyInstance) {
  const db = app.db;
  return {
    async read(lang: string | undefined) {
      const language = readerLocale(lang);
      const rows = await db('cookie_policies').whereIn('language', [...new Set([language, DEFAULT_LOCALE])]);
      const own = rows.find((r) => r.language === language);
      if (own) return { cookie_text: String(own.cookie_text ?? ''), language };
      const english = rows.find((r) => r.language === DEFAULT_LOCALE);
      const fallback = english
        ? String(english.cookie_text ?? '')
        : (await app.settings.get('policies')).cookie_text;
      if (fallback.trim() === DEFAULT_COOKIE_TEXT)
        return { cookie_text: localizeMessage(DEFAULT_COOKIE_TEXT, language), language };
      return { cookie_text: fallback, language: DEFAULT_LOCALE };
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
