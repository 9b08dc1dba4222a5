import type { Http } from './http.js';

/** Calls of the tuning area. */
export function tuningApi(_http: Http) {
  return {};
}
