import { DEFAULT_LOCALE, type User } from '@portal/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { deferredPage } from '../../lib/deferred-page.js';
import { rowCount } from '../../lib/row-counts.js';
import { insertId, type PageParams, pageOf, whereLike } from '../catalogue/listing.js';
import { dropTexts, localize } from '../catalogue/translations.js';
import type { CodeKind } from './kinds.js';

/** At most this many matches for the instant lookup as someone types. */
export const LOOKUP_LIMIT = 20;

type Row = Record<string, unknown> & { id: number };

/** One code list (P-codes, DF codes or Bosch codes): editing, searching and looking up. */
export function codesService(db: Knex, kind: CodeKind) {
  const table = (trx: Knex | Knex.Transaction = db) => trx(kind.table);
  const named = (row: Record<string, unknown>) =>
    `${kind.label} ${row.code}${row.ecu ? ` (${row.ecu})` : ''}`;
  const duplicate = (row: Record<string, unknown>) => conflict(`${named(row)} is already in the list.`);

  async function get(id: number, trx: Knex | Knex.Transaction = db): Promise<Row> {
    const row = await table(trx).where({ id }).first();
    if (!row) throw notFound(kind.label);
    return row;
  }

  function checked(input: Record<string, string | undefined>) {
    const row = kind.toRow(input);
    if (!row.code) throw badRequest('Please enter the code.');
    if (!row.description) throw badRequest('Please enter a description.');
    return row;
  }

  return {
    async create(actor: User, input: Record<string, string | undefined>) {
      const row = checked(input);
      try {
        const id = await db.transaction(async (trx) => {
          const newId = await insertId(
            table(trx).insert({ ...row, created_at: new Date(), updated_at: new Date() }),
          );
          await audit(trx, actor._id, `${kind.path}.create`, kind.table, newId, { code: row.code });
          return newId;
        });
        return kind.toReply(await get(id));
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(row);
        throw err;
      }
    },

    async update(actor: User, id: number, patch: Record<string, string | undefined>) {
      let row: Record<string, string> = {};
      try {
        await db.transaction(async (trx) => {
          const current = await get(id, trx);
          row = checked({ ...(kind.toReply(current) as Record<string, string>), ...patch });
          await table(trx)
            .where({ id })
            .update({ ...row, updated_at: new Date() });
          await audit(trx, actor._id, `${kind.path}.update`, kind.table, id, Object.keys(patch));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(row);
        throw err;
      }
      return kind.toReply(await get(id));
    },

    async remove(actor: User, id: number) {
      await db.transaction(async (trx) => {
        const row = await get(id, trx);
        await table(trx).where({ id }).delete();
        await dropTexts(trx, kind.entity, [id]);
        await audit(trx, actor._id, `${kind.path}.delete`, kind.table, id, { code: row.code });
      });
    },

    /** Staff list: a keyword matches the start of the code or words anywhere in the other columns. */
    async list(q: PageParams & { keyword?: string; after?: string }) {
      const query = table();
      const keyword = q.keyword?.trim();
      if (keyword) {
        query.where((w) => {
          whereLike(w, 'code_key', keyword.toUpperCase(), 'prefix');
          for (const column of kind.searchColumns) whereLike(w, column, keyword, 'contains', true);
        });
      }
      // The page's ids walk the code index; only those rows are read (deep pages of 100,000 codes).
      const { page, size, offset, reported } = pageOf(q);
      const [n, { rows, next }] = await Promise.all([
        // Without a keyword the total is the table's tally (migration 20261128150000).
        keyword
          ? query
              .clone()
              .count<{ n: number }[]>({ n: '*' })
              .then(([r]) => r.n)
          : rowCount(db, kind.table),
        deferredPage<Parameters<typeof kind.toReply>[0]>(
          table(),
          query,
          kind.table,
          // By the list's unique key, so the page walks its unique index: with `id` after a unique code,
          // MariaDB did not see the order was already total and sorted all 100,000 codes for every page.
          kind.keyColumns.map((column) => ({ column, order: 'asc' as const })),
          { limit: size, offset, after: q.after, ...(keyword ? {} : { keyed: { db, table: kind.table } }) },
        ),
      ]);
      return { items: rows.map(kind.toReply), total: Number(n), page, size: reported, next };
    },

    /**
     * Customer lookup. `code`: that exact code, any letter case (several answers only for DF codes that
     * differ by ECU); `keyword`: up to 20 codes starting with it. Descriptions in `locale` where given.
     */
    async lookup(q: { code?: string; keyword?: string }, locale: string = DEFAULT_LOCALE) {
      const described = async (rows: Row[]) => ({
        items: (
          await localize(
            db,
            kind.entity,
            locale,
            rows,
            (r) => Number(r.id),
            (r, t) => ({ ...r, description: t.description || r.description }),
          )
        ).map(kind.toReply),
      });
      const code = q.code?.trim();
      if (code) {
        const order = kind.keyColumns.includes('ecu_key') ? ['ecu_key', 'id'] : ['id'];
        const rows = await table().where({ code_key: code.toUpperCase() }).orderBy(order);
        if (!rows.length) throw notFound(`${kind.label} ${code}`);
        return described(rows);
      }
      const keyword = q.keyword?.trim();
      if (!keyword) throw badRequest('Please type a code to look up.');
      const query = whereLike(table(), 'code_key', keyword.toUpperCase(), 'prefix');
      return described(await query.orderBy(['code_key', 'id']).limit(LOOKUP_LIMIT));
    },
  };
}
