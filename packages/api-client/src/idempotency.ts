/**
 * A new random id for one submission of a form that moves money, sent as the Idempotency-Key header: the server
 * answers a repeat under the same id with the first answer instead of running it again. getRandomValues works
 * outside secure contexts too (randomUUID does not), so plain-http installs get keys as well.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
