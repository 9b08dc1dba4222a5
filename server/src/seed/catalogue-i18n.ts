import { DEFAULT_LOCALE, LOCALES, type Translatable } from '@portal/contracts';
import type { Knex } from 'knex';
import { CATALOGUE_TEXTS, type CatalogueTexts, serviceDescription } from './catalogue-texts/index.js';

type Db = Knex | Knex.Transaction;
export interface TranslationRow {
  entity: Translatable;
  entity_id: number;
  locale: string;
  field: 'name' | 'short_description' | 'description' | 'local_time' | 'international_time';
  value: string;
}

/** The records themselves hold the default language; every other language gets a translation row. */
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const EN = CATALOGUE_TEXTS[DEFAULT_LOCALE];

const known = <K extends string>(texts: Record<K, unknown>, name: string): name is K =>
  Object.hasOwn(texts, name);

function rowsFor(
  entity: Translatable,
  id: number,
  field: TranslationRow['field'],
  text: (t: CatalogueTexts) => string,
): TranslationRow[] {
  return OTHER_LOCALES.map((locale) => ({
    entity,
    entity_id: id,
    locale,
    field,
    value: text(CATALOGUE_TEXTS[locale]),
  }));
}

export async function insertRows(db: Db, rows: TranslationRow[]): Promise<void> {
  // Batches keep the statement small enough for SQLite's variable limit.
  for (let i = 0; i < rows.length; i += 100)
    await db('catalogue_translations').insert(rows.slice(i, i + 100));
}

/**
 * Writes the demo texts of the services, options and credit packages the demo catalogue created (matched by
 * their English names) in every other language.
 */
export async function seedCatalogueTranslations(trx: Knex.Transaction): Promise<void> {
  const rows: TranslationRow[] = [];
  for (const s of await trx('services').select('id', 'service_name')) {
    const name: string = s.service_name;
    if (!known(EN.services, name)) continue;
    rows.push(...rowsFor('service', Number(s.id), 'name', (t) => t.services[name].name));
    rows.push(...rowsFor('service', Number(s.id), 'description', (t) => serviceDescription(t, name)));
  }
  for (const o of await trx('service_options').select('id', 'option_name')) {
    const name: string = o.option_name;
    if (known(EN.options, name))
      rows.push(...rowsFor('option', Number(o.id), 'name', (t) => t.options[name]));
  }
  for (const p of await trx('price_items').select('id', 'credits')) {
    const credits = Number(p.credits) / 100;
    rows.push(...rowsFor('price_item', Number(p.id), 'name', (t) => t.credits(credits)));
  }
  await insertRows(trx, rows);
}

/** The demo vehicle types ("Car", "Truck", "Tractor") in every other language. */
export async function seedVehicleTypeTranslations(trx: Knex.Transaction): Promise<void> {
  const rows: TranslationRow[] = [];
  for (const v of await trx('vehicle_types').select('id', 'name')) {
    const name: string = v.name;
    if (known(EN.vehicleTypes, name))
      rows.push(...rowsFor('vehicle_type', Number(v.id), 'name', (t) => t.vehicleTypes[name]));
  }
  await insertRows(trx, rows);
}

/** The demo download's title and description in every other language. */
export async function seedDownloadTranslations(db: Db, id: number): Promise<void> {
  await insertRows(db, [
    ...rowsFor('download', id, 'name', (t) => t.download.title),
    ...rowsFor('download', id, 'description', (t) => t.download.description),
  ]);
}
