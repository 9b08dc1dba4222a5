import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Dict = { [key: string]: string | Dict };
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Dict;
const load = (lng: string): Dict =>
  Object.assign({}, read(`catalogue/${lng}.json`), read(`regsearch/${lng}.json`));
const text = (d: Dict, key: string): string | undefined => {
  const v = key.split('.').reduce<string | Dict | undefined>((o, k) => (typeof o === 'object' ? o[k] : o), d);
  return typeof v === 'string' ? v : undefined;
};
/** The unit of a `{{value}} unit` text, e.g. "馬力" of "{{value}} 馬力". */
const unitOf = (d: Dict, key: string) => (text(d, key) ?? '').replace('{{value}}', '').trim().toLowerCase();

/** Labels that name the horsepower unit, on the vehicle statistics pages and in the registration search. */
const POWER_LABELS = [
  'regsearch.fields.hp',
  'regsearch.fields.stock_hp',
  'catalogue.vehicles.stock_hp',
  'catalogue.vehicles.tuned_hp',
  'catalogue.prices.stock_power',
  'catalogue.prices.tuned_power',
];

/** Labels that name the torque unit (values: `regsearch.units.nm`). */
const TORQUE_LABELS = [
  'regsearch.fields.torque',
  'regsearch.fields.stock_torque',
  'catalogue.vehicles.stock_torque',
  'catalogue.vehicles.tuned_torque',
  'catalogue.prices.stock_torque',
  'catalogue.prices.tuned_torque',
];

/** Labels that name the kilowatt unit (values: `regsearch.units.kw`). */
const KW_LABELS = ['regsearch.fields.kw', 'regsearch.figures.power_kw', 'catalogue.vehicles.stock_kw'];

/** Labels that name the engine size unit (values: `regsearch.units.cc`). */
const CC_LABELS = ['regsearch.fields.engine_cc', 'catalogue.vehicles.engine_cc'];

/*
 * Power and torque values are written with the registration search's unit texts on the vehicle statistics
 * page too (VariantFigures, GainChart), so one word per language: a copy of its own in the catalogue would
 * drift (it read "hp" in Japanese beside the search's "馬力").
 */
describe('power units', () => {
  it('have one text each, in the registration search, not a second copy in the catalogue', () => {
    for (const lng of LOCALES) {
      const d = load(lng);
      for (const key of ['catalogue.vehicles.hp', 'catalogue.vehicles.nm'])
        expect(text(d, key), `${lng} ${key}`).toBeUndefined();
      for (const key of [
        'regsearch.units.hp',
        'regsearch.units.bhp',
        'regsearch.units.nm',
        'regsearch.units.kw',
      ])
        expect(unitOf(d, key), `${lng} ${key}`).not.toBe('');
    }
  });

  it('name horsepower with the same word in every label of a language as in its values', () => {
    for (const lng of LOCALES) {
      const d = load(lng);
      const hp = unitOf(d, 'regsearch.units.hp');
      for (const key of POWER_LABELS) expect(text(d, key)?.toLowerCase(), `${lng} ${key}`).toContain(hp);
      const bhp = unitOf(d, 'regsearch.units.bhp');
      for (const key of ['regsearch.fields.bhp', 'regsearch.menu.powers'])
        expect(text(d, key)?.toLowerCase(), `${lng} ${key}`).toContain(bhp);
    }
  });

  // "純正トルク (Nm)" above values written "N·m", or "(kW)" above "千瓦", reads as two different units.
  it.each([
    ['torque', 'regsearch.units.nm', TORQUE_LABELS],
    ['kilowatts', 'regsearch.units.kw', KW_LABELS],
    ['engine size', 'regsearch.units.cc', CC_LABELS],
  ] as const)(
    'name %s with the same word in every label of a language as in its values',
    (_, unitKey, labels) => {
      for (const lng of LOCALES) {
        const d = load(lng);
        const unit = unitOf(d, unitKey);
        for (const key of labels) expect(text(d, key)?.toLowerCase(), `${lng} ${key}`).toContain(unit);
      }
    },
  );
});
