import { DEFAULT_LOCALE, type ShopOrderLine, type Translatable } from '@portal/contracts';
import type { Knex } from 'knex';
import { localize, type Texts, textsIn } from '../catalogue/translations.js';
import type { CategoryRow, ProductRow, ShippingRow } from './repo.js';

type Db = Knex | Knex.Transaction;

/** Shop rows with the texts staff gave in `locale` put in; rows in the default language are left as they are. */
function shopRowsIn<T extends { id: unknown }>(
  db: Db,
  entity: Translatable,
  locale: string,
  rows: T[],
  put: (r: T, t: Texts) => T,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || !rows.length) return Promise.resolve(rows);
  return localize(db, entity, locale, rows, (r) => Number(r.id), put);
}

/**
 * Products with their name, descriptions and category name in `locale` where one is given; the default
 * language's texts stay where none is (and staff, who read in the default language, pay no lookup).
 */
export async function productsIn<T extends ProductRow>(db: Db, locale: string, rows: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || !rows.length) return rows;
  const named = await shopRowsIn(db, 'shop_product', locale, rows, (r, t) => ({
    ...r,
    name: t.name || r.name,
    short_description: t.short_description || r.short_description,
    description: t.description || r.description,
    option_labels: t.extra_options,
  }));
  const categoryIds = [...new Set(rows.flatMap((r) => (r.category_id ? [Number(r.category_id)] : [])))];
  const categories = await textsIn(db, 'shop_category', categoryIds, locale);
  return named.map((r) => {
    const name = r.category_id ? categories.get(Number(r.category_id))?.name : undefined;
    return name ? { ...r, category_name: name } : r;
  });
}

/** Categories named in `locale` where a name is given. */
export function categoriesIn(db: Db, locale: string, rows: CategoryRow[]): Promise<CategoryRow[]> {
  return shopRowsIn(db, 'shop_category', locale, rows, (r, t) => ({ ...r, name: t.name || r.name }));
}

/**
 * Shipping methods named, and their delivery times given, in `locale` where staff wrote them; the default
 * language's where not. Checkout stores the method so, as it does its lines' names.
 */
export function shippingIn<T extends ShippingRow>(db: Db, locale: string, rows: T[]): Promise<T[]> {
  return shopRowsIn(db, 'shop_shipping', locale, rows, (r, t) => ({
    ...r,
    name: t.name || r.name,
    local_shipping_time: t.local_time || r.local_shipping_time,
    international_shipping_time: t.international_time || r.international_shipping_time,
  }));
}

/**
 * The lines named as the buyer saw them in the shop: the product's and its picked options' names in
 * `language` where staff gave them, the default names where not. Stored so, the order and its invoice keep
 * the language it was bought in.
 */
export async function namedIn(db: Db, lines: ShopOrderLine[], language: string): Promise<ShopOrderLine[]> {
  if (language === DEFAULT_LOCALE) return lines;
  const texts = await textsIn(
    db,
    'shop_product',
    lines.map((l) => l.product_id),
    language,
  );
  return lines.map((l) => {
    const t = texts.get(l.product_id);
    return {
      ...l,
      name: t?.name || l.name,
      selected_extra_options: l.selected_extra_options.map((o) => ({
        ...o,
        name: (o.key && t?.extra_options?.[o.key]) || o.name,
      })),
    };
  });
}
