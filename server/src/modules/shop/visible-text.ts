import { INVISIBLE_CHARS } from '@portal/contracts';
import { badRequest } from '../../lib/errors.js';

/** Characters that change how a text reads without being seen (NUL, direction overrides, zero-width spaces). */
const HIDDEN = new RegExp(`[${INVISIBLE_CHARS}]`, 'gu');
/**
 * What shows nothing at either end of a text: white space, format characters (zero-width joiners, the soft
 * hyphen, word joiners ...) and the blank fillers of Hangul and Braille.
 */
const BLANK = '[\\s\\p{Cf}\\u115f\\u1160\\u2800\\u3164\\uffa0]+';
const EDGES = new RegExp(`^${BLANK}|${BLANK}$`, 'gu');

/**
 * A text as a person reads it: invisible characters dropped (as the profile texts are, see lib/visible-text),
 * then trimmed of whatever shows nothing at its ends. Inside, joiners stay: Persian and emoji need them.
 */
export function visibleText(value: string): string {
  return value.replace(HIDDEN, '').replace(EDGES, '');
}

/**
 * A text that must show something, as `visibleText` keeps it; an empty one (spaces, a zero-width space) is
 * refused with `message`, naming `field` so that a form shows it there. Pass the message in msg(): it is
 * translated.
 */
export function requiredText(value: string, field: string, message: string): string {
  const text = visibleText(value);
  if (!text) throw badRequest(message, field);
  return text;
}
