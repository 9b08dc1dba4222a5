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
        return dayText(value, language) ?? localize(value, language, depth + 1);
      });
    }
    return text;
  }
  return localize;
}
