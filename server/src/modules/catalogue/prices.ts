import type { PriceItem, PriceItemInput, User } from '@portal/contracts';
import { hasPermission, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { idsNamed, localize } from './translations.js';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { checkedCurrency } from '../../lib/currencies.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { insertId, paginate, type PageParams, whereAnyLike } from './listing.js';
import { movePosition, nextPosition } from './positions.js';

interface PriceRow {
  id: number;
  name: string;
  description: string | null;
  credits: number;
  price: number;
  currency: string;
  status: string;
  position: number;
  created_at: unknown;
  updated_at: unknown;
}

const table = (db: Knex | Knex.Transaction) => db<PriceRow>('price_items');

function toPriceItem(r: PriceRow): PriceItem {
  return {
    _id: r.id,
    name: r.name,
    description: r.description ?? '',
    credits: Number(r.credits),
    price: Number(r.price),
    currency: r.currency,
    status: r.status === 'offline' ? 'offline' : 'online',
    position: Number(r.position),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** Staff who manage prices also see offline items; everyone else only what is on sale. */
export const seesOffline = (user: User | undefined | null) =>
  !!user && user.verified && user.status === USER_STATUS.ACTIVE && hasPermission(user, 'tuning_services');

/** Credit packages and price items shown to customers (name, credits, price, currency). */
export function pricesService(app: FastifyInstance) {
  const db = app.db;

  async function get(id: number) {
    const row = await table(db).where({ id }).first();
    if (!row) throw notFound('Price item');
    return row;
  }

  return {
    async list(q: PageParams & { keyword?: string }, all: boolean) {
      const query = table(db);
      if (!all) query.where({ status: 'online' });
      const keyword = q.keyword?.trim();
      if (keyword)
        query.where((w) =>
          whereAnyLike(w, ['name', 'description'], keyword).orWhereIn(
            'id',
            idsNamed(db, 'price_item', keyword),
          ),
        );
      return paginate(query, q, [{ column: 'position' }, { column: 'id' }], toPriceItem);
    },

    /** Customers read the names in their language; price managers edit the default language's. */
    async all(all: boolean, locale = 'en') {
      const query = table(db);
      if (!all) query.where({ status: 'online' });
      const rows = await query.orderBy(['position', 'id']);
      const shown = all
        ? rows
        : await localize(
            db,
            'price_item',
            locale,
            rows,
            (r) => r.id,
            (r, t) => ({ ...r, name: t.name || r.name, description: t.description || r.description }),
          );
      return { items: shown.map(toPriceItem) };
    },

    async create(actor: User, input: PriceItemInput) {
      const name = input.name.trim();
      if (!name) throw badRequest('Please give the price item a name.');
      const currency = checkedCurrency((input.currency ?? (await app.settings.all()).currency).toUpperCase());
      const id = await db.transaction(async (trx) => {
        const newId = await insertId(
          table(trx).insert({
            name,
            description: input.description ?? '',
            credits: input.credits,
            price: input.price,
            currency,
            status: input.status ?? 'online',
            position: await nextPosition(trx, 'price_items'),
            created_at: new Date(),
            updated_at: new Date(),
          }),
        );
        await audit(trx, actor._id, 'price.create', 'price_item', newId, { name });
        return newId;
      });
      return toPriceItem(await get(id));
    },

    async update(actor: User, id: number, patch: Partial<PriceItemInput>) {
      const changes: Partial<PriceRow> = { ...(patch as Partial<PriceRow>), updated_at: new Date() };
      if (patch.name !== undefined) {
        changes.name = patch.name.trim();
        if (!changes.name) throw badRequest('Please give the price item a name.');
      }
      if (patch.currency) changes.currency = checkedCurrency(patch.currency.toUpperCase());
      await db.transaction(async (trx) => {
        if (!(await table(trx).where({ id }).first())) throw notFound('Price item');
        await table(trx).where({ id }).update(changes);
        await audit(trx, actor._id, 'price.update', 'price_item', id, Object.keys(patch));
      });
      return toPriceItem(await get(id));
    },

    async move(id: number, position: number) {
      if (!(await movePosition(db, 'price_items', id, position))) throw notFound('Price item');
      return { items: (await table(db).orderBy(['position', 'id'])).map(toPriceItem) };
    },

    async remove(actor: User, id: number) {
      await db.transaction(async (trx) => {
        const row = await table(trx).where({ id }).first();
        if (!row) throw notFound('Price item');
        await table(trx).where({ id }).delete();
        await audit(trx, actor._id, 'price.delete', 'price_item', id, { name: row.name });
      });
    },
  };
}
