import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { initI18n, LOCALE_AREAS } from './setup.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Dict = { [key: string]: string | Dict };

function flatten(d: Dict, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Dict;
const load = (lng: string) =>
  flatten(Object.assign({}, read(`${lng}.json`), ...LOCALE_AREAS.map((area) => read(`${area}/${lng}.json`))));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = load('en');

/**
 * A language whose words change with the number ("3 أرصدة", "5 kredytów") has plural forms beside a key
 * of en: the key and a suffix among its own plural categories. The key itself serves the others.
 */
function pluralOf(key: string, lng: string): string | null {
  const m = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  if (!m || !(m[1] in en)) return null;
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories.includes(m[2] as Intl.LDMLPluralRule)
    ? m[1]
    : null;
}
// en's own plural forms ("_one") are no keys every language must have: each has the forms its grammar has.
const enKeys = Object.keys(en)
  .filter((k) => !pluralOf(k, 'en'))
  .sort();
const enBase = new Set(enKeys);

describe('dictionaries', () => {
  it('exist for exactly the locales of the contracts', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
    for (const area of LOCALE_AREAS) {
      const inArea = readdirSync(path.join(dir, area))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(inArea, area).toEqual([...LOCALES].sort());
    }
  });

  it('keeps each area under its own top-level key', () => {
    for (const area of LOCALE_AREAS) {
      for (const lng of LOCALES)
        expect(
          Object.keys(read(`${area}/${lng}.json`)).filter((k) => k !== area),
          `${area}/${lng}`,
        ).toEqual([]);
    }
  });

  it('en has only non-empty strings', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  for (const lng of LOCALES.filter((l) => l !== 'en')) {
    it(`${lng} has every key of en, no others, none empty, same placeholders`, () => {
      const dict = load(lng);
      const missing = enKeys.filter((k) => !(k in dict));
      const extra = Object.keys(dict).filter((k) => !enBase.has(k) && !pluralOf(k, lng));
      // A plural form ("_few") says what its key says, so it has its placeholders.
      for (const key of Object.keys(dict).filter((k) => !enBase.has(k))) {
        const base = pluralOf(key, lng);
        if (base)
          expect(placeholders(dict[key] as string), `${lng}: placeholders of ${key}`).toEqual(
            placeholders(en[base] as string),
          );
      }
      expect(missing, `missing in ${lng}`).toEqual([]);
      expect(extra, `unknown in ${lng}`).toEqual([]);
      for (const key of enKeys) {
        const value = dict[key];
        expect(typeof value === 'string' && value.trim() !== '', `${lng}: ${key} is empty`).toBe(true);
        expect(placeholders(value as string), `${lng}: placeholders of ${key}`).toEqual(
          placeholders(en[key] as string),
        );
      }
    });
  }
});

describe('initI18n', () => {
  it('loads the chosen dictionary on demand and falls back to en', async () => {
    const i18n = await initI18n({ lng: 'de' });
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.save')).toBe(load('de')['common.save']);
    expect(i18n.t('validation.min_length', { min: 8 })).toContain('8');
  });

  it('names an amount of credits in the form its number takes', async () => {
    const total = async (lng: string, count: number) =>
      (await initI18n({ lng })).t('orders.form.total', { credits: String(count), count });
    expect(await total('ar', 1)).toBe('السعر: 1 رصيد');
    expect(await total('ar', 2)).toBe('السعر: 2 رصيدان');
    expect(await total('ar', 10)).toBe('السعر: 10 أرصدة');
    expect(await total('ar', 50)).toBe('السعر: 50 رصيدًا');
    expect(await total('ar', 100)).toBe('السعر: 100 رصيد');
    expect(await total('pl', 1)).toBe('Cena: 1 kredyt');
    expect(await total('pl', 3)).toBe('Cena: 3 kredyty');
    expect(await total('pl', 5)).toBe('Cena: 5 kredytów');
    expect(await total('ru', 21)).toBe('Цена: 21 кредит');
    expect(await total('cs', 4)).toBe('Cena: 4 kredity');
    expect(await total('ro', 20)).toBe('Preț: 20 de credite');
    const ar = await initI18n({ lng: 'ar' });
    expect(ar.t('credits.buy.package', { name: 'Starter', amount: '10', count: 10 })).toBe(
      'Starter: 10 أرصدة',
    );
    expect(ar.t('credits.header.balance', { available: '5', reserved: '0', count: 5 })).toBe(
      '5 أرصدة (0 محجوز)',
    );
  });

  it('names one credit in the singular', async () => {
    const t = async (lng: string, key: string, count: number) =>
      (await initI18n({ lng })).t(key, { credits: String(count), count });
    expect(await t('en', 'orders.form.total', 1)).toBe('Price: 1 credit');
    expect(await t('en', 'orders.form.total', 2)).toBe('Price: 2 credits');
    expect(await t('de', 'orders.form.balance', 1)).toBe('Verfügbar: 1 Credit');
    expect(await t('fr', 'orders.form.total', 1)).toBe('Prix : 1 crédit');
    expect(await t('es', 'orders.form.total', 1)).toBe('Precio: 1 crédito');
    expect(await t('en', 'apiAccess.renew.submit_priced', 1)).toBe('Renew for 1 credit');
    expect(await t('pl', 'apiAccess.renew.submit_priced', 3)).toBe('Odnów za 3 kredyty');
    expect(await t('ar', 'apiAccess.renew.submit_priced', 50)).toBe('تجديد مقابل 50 رصيدًا');
    const en = await initI18n({ lng: 'en' });
    expect(en.t('credits.header.balance', { available: '1', reserved: '0', count: 1 })).toBe(
      '1 credit (0 reserved)',
    );
    expect(en.t('credits.buy.package', { name: 'Starter', amount: '1', count: 1 })).toBe('Starter: 1 credit');
  });

  it('keeps pt-br as its own language and ignores unknown ones', async () => {
    const br = await initI18n({ lng: 'pt-br' });
    expect(br.language).toBe('pt-br');
    expect(br.t('common.cancel')).toBe(load('pt-br')['common.cancel']);
    const unknown = await initI18n({ lng: 'xx' });
    expect(unknown.language).toBe('en');
    expect(unknown.t('common.cancel')).toBe('Cancel');
  });
});
