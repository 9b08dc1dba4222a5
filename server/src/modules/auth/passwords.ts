import { hash, verify } from '@node-rs/argon2';

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
