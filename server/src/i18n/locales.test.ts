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

const en = load('en');
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
    it(`${lng} has every key of en, no others, none empty, same placeholders`, () => {
      const dict = load(lng);
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
