import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether Accept-Encoding takes `coding` (named with a weight above 0; `*` does not count). */
function takes(header: string, coding: string): boolean {
  return header.split(',').some((item) => {
    const [name, ...params] = item.split(';').map((p) => p.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * A page made per request, compressed as the browser accepts (a fast brotli level: the page is a few tens of
 * KB and made for one answer), never cached stale.
 */
export function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language');
  if (takes(accepts, 'br'))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (takes(accepts, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
