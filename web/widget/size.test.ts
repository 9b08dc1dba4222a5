import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET, buildWidget } from './build.mjs';
import { dictionary, KEYS, LINES } from './src/dictionary.js';
import { LOCALES } from '@portal/contracts';

/** The units of the portal's own vehicle figures (the registration search result) in `lang`. */
const portalUnits = (lang: string): Record<'hp' | 'kw' | 'nm', string> =>
  JSON.parse(
    readFileSync(new URL(`../../packages/i18n/locales/regsearch/${lang}.json`, import.meta.url), 'utf8'),
  ).regsearch.units;

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

  it('writes power and torque in each language as the portal does (185 PS in German)', () => {
    expect(dictionary('de').unit('hp', 185)).toBe('185 PS');
    for (const lang of LOCALES) {
      const { unit } = dictionary(lang);
      const units = portalUnits(lang);
      for (const k of ['hp', 'kw', 'nm'] as const)
        expect(unit(k, 185), `${lang} ${k}`).toBe(units[k].replace('{{value}}', '185'));
    }
  });
});
