import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
type Dict = { [key: string]: string | Dict };

function flatten(d: Dict, prefix = '', out: Record<string, unknown> = {}) {
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}
const load = (lng: string) => JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as Dict;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const en = flatten(load('en'));

/** Every key the code asks for: t('desktop...') in the desktop app and the shared staff screens. */
function usedKeys(): string[] {
  const roots = [path.resolve(dir, '../..'), path.resolve(dir, '../../../../packages/ui/src/staff')];
  const keys = new Set<string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
        for (const m of readFileSync(p, 'utf8').matchAll(/['`](desktop\.[a-z_]+(?:\.[a-z_0-9]+)+)['`]/g))
          keys.add(m[1]);
    }
  };
  for (const r of roots) walk(r);
  return [...keys];
}

describe('desktop dictionaries', () => {
  it('exist for exactly the locales of the contracts, everything under "desktop"', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
    for (const lng of LOCALES) expect(Object.keys(load(lng)), lng).toEqual(['desktop']);
  });

  it('have every key the code uses', () => {
    const missing = usedKeys().filter((k) => !(k in en));
    expect(missing).toEqual([]);
  });

  for (const lng of LOCALES.filter((l) => l !== 'en')) {
    it(`${lng}: every key of en, no others, none empty, same placeholders`, () => {
      const dict = flatten(load(lng));
      expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(typeof dict[key] === 'string' && (dict[key] as string).trim() !== '', `${lng}: ${key}`).toBe(
          true,
        );
        expect(placeholders(dict[key] as string), `${lng}: ${key}`).toEqual(placeholders(value as string));
      }
    });
  }
});
