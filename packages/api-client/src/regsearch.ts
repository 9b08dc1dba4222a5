import type { Http } from './http.js';

/** Calls of the regsearch area. */
export function regsearchApi(_http: Http) {
  return {};
}
