import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (pages, files, API). The policy is the same for every request,
 * so Helmet's middleware runs once, at start-up, and the headers it sets are copied onto each reply (running
 * its chain of a dozen middlewares per request cost about 3 % of a short call). Set on the reply rather than
 * the raw response, they stay on error answers and a route can still replace one.
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
    const headers: Record<string, string> = {};
    const recorder = {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
      removeHeader: () => {},
    };
    let ran = false;
    apply({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
      if (err) throw err;
      ran = true;
    });
    // Helmet sets its headers synchronously; a version that did not would leave every answer without them.
    if (!ran || !headers['content-security-policy']) throw new Error('Helmet set no headers at start-up');
    app.addHook('onRequest', (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
