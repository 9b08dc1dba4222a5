import { DEFAULT_LOCALE, isLocale } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { createLocalizer } from './localize.js';
import { messageDictionaries } from './resources.js';

const { en } = messageDictionaries;
// English too: its texts stay, but the values in them (a day) are written the English way.
const localize = createLocalizer(en ?? {}, messageDictionaries);

/** The server's English message in `language` (English when unknown). */
export function localizeMessage(text: string, language: string): string {
  return localize(text, language);
}

/**
 * The language the request asks for: the first tag of Accept-Language that is one of ours (the web app
 * sends the language picked in the page; browsers send their own), else null.
 */
export function requestedLanguage(req: FastifyRequest): string | null {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (isLocale(tag)) return tag;
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** The reader's language: the one the request asks for, else English. */
export function languageOf(req: FastifyRequest): string {
  return requestedLanguage(req) ?? DEFAULT_LOCALE;
}
