import { translator } from '../../i18n/index.js';
import { formatCreditsIn, formatMoneyIn } from '../../i18n/numbers.js';
import { shopWords } from '../shop/pdf-texts.js';

/**
 * A text stored as how to say it rather than as said, so it is put into the language of whoever reads it,
 * whenever that is: a key of a dictionary with its values, or several texts in a row. A plain string is
 * kept as written (names, what people wrote); values that are themselves phrases (a status, a reason) are
 * translated too. Dictionaries: the server's (`server/src/i18n/locales`), or the shop's screen texts.
 */
export type Phrase = string | number | Translated | Joined | Amount;
export interface Translated {
  key: string;
  params?: Record<string, Phrase>;
  dict?: 'shop';
}
export interface Joined {
  join: Phrase[];
  sep: string;
}

/** Money (minor units, with its currency) or credits (hundredths), written as the reader writes numbers. */
export type Amount = { money: number; currency: string } | { credits: number };

export const phrase = (key: string, params?: Record<string, Phrase>): Translated =>
  params ? { key, params } : { key };
export const shopPhrase = (key: string, params?: Record<string, Phrase>): Translated =>
  params ? { key, params, dict: 'shop' } : { key, dict: 'shop' };
export const moneyPhrase = (money: number, currency: string): Amount => ({ money, currency });
export const creditsPhrase = (credits: number): Amount => ({ credits });
/** Texts in a row; the empty ones (a reason not given) are left out. */
export const joined = (parts: Phrase[], sep = ' '): Joined => ({ join: parts, sep });

// Stored phrases are read back from the database: bound the nesting a damaged row could ask for.
const MAX_DEPTH = 4;

/** The phrase in `language` (English when unknown). */
export function render(p: Phrase, language: string | null | undefined, depth = 0): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number') return String(p);
  if (!p || typeof p !== 'object' || depth > MAX_DEPTH) return '';
  if ('join' in p) {
    if (!Array.isArray(p.join)) return '';
    return p.join
      .map((part) => render(part, language, depth + 1))
      .filter(Boolean)
      .join(typeof p.sep === 'string' ? p.sep : ' ');
  }
  if ('money' in p)
    return typeof p.money === 'number' && typeof p.currency === 'string'
      ? formatMoneyIn(p.money, p.currency, language)
      : '';
  if ('credits' in p) return typeof p.credits === 'number' ? formatCreditsIn(p.credits, language) : '';
  if (typeof p.key !== 'string') return '';
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(p.params ?? {}))
    values[name] = render(value, language, depth + 1);
  if (p.dict === 'shop') return shopWords(language).t(p.key, values);
  return translator(language)(p.key, values);
}

/** Whether the phrase is a plain text that reads the same in every language. */
export const isWritten = (p: Phrase): p is string => typeof p === 'string';
