import { formatCreditsIn, formatMoneyIn } from '../numbers.js';

/**
 * Puts the server's English messages into the reader's language. Messages are written in English where
 * they arise (errors, confirmations); this finds the template a message was made from, translates it and
 * puts the values back - values that are themselves known texts (the names in "... not found.") are
 * translated too. Anything unknown stays as it is, so a message is never lost.
 */
export type MessageDictionary = Record<string, string>;

interface Pattern {
  template: string;
  regex: RegExp;
}

const PLACEHOLDER = /\{\{p(\d)\}\}/g;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value that is a day of the calendar ("2026-12-07", as messages put it) the way the reader writes one
 * ("7. Dezember 2026"); anything else, and a day that does not exist, as it is.
 */
function dayText(value: string, language: string): string | null {
  if (!ISO_DAY.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  } catch {
    return null;
  }
}
type AmountKind = 'credits' | 'money';

/**
 * The messages whose values are amounts, by template and placeholder: credits as `formatCredits` writes
 * them ("3.5"), money as `formatMoney` does ("12.34 EUR"). Only these are rewritten: elsewhere a decimal
 * value is a version, a code, a name or what a person typed, and stays as written.
 */
const AMOUNTS: Record<string, Partial<Record<number, AmountKind>>> = {
  'The customer has only {{p0}} credits available.': { 0: 'credits' },
  'The customer has only {{p0}} of balance available.': { 0: 'money' },
  'The customer has only {{p0}} credits available; the credit note takes back {{p1}}.': {
    0: 'credits',
    1: 'credits',
  },
  'The customer has only {{p0}} of balance available; the credit note takes back {{p1}}.': {
    0: 'money',
    1: 'money',
  },
};
const CREDITS = /^-?\d+(?:\.\d{1,2})?$/;
const MONEY = /^(-?\d+\.\d{2}) ([A-Z]{3})$/;

/** An amount the way the reader writes one ("0,1", "12,34 €"); null when the value is not one. */
function amountText(kind: AmountKind | undefined, value: string, language: string): string | null {
  if (kind === 'money') {
    const money = MONEY.exec(value);
    return money ? formatMoneyIn(Math.round(Number(money[1]) * 100), money[2], language) : null;
  }
  if (kind === 'credits' && CREDITS.test(value))
    return formatCreditsIn(Math.round(Number(value) * 100), language);
  return null;
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createLocalizer(english: MessageDictionary, dictionaries: Record<string, MessageDictionary>) {
  // Templates with values, most literal text first, so that "A {{p0}} B" wins over "{{p0}} B".
  const patterns: Pattern[] = Object.keys(english)
    .filter((t) => /\{\{p\d\}\}/.test(t))
    .sort((a, b) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length)
    .map((template) => ({
      template,
      regex: new RegExp(
        `^${template
          .split(/(\{\{p\d\}\})/)
          .map((part) => (/^\{\{p\d\}\}$/.test(part) ? '(.+?)' : escapeRegex(part)))
          .join('')}$`,
        's',
      ),
    }));

  function localize(text: string, language: string, depth = 0): string {
    const dictionary = dictionaries[language];
    if (!dictionary || !text) return text;
    const exact = dictionary[text];
    if (exact) return exact;
    if (depth > 1) return text;
    for (const { template, regex } of patterns) {
      const match = regex.exec(text);
      if (!match) continue;
      const translated = dictionary[template];
      if (!translated) return text;
      const order = [...template.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
      const values: string[] = [];
      order.forEach((p, i) => {
        values[p] = match[i + 1] ?? '';
      });
      return translated.replace(PLACEHOLDER, (_, p: string) => {
        const value = values[Number(p)] ?? '';
        return (
          amountText(AMOUNTS[template]?.[Number(p)], value, language) ??
          dayText(value, language) ??
          localize(value, language, depth + 1)
        );
      });
    }
    return text;
  }
  return localize;
}
