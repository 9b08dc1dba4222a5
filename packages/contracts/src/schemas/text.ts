import { Type } from '@sinclair/typebox';

/** Invisible characters other than C0 controls (see INVISIBLE_CHARS). */
const INVISIBLE_OTHERS = '\\u007f-\\u009f\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff';

/**
 * Characters that change how a text reads without being seen, as a regular-expression class body: C0/C1
 * controls (NUL included), the zero-width space, direction marks, bidirectional overrides and isolates
 * (U+202E shows "abc" as "cba") and the byte-order mark. The zero-width (non-)joiners U+200C and U+200D are
 * not among them: Persian and the Indic scripts write words with them, and emoji are joined by them.
 */
export const INVISIBLE_CHARS = `\\u0000-\\u001f${INVISIBLE_OTHERS}`;

/** One line of text as a person types it: at most `max` characters, none of them invisible. */
export const LineText = (max: number, min = 0) =>
  Type.String({ minLength: min, maxLength: max, pattern: `^[^${INVISIBLE_CHARS}]*$` });

/** Text of several lines: line breaks and tabs are kept, other invisible characters refused. */
export const BlockText = (max: number, min = 0) =>
  Type.String({
    minLength: min,
    maxLength: max,
    pattern: `^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f${INVISIBLE_OTHERS}]*$`,
  });

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
