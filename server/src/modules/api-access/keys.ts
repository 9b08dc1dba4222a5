import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API keys in the style of payment APIs: `pk_live_` (publishable, for the browser widget) or `sk_live_`
 * (secret, for the dealer's server), then 40 random base62 characters. The first PREFIX_LENGTH characters are
 * stored readable to find the row and to show the dealer which key it is; the whole key is stored only as a
 * SHA-256 hash (a key has ~238 random bits, so a slow password hash would add nothing).
 */
export type KeyKind = 'publishable' | 'secret';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 40;
export const PREFIX_LENGTH = 16;
const KEY_PATTERN = /^(pk|sk)_live_[A-Za-z0-9]{40}$/;

const lead = (kind: KeyKind) => (kind === 'publishable' ? 'pk_live_' : 'sk_live_');

function randomText(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      // 248 is the largest multiple of 62 below 256: dropping bytes above it keeps every character equally likely.
      if (b < 248 && out.length < length) out += ALPHABET[b % 62];
    }
  }
  return out;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export function newKey(kind: KeyKind): NewKey {
  const key = `${lead(kind)}${randomText(RANDOM_LENGTH)}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashKey(key) };
}

/** Which kind a presented key claims to be, and its lookup prefix; null when it cannot be a key at all. */
export function parseKey(key: string): { kind: KeyKind; prefix: string } | null {
  if (!KEY_PATTERN.test(key)) return null;
  return { kind: key.startsWith('pk_') ? 'publishable' : 'secret', prefix: key.slice(0, PREFIX_LENGTH) };
}

/** Constant-time comparison of a presented key with a stored hash. */
export function keyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
