import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpError } from '../../lib/errors.js';

/** Content-Disposition with the original name: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export const filesExpired = () =>
  httpError(
    410,
    'FILES_EXPIRED',
    'The files of this order were deleted after the retention period. Please ask us if you need them.',
  );

/** Streams a stored file as a download; the bytes never sit in memory. */
export async function sendStored(
  app: FastifyInstance,
  reply: FastifyReply,
  file: { key: string | null; name: string; size: number | string; expired?: boolean },
) {
  if (file.expired) throw filesExpired();
  if (!file.key) throw httpError(404, 'NOT_FOUND', 'There is no such file.');
  const stream = await app.storage.get(file.key).catch(() => {
    throw httpError(410, 'FILES_EXPIRED', 'The file is no longer available.');
  });
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
