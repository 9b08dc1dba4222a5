import { createHash, randomBytes } from 'node:crypto';
import type { ShopExtraOption } from '@portal/contracts';
import { parseJson } from '../../db/helpers.js';

export type KeyedOption = ShopExtraOption & { key: string };

/** Where an option's name in another language is kept: a translation field of the product. */
export const OPTION_FIELD = 'option:';

/**
 * Options stored before they had keys get one from their name (unique within the product): stable until
 * the product is next saved, which then stores it.
 */
const keyOfName = (name: string) =>
  createHash('sha1').update(name.trim().toLowerCase()).digest('hex').slice(0, 10);

/** A product's extra options as stored, each with its key. */
export function storedOptions(json: string | null | undefined): KeyedOption[] {
  return parseJson<ShopExtraOption[]>(json, []).map((o) => ({ ...o, key: o.key || keyOfName(o.name) }));
}

/**
 * Keys for the options staff saved: an option keeps the key it was sent with when the product has it, or
 * else the key of the option it had under the same name; a new option gets a new key. So its names in
 * other languages follow it when it is moved or renamed.
 */
export function keyedOptions(
  options: { name: string; price: number; key?: string }[],
  before: KeyedOption[],
): KeyedOption[] {
  const known = new Set(before.map((o) => o.key));
  const used = new Set<string>();
  return options.map((o) => {
    const same = before.find((b) => b.name.toLowerCase() === o.name.toLowerCase())?.key;
    let key = o.key && known.has(o.key) && !used.has(o.key) ? o.key : same && !used.has(same) ? same : '';
    while (!key || used.has(key)) key = randomBytes(5).toString('hex');
    used.add(key);
    return { name: o.name, price: o.price, key };
  });
}
