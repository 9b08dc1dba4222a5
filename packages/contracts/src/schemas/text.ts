import { Type } from '@sinclair/typebox';

/**
 * Characters that change how a text reads without being seen, as a regular-expression class body: C0/C1
 * controls (NUL included), zero-width characters, bidirectional overrides and isolates (U+202E shows
 * "abc" as "cba") and the byte-order mark.
 */
export const INVISIBLE_CHARS =
  '\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff';

/**
 * A name as a person types it: once trimmed (the server stores it trimmed) 1 to `max` characters, with no
 * invisible ones. Up to 20 surrounding spaces are allowed for.
 */
export const PersonName = (max: number) => {
  const visible = `[^\\s${INVISIBLE_CHARS}]`;
  return Type.String({
    maxLength: max + 20,
    pattern: `^\\s*${visible}(?:[^${INVISIBLE_CHARS}]{0,${max - 2}}${visible})?\\s*$`,
  });
};

/** A new password: long enough, and not only spaces. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 200, pattern: '\\S' });
