import type { RegListQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { deferredPage } from '../../lib/deferred-page.js';
import type { KeyedList } from '../../lib/key-pages.js';
import { rowCount } from '../../lib/row-counts.js';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { plural } from '../vehicles/levels.js';
import type { Dimension } from './dimensions.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Paged list of any table, answering `{ items, total, page, size, next }`. `order` must end with a unique
 * column; `next` (the following page's `after`) comes only where the page is found on the table alone.
 */
export async function pagedList(
  base: () => Knex.QueryBuilder,
  q: { page?: number; size?: number; after?: string },
  order: [string, 'asc' | 'desc'][],
  toItem: (row: Record<string, unknown>) => unknown,
  /**
   * The same filters on the listed table alone (aliased as in `order`), when they need no join: the total
   * and the page's ids come from it, so only the page's rows are joined.
   */
  alone?: () => Knex.QueryBuilder,
  /**
   * The list is a whole table whose tallies `row_counts` keeps (no filter): its total is read there and a
   * page by number far down starts from its key boundaries.
   */
  counted?: KeyedList,
) {
  const size = q.size ?? 20;
  const page = q.page ?? 1;
  const window = { limit: size, offset: (page - 1) * size, after: q.after, keyed: counted };
  if (alone) {
    const alias = order[0][0].split('.')[0];
    const [n, { rows, next }] = await Promise.all([
      counted
        ? rowCount(counted.db, counted.table)
        : alone()
            .count<{ n: number }[]>({ n: '*' })
            .then(([r]) => r.n),
      deferredPage<Record<string, unknown>>(
        base(),
        alone(),
        alias,
        order.map(([column, dir]) => ({ column: column.slice(alias.length + 1), order: dir })),
        window,
      ),
    ]);
    return { items: rows.map(toItem), total: Number(n), page, size, next };
  }
  const rows = base();
  for (const [column, dir] of order) rows.orderBy(column, dir);
  const [[{ n }], list] = await Promise.all([
    base().clearSelect().count<{ n: number }[]>({ n: '*' }),
    rows.limit(window.limit).offset(window.offset),
  ]);
  return { items: (list as Record<string, unknown>[]).map(toItem), total: Number(n), page, size };
}

/** Create, edit, delete and list one lookup list of the registration search. */
export function dimensionService(app: FastifyInstance, dim: Dimension) {
  const label = capital(dim.label);

  async function load(id: number) {
    const row = await dim.select(app.db).where(`${dim.table}.id`, id).first();
    if (!row) throw notFound(label);
    return dim.toItem(row);
  }

  async function save(id: number | null, body: Record<string, unknown>, actorId: number) {
    const row = dim.toRow(body);
    if (typeof row === 'string') throw badRequest(row);
    const savedId = await app.db.transaction(async (trx) => {
      if (id && !(await trx(dim.table).where({ id }).first('id'))) throw notFound(label);
      if (dim.parent && !(await trx(dim.parent.table).where({ id: row[dim.parent.column] }).first('id'))) {
        throw notFound(dim.parent.label);
      }
      const same = trx(dim.table).where(Object.fromEntries(dim.unique.map((c) => [c, row[c]])));
      if (id) same.whereNot({ id });
      const existing = await same.first();
      if (existing) throw conflict(`${capital(dim.describe(existing))} already exists.`);
      try {
        if (id) {
          await trx(dim.table)
            .where({ id })
            .update({ ...row, updated_at: new Date() });
          return id;
        }
        const [newId] = await trx(dim.table).insert({
          ...row,
          created_at: new Date(),
          updated_at: new Date(),
        });
        return Number(newId);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`${capital(dim.describe(row))} already exists.`);
        throw err;
      }
    });
    await audit(
      app.db,
      actorId,
      `regsearch.${dim.path}.${id ? 'update' : 'create'}`,
      `reg_${dim.path}`,
      savedId,
    );
    return load(savedId);
  }

  return {
    load,
    create: (body: Record<string, unknown>, actorId: number) => save(null, body, actorId),
    update: (id: number, body: Record<string, unknown>, actorId: number) => save(id, body, actorId),

    list(q: RegListQuery) {
      return pagedList(
        () => {
          const query = dim.select(app.db);
          if (q.search?.trim()) dim.search(query, q.search);
          if (q.make && dim.parent) query.where(`${dim.table}.${dim.parent.column}`, q.make);
          return query;
        },
        q,
        dim.order,
        dim.toItem,
      );
    },

    /** Refused while other records point at it, so no registration loses its vehicle by accident. */
    async remove(id: number, actorId: number) {
      await app.db.transaction(async (trx) => {
        const row = await trx(dim.table).where({ id }).first();
        if (!row) throw notFound(label);
        const uses: string[] = [];
        for (const ref of dim.usedBy) {
          const [{ n }] = await trx(ref.table).where(ref.column, id).count<{ n: number }[]>({ n: '*' });
          if (Number(n) > 0) uses.push(plural(Number(n), ref.label.replace(/s$/, ''), ref.label));
        }
        if (uses.length) {
          throw conflict(
            `${capital(dim.describe(row))} is still used by ${uses.join(' and ')}. Change or delete those first.`,
          );
        }
        await trx(dim.table).where({ id }).delete();
        await audit(trx, actorId, `regsearch.${dim.path}.delete`, `reg_${dim.path}`, id);
      });
    },
  };
}
