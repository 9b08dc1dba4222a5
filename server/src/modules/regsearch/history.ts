import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { whereContains } from '../vehicles/levels.js';
import { pagedList } from './dimension-service.js';
import { monthOf } from './lookup.js';
import { normaliseRegNo } from './main-service.js';

type Row = Record<string, unknown>;

export interface HistoryQuery {
  search?: string;
  user?: number;
  page?: number;
  size?: number;
}

const toItem = (withUser: boolean) => (r: Row) => ({
  _id: Number(r.id),
  reg_no: String(r.reg_no),
  found: Boolean(r.found),
  description: String(r.description ?? ''),
  variant: (r.variant_id as number | null) ?? null,
  ...(withUser
    ? { user: r.user_id ? { _id: Number(r.user_id), username: String(r.username ?? '') } : null }
    : {}),
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

/** The months from `count - 1` months ago up to this one, oldest first: ['2026-01', ..., '2026-12']. */
export function lastMonths(count: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    out.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  }
  return out;
}

/** Search history: a customer's own, all of it for staff, and the counts behind the statistics. */
export function historyService(app: FastifyInstance) {
  function filtered(q: HistoryQuery, userId: number | null): Knex.QueryBuilder {
    const query = app
      .db('reg_search_history as h')
      .leftJoin('users as us', 'us.id', 'h.user_id')
      .select('h.*', 'us.username as username');
    if (userId !== null) query.where('h.user_id', userId);
    const search = q.search?.trim();
    if (search) {
      query.where((w) => {
        w.orWhere((x) => whereContains(x, 'h.reg_no', normaliseRegNo(search))).orWhere((x) =>
          whereContains(x, 'h.description', search),
        );
      });
    }
    return query;
  }

  return {
    mine: (userId: number, q: HistoryQuery) =>
      pagedList(() => filtered(q, userId), q, [['h.id', 'desc']], toItem(false)),

    all: (q: HistoryQuery) =>
      pagedList(() => filtered(q, q.user ?? null), q, [['h.id', 'desc']], toItem(true)),

    async totals() {
      const rows = await app
        .db('reg_search_history')
        .groupBy('found')
        .select('found')
        .count<{ found: number | boolean; n: number }[]>({ n: '*' });
      const found = Number(rows.find((r) => Boolean(r.found))?.n ?? 0);
      const notFound = Number(rows.find((r) => !r.found)?.n ?? 0);
      const [{ n }] = await app
        .db('reg_search_history')
        .where({ month: monthOf(new Date()) })
        .count<{ n: number }[]>({ n: '*' });
      return {
        status: 'success' as const,
        total: found + notFound,
        found,
        not_found: notFound,
        this_month: Number(n),
      };
    },

    /** Searches per month, months without any included, so a chart has no gaps. */
    async monthly(months: number) {
      const list = lastMonths(months);
      const rows = await app
        .db('reg_search_history')
        .where('month', '>=', list[0])
        .groupBy('month', 'found')
        .select('month', 'found')
        .count<{ month: string; found: number | boolean; n: number }[]>({ n: '*' });
      return {
        status: 'success' as const,
        items: list.map((month) => {
          const of = rows.filter((r) => r.month === month);
          return {
            month,
            total: of.reduce((sum, r) => sum + Number(r.n), 0),
            found: of.filter((r) => Boolean(r.found)).reduce((sum, r) => sum + Number(r.n), 0),
          };
        }),
      };
    },
  };
}
