import { DEFAULT_LOCALE, LOCALES, type Translatable } from '@portal/contracts';
import type { Knex } from 'knex';
import { insertRows, type TranslationRow } from './catalogue-i18n.js';
import { STOREFRONT_TEXTS, type StorefrontTexts } from './storefront-texts/index.js';

type Db = Knex | Knex.Transaction;

/** The records themselves hold the default language; every other language gets a translation row. */
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const EN = STOREFRONT_TEXTS[DEFAULT_LOCALE];

const known = <K extends string>(texts: Record<K, unknown>, name: string): name is K =>
  Object.hasOwn(texts, name);

function rowsFor(
  entity: Translatable,
  id: number,
  field: TranslationRow['field'],
  text: (t: StorefrontTexts) => string,
): TranslationRow[] {
  return OTHER_LOCALES.map((locale) => ({
    entity,
    entity_id: id,
    locale,
    field,
    value: text(STOREFRONT_TEXTS[locale]),
  }));
}

/** The demo shop's categories and products (matched by their English names) in every other language. */
export async function seedShopTranslations(db: Db): Promise<void> {
  const rows: TranslationRow[] = [];
  for (const c of await db('shop_categories').select('id', 'name')) {
    const name: string = c.name;
    if (known(EN.categories, name))
      rows.push(...rowsFor('shop_category', Number(c.id), 'name', (t) => t.categories[name]));
  }
  for (const p of await db('shop_products').select('id', 'name')) {
    const name: string = p.name;
    if (!known(EN.products, name)) continue;
    const id = Number(p.id);
    rows.push(...rowsFor('shop_product', id, 'name', (t) => t.products[name]));
    rows.push(
      ...rowsFor('shop_product', id, 'short_description', (t) => t.shortDescription(t.products[name])),
    );
    rows.push(
      ...rowsFor('shop_product', id, 'description', (t) => `<p>${t.description(t.products[name])}</p>`),
    );
  }
  await insertRows(db, rows);
}

/** The demo shop's shipping methods (matched by their English names) and their delivery times in every other language. */
export async function seedShippingTranslations(db: Db): Promise<void> {
  const rows: TranslationRow[] = [];
  const times = EN.deliveryTimes;
  for (const m of await db('shop_shipping_methods').select(
    'id',
    'name',
    'local_shipping_time',
    'international_shipping_time',
  )) {
    const name: string = m.name;
    if (!known(EN.shippingMethods, name)) continue;
    const id = Number(m.id);
    rows.push(...rowsFor('shop_shipping', id, 'name', (t) => t.shippingMethods[name]));
    const local: string = m.local_shipping_time;
    if (known(times, local))
      rows.push(...rowsFor('shop_shipping', id, 'local_time', (t) => t.deliveryTimes[local]));
    const international: string = m.international_shipping_time;
    if (known(times, international))
      rows.push(...rowsFor('shop_shipping', id, 'international_time', (t) => t.deliveryTimes[international]));
  }
  await insertRows(db, rows);
}

/** The home page's demo selling points (matched by their English titles) in every other language. */
export async function seedSellingPointTranslations(db: Db): Promise<void> {
  const rows: TranslationRow[] = [];
  for (const w of await db('why_choose_us').select('id', 'title')) {
    const title: string = w.title;
    if (!known(EN.sellingPoints, title)) continue;
    const id = Number(w.id);
    rows.push(...rowsFor('why_choose_us', id, 'name', (t) => t.sellingPoints[title].title));
    rows.push(...rowsFor('why_choose_us', id, 'description', (t) => t.sellingPoints[title].description));
  }
  await insertRows(db, rows);
}
