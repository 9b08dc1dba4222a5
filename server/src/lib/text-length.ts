/**
 * How many characters a text has, counted as the request schemas count `maxLength` (Ajv counts code
 * points): an emoji is one character, where JavaScript's `.length` counts it as two UTF-16 units. Every
 * length limit a person is told ("at most 200 characters") is checked with this. MariaDB counts a
 * VARCHAR(n) of utf8mb4 in characters the same way, so a text within the limit fits its column.
 */
export function textLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    count++;
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

/**
 * The first `max` characters of a text, counted as `textLength` counts them: a preview never ends in half
 * of an emoji (a lone surrogate, which shows as a broken sign and is not valid UTF-8 for a push service).
 */
export function cutText(text: string, max: number): string {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (count === max) return text.slice(0, i);
    count++;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return text;
}
