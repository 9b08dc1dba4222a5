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
      return translated.replace(PLACEHOLDER, (_, p: string) =>
        localize(values[Number(p)] ?? '', language, depth + 1),
      );
    }
    return text;
  }
  return localize;
}
