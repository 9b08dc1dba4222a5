import type { FastifyRequest } from 'fastify';

/** Secrets that must never reach a log line, wherever they sit in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-access-token"]',
  'headers.cookie',
  'req.headers["x-api-key"]',
  'headers["x-api-key"]',
  '*.password',
  '*.pass',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.api_key',
  'publishable_key',
  'secret_key',
  '*.publishable_key',
  '*.secret_key',
  'keys.publishable_key',
  'keys.secret_key',
  '*.keys.publishable_key',
  '*.keys.secret_key',
  '*.smtp_password',
];

/**
 * Requests are logged by method and path only: query strings carry tokens (the websocket's `?token=`),
 * keys and personal data, so they are dropped rather than filtered.
 */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
  };
}

export function loggerOptions(level: string): Record<string, unknown> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog },
  };
}
