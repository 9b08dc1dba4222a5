import { INVISIBLE_CHARS } from '@portal/contracts';

const HIDDEN = new RegExp(`[${INVISIBLE_CHARS}]`, 'g');

/** Profile texts (company, address, phone ...) kept as staff will read them. */
const PROFILE_TEXTS = [
  'firstname',
  'lastname',
  'phone',
  'address',
  'city',
  'post_code',
  'company_name',
  'company_reg',
  'web_url',
] as const;

/**
 * The profile texts of a change without characters that alter how they read unseen (NUL, direction
 * overrides, zero-width spaces). Dropped rather than refused: such marks come along when a number or an
 * address is pasted, and earlier saves may hold them, which must not make every later save of the form fail.
 */
export function withVisibleTexts<T extends Record<string, unknown>>(change: T): T {
  const out: Record<string, unknown> = { ...change };
  for (const key of PROFILE_TEXTS)
    if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(HIDDEN, '');
  return out as T;
}
