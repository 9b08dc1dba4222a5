import { isLocale, type Permission, type Translatable } from '@portal/contracts';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../lib/errors.js';
import { escapeLike } from '../../lib/like.js';
import { OPTION_FIELD, storedOptions } from '../shop/extra-options.js';
import { sanitizeRichText } from '../shop/rich-text.js';

type Db = Knex | Knex.Transaction;
type Field = 'name' | 'short_description' | 'description' | 'local_time' | 'international_time';
export type Texts = Partial<Record<Field, string>> & {
  /** Shop products: their extra options' names, by the option's key. */
  extra_options?: Record<string, string>;
};

/** Adds one stored row to a record's texts: an option's name goes under its key. */
function withRow(texts: Texts | undefined, field: string, value: string): Texts {
  if (!field.startsWith(OPTION_FIELD)) return { ...texts, [field]: value };
  return { ...texts, extra_options: { ...texts?.extra_options, [field.slice(OPTION_FIELD.length)]: value } };
}

interface Source {
  table: string;
  /** The record's own (default-language) column of each field it has; a field it lacks is null. */
  name: string | null;
  description: string | null;
  short_description?: string;
  /** Shipping methods: their delivery times, free text shown at checkout. */
  local_time?: string;
  international_time?: string;
  /** The description is rich text (shop products): translations are cleaned as the record's own is. */
  rich?: boolean;
  /** Who may edit the record, and so its texts. */
  permission: Permission;
}

/** Where each translatable record keeps its default-language texts, and who may edit it. */
export const TRANSLATABLE_SOURCES: Record<Translatable, Source> = {
  service: {
    table: 'services',
    name: 'service_name',
    description: 'description',
    permission: 'tuning_services',
  },
  option: { table: 'service_options', name: 'option_name', description: null, permission: 'tuning_services' },
  price_item: {
    table: 'price_items',
    name: 'name',
    description: 'description',
    permission: 'tuning_services',
  },
  vehicle_type: {
    table: 'vehicle_types',
    name: 'name',
    description: null,
    permission: 'vehicle_statistics.types.edit',
  },
  download: { table: 'file_links', name: 'title', description: 'description', permission: 'miscellaneous' },
  shop_product: {
    table: 'shop_products',
    name: 'name',
    short_description: 'short_description',
    description: 'description',
    rich: true,
    permission: 'shop_manager.product.edit',
  },
  shop_category: {
    table: 'shop_categories',
    name: 'name',
    description: null,
    permission: 'shop_manager.category.edit',
  },
  shop_shipping: {
    table: 'shop_shipping_methods',
    name: 'name',
    description: null,
    local_time: 'local_shipping_time',
    international_time: 'international_shipping_time',
    permission: 'shop_manager.shipping_method.edit',
  },
  // Fault codes: the code is the same in every language, only its meaning is translated.
  p_code: { table: 'p_codes', name: null, description: 'description', permission: 'miscellaneous' },
  df_code: { table: 'df_codes', name: null, description: 'description', permission: 'miscellaneous' },
  b_code: { table: 'b_codes', name: null, description: 'description', permission: 'miscellaneous' },
  why_choose_us: {
    table: 'why_choose_us',
    name: 'title',
    description: 'description',
    permission: 'settings',
  },
};

const table = (db: Db) => db('catalogue_translations');

/** Texts of `ids` in one language: id -> texts; languages without a text are simply absent. */
export async function textsIn(
  db: Db,
  entity: Translatable,
  ids: number[],
  locale: string,
): Promise<Map<number, Texts>> {
  const out = new Map<number, Texts>();
  if (!ids.length) return out;
  const rows = await table(db).where({ entity, locale }).whereIn('entity_id', ids);
  for (const r of rows) out.set(Number(r.entity_id), withRow(out.get(Number(r.entity_id)), r.field, r.value));
  return out;
}

/**
 * Replaces each record's name (and description) by the reader's language where one is given; the default
 * language's text stays where none is. `pick` and `put` read and write the record's own fields.
 */
export async function localize<T>(
  db: Db,
  entity: Translatable,
  locale: string,
  records: T[],
  idOf: (r: T) => number,
  put: (r: T, texts: Texts) => T,
): Promise<T[]> {
  const texts = await textsIn(db, entity, records.map(idOf), locale);
  return records.map((r) => {
    const t = texts.get(idOf(r));
    return t ? put(r, t) : r;
  });
}

/** Every language's texts of one record (default language excluded). */
export async function allTexts(db: Db, entity: Translatable, id: number): Promise<Record<string, Texts>> {
  await exists(db, entity, id);
  const out: Record<string, Texts> = {};
  for (const r of await table(db).where({ entity, entity_id: id }).orderBy(['locale', 'field'])) {
    out[r.locale] = withRow(out[r.locale], r.field, r.value);
  }
  return out;
}

function missing(entity: Translatable) {
  if (entity === 'service') return notFound('Service');
  if (entity === 'option') return notFound('Option');
  if (entity === 'price_item') return notFound('Price item');
  if (entity === 'download') return notFound('Download');
  if (entity === 'shop_product') return notFound('Product');
  if (entity === 'shop_category') return notFound('Category');
  if (entity === 'shop_shipping') return notFound('Shipping method');
  if (entity === 'vehicle_type') return notFound('Vehicle type');
  return notFound('Entry');
}

async function exists(db: Db, entity: Translatable, id: number) {
  if (!(await db(TRANSLATABLE_SOURCES[entity].table).where({ id }).first('id'))) throw missing(entity);
}

/** Sets the given languages' texts of one record; an empty text removes that language's text. */
export async function saveTexts(
  trx: Knex.Transaction,
  entity: Translatable,
  id: number,
  translations: Record<string, Texts>,
): Promise<void> {
  await exists(trx, entity, id);
  const source = TRANSLATABLE_SOURCES[entity];
  const put = async (locale: string, field: string, value: string) => {
    const key = { entity, entity_id: id, locale, field };
    await table(trx).where(key).delete();
    if (value) await table(trx).insert({ ...key, value });
  };
  for (const [locale, texts] of Object.entries(translations)) {
    if (!isLocale(locale)) throw badRequest(`"${locale}" is not one of the site's languages.`);
    const { extra_options: options, ...fields } = texts;
    if (options && Object.keys(options).length) {
      if (entity !== 'shop_product') throw badRequest('This record has no such text to translate.');
      const row = await trx('shop_products').where({ id }).first('extra_options');
      const keys = new Set(storedOptions(row?.extra_options).map((o) => o.key));
      for (const [optionKey, raw] of Object.entries(options)) {
        if (!keys.has(optionKey)) throw badRequest('This record has no such text to translate.');
        await put(locale, OPTION_FIELD + optionKey, raw.trim());
      }
    }
    for (const [field, raw] of Object.entries(fields) as [Field, string | undefined][]) {
      if (raw === undefined) continue;
      if (field === 'description' && !source.description)
        throw badRequest('This record has no description to translate.');
      if (!source[field]) throw badRequest('This record has no such text to translate.');
      await put(
        locale,
        field,
        field === 'description' && source.rich ? sanitizeRichText(raw).trim() : raw.trim(),
      );
    }
  }
}

/** Removes a deleted record's texts in every language. */
export async function dropTexts(db: Db, entity: Translatable, ids: number[]): Promise<void> {
  if (ids.length) await table(db).where({ entity }).whereIn('entity_id', ids).delete();
}

/**
 * Ids of records whose texts in any language contain `text` (for search in the reader's language): every
 * translated field, or only `fields` where the search in the default language looks at those alone.
 */
export function idsNamed(db: Db, entity: Translatable, text: string, fields?: string[]): Knex.QueryBuilder {
  const query = table(db)
    .where({ entity })
    .whereRaw(`value LIKE ? ESCAPE '!'`, [`%${escapeLike(text)}%`]);
  if (fields) query.whereIn('field', fields);
  return query.select('entity_id');
}
