import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../lib/errors.js';

// Argon2id (the library's default algorithm), memory-hard; parameters above the OWASP minimum.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when no user matches, so a wrong username costs the same time as a wrong password. */
let decoy: Promise<string> | null = null;
export const decoyHash = () => {
  decoy ??= hashPassword('decoy-password-never-used');
  return decoy;
};

/** Passwords of eight characters or more that lists of leaked passwords start with. */
const COMMON = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcdefgh',
  'abc12345',
  'abcd1234',
  'iloveyou',
  'letmein1',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'admin123',
  'changeme',
  'starwars',
  'computer',
  'whatever',
]);

/**
 * A new password must not be one of the commonest, a single repeated character, or (when known) the user
 * name, the e-mail address or its part before the @: each is the first thing an attacker tries.
 */
export function checkNewPassword(
  password: string,
  who: { username?: string | null; email?: string | null } = {},
) {
  const p = password.trim().toLowerCase();
  const own = [who.username, who.email, who.email?.split('@')[0]]
    .filter((v): v is string => !!v)
    .map((v) => v.trim().toLowerCase());
  if (own.includes(p))
    throw badRequest('Choose a password that is not your user name or e-mail address.', 'password');
  if (COMMON.has(p) || /^(.)\1*$/.test(p))
    throw badRequest('This password is too easy to guess. Choose a longer or less common one.', 'password');
}
