import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Six random digits, easy to type from an e-mail. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are short, so they are hashed with a server-side pepper: a leaked table alone reveals nothing. */
export const hashCode = (pepper: string, purpose: string, userId: number, code: string) =>
  createHmac('sha256', pepper).update(`${purpose}:${userId}:${code.trim()}`).digest('hex');
