import { DEFAULT_LOCALE } from '@portal/contracts';
import type { Knex } from 'knex';
import { textsIn } from '../catalogue/translations.js';
import type { ItemRow } from './repo.js';

/**
 * The order keeps the names it was bought under (default language). Readers see them in the language of
 * their page where the catalogue has one, so staff working in German read the German service names.
 */
export async function itemsInLanguage(
  db: Knex,
  items: Map<number, ItemRow[]>,
  locale: string,
): Promise<Map<number, ItemRow[]>> {
  if (!locale || locale === DEFAULT_LOCALE) return items;
  const all = [...items.values()].flat();
  const ids = (kind: ItemRow['kind']) => [
    ...new Set(all.filter((i) => i.kind === kind).map((i) => Number(i.item_id))),
  ];
  const [services, options] = await Promise.all([
    textsIn(db, 'service', ids('service'), locale),
    textsIn(db, 'option', ids('option'), locale),
  ]);
  const out = new Map<number, ItemRow[]>();
  for (const [orderId, rows] of items) {
    out.set(
      orderId,
      rows.map((r) => {
        const name = (r.kind === 'service' ? services : options).get(Number(r.item_id))?.name;
        return name ? { ...r, name } : r;
      }),
    );
  }
  return out;
}
