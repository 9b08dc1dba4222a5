import { describe, expect, it } from 'vitest';
import { BUDGET, buildWidget } from './build.mjs';
import { KEYS, LINES } from './src/dictionary.js';
import { LOCALES } from '@portal/contracts';

describe('dealer widget', () => {
  it('builds to one file of at most 30 KB gzipped', async () => {
    const { code, gzipped } = await buildWidget();
    expect(code.length).toBeGreaterThan(1000);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  }, 60_000);

  it('has every text in all 31 languages', () => {
    expect(Object.keys(LINES).sort()).toEqual([...LOCALES].sort());
    for (const [lang, line] of Object.entries(LINES)) {
      const values = line.split('|');
      expect(values, lang).toHaveLength(KEYS.length);
      for (const v of values) expect(v.trim(), lang).not.toBe('');
    }
  });
});
