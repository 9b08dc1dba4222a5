// The terms an access is made with: how long it runs, its rate, its websites and its keys.
import { parseDate } from '@portal/domain';
import { badRequest } from '../../lib/errors.js';
import { newKey } from './keys.js';
import { canonicalOrigin } from './public-auth.js';
import { today } from './repo.js';

/** How long access bought with credits lasts (and how far a renewal reaches from the day it is made). */
export const BOUGHT_DAYS = 365;
/**
 * Requests per minute of an access a customer asks for. Every visitor of the dealer's site calls with the
 * same publishable key, and one visit to the widget takes about 8 calls (config, the five steps of the
 * vehicle chain, stages, the quote), so the old 60 were used up by ~7 visitors a minute. 600 carries ~75
 * visits a minute; no single address can take more than a tenth of it (see the per-address limit in
 * public-routes.ts), so someone copying the public key cannot block the widget from one machine.
 */
export const DEFAULT_RATE = 600;

export const addDays = (day: string, days: number) =>
  today(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000));

export function checkDates(start: string, end: string) {
  // Not Date.parse: it rolls 2020-02-30 over into March instead of refusing it.
  if (parseDate(start) === null || parseDate(end) === null)
    throw badRequest('Please give valid start and expiry dates.');
  if (end < start) throw badRequest('The expiry date must not be before the start date.');
}

/**
 * The websites as browsers name them in Origin (lower-case host, no default port, no trailing slash), so
 * "https://dealer.example:443" matches the page at https://dealer.example.
 */
export const uniqueOrigins = (list: string[]) => [
  ...new Set(
    list.map((o) => {
      const origin = canonicalOrigin(o);
      // A host in letters of another script grows as punycode: it must still fit where quotes keep it.
      if (!origin || origin.length > 190)
        throw badRequest(
          'Please enter each website as its address only, e.g. https://dealer.example.',
          'website_url',
        );
      return origin;
    }),
  ),
];

/** A new publishable and secret key: the columns stored (hashes) and the keys shown once. */
export function freshKeys() {
  const pk = newKey('publishable');
  const sk = newKey('secret');
  return {
    columns: { pk_prefix: pk.prefix, pk_hash: pk.hash, sk_prefix: sk.prefix, sk_hash: sk.hash },
    keys: { publishable_key: pk.key, secret_key: sk.key },
  };
}
