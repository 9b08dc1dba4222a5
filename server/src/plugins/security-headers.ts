import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (pages, files, API). The policy is the same for every request,
 * so Helmet's middleware is built once here; the Fastify wrapper built it again, parsing the whole
 * Content-Security-Policy, on each request.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const apply = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Browsers ignore HSTS over plain HTTP; sent only where the portal is reached over TLS.
      strictTransportSecurity: app.config.publicUrl.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
    app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
