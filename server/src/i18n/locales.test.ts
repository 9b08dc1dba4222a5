import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

// The server dictionaries (e-mail texts): every locale must cover exactly the keys of en.json,
// with non-empty strings that use the same {{placeholders}}.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'locales');

function flatten(node: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = node;
  }
  return out;
}

const load = (lng: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

// A plural key ("credits_item_one", "credits_item_few") stands for its base ("credits_item#"): each language
// has the plural forms its own grammar has (Intl.PluralRules), no more and no fewer.
const PLURAL = /_(zero|one|two|few|many|other)$/;
function byBase(dict: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(dict)) {
    const base = PLURAL.test(k) ? `${k.replace(PLURAL, '')}#` : k;
    out[base] = PLURAL.test(k) ? (k.endsWith('_other') ? v : (out[base] ?? v)) : v;
  }
  return out;
}
const pluralForms = (dict: Record<string, unknown>, base: string) =>
  Object.keys(dict)
    .filter((k) => PLURAL.test(k) && k.replace(PLURAL, '') === base)
    .map((k) => k.match(PLURAL)![1])
    .sort();

const enFull = load('en');
const en = byBase(enFull);
const enKeys = Object.keys(en);

describe('server dictionaries', () => {
  it('exist for exactly the locales of the contracts', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  it('en has only non-empty strings', () => {
    expect(enKeys.length).toBeGreaterThan(0);
    expect(enKeys.filter((k) => !filled(en[k]))).toEqual([]);
  });

  for (const lng of LOCALES.filter((l) => l !== 'en')) {
    it(`${lng} has every key of en, no others, none empty, same placeholders, its own plural forms`, () => {
      const full = load(lng);
      const dict = byBase(full);
      const categories = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
      const wrongForms = enKeys
        .filter((k) => k.endsWith('#'))
        .filter((k) => pluralForms(full, k.slice(0, -1)).join() !== categories.join());
      expect(wrongForms, `plural forms other than ${categories.join()} in ${lng}`).toEqual([]);
      const formPlaceholders = Object.entries(full)
        .filter(([k, v]) => PLURAL.test(k) && filled(v))
        .filter(([k, v]) => {
          const other = enFull[`${k.replace(PLURAL, '')}_other`];
          return filled(other) && placeholders(v as string).join() !== placeholders(other).join();
        })
        .map(([k]) => k);
      expect(formPlaceholders, `plural forms with other placeholders in ${lng}`).toEqual([]);
      expect(
        enKeys.filter((k) => !(k in dict)),
        `missing in ${lng}`,
      ).toEqual([]);
      expect(
        Object.keys(dict).filter((k) => !(k in en)),
        `unknown in ${lng}`,
      ).toEqual([]);
      expect(
        enKeys.filter((k) => k in dict && !filled(dict[k])),
        `empty in ${lng}`,
      ).toEqual([]);
      const mismatched = enKeys
        .filter((k) => filled(dict[k]) && filled(en[k]))
        .filter((k) => placeholders(dict[k] as string).join() !== placeholders(en[k] as string).join())
        .map((k) => `${k}: ${JSON.stringify(dict[k])}`);
      expect(mismatched, `placeholders differing from en in ${lng}`).toEqual([]);
    });
  }
});
