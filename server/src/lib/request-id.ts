import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request in the logs: the `x-request-id` a trusted proxy set (so one id follows a request
 * through proxy and portal), else a fresh one. An untrusted client cannot choose it.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers['x-request-id'];
  if (trustProxy && typeof given === 'string' && SAFE.test(given)) return given;
  return randomUUID();
}
