import type { AgentBalanceHistory, DashboardStatistics } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { notFound } from '../../lib/errors.js';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The last `n` UTC months as 'YYYY-MM', oldest first, ending with this month. */
function lastMonths(now: Date, n: number): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    out.push(month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  }
  return out;
}

/**
 * Dashboard figures, bucketed here rather than in SQL so that both databases answer the same days and
 * months (their date functions differ); the windows are bounded (30 days, 12 months).
 */
export function statisticsService(app: FastifyInstance) {
  return {
    async dashboard(withSales: boolean, now = new Date()): Promise<DashboardStatistics> {
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const since30 = new Date(dayStart.getTime() - 29 * DAY);
      const months = lastMonths(now, 12);
      const since12 = new Date(`${months[0]}-01T00:00:00Z`);

      const orders = await app
        .db('orders')
        .where('is_agent', false)
        .where('created_at', '>=', since30)
        .select('created_at', 'status');
      const perDay = new Map<string, Record<string, number>>();
      for (let i = 0; i < 30; i += 1) perDay.set(day(new Date(since30.getTime() + i * DAY)), {});
      for (const o of orders) {
        const key = (toIso(o.created_at) ?? '').slice(0, 10);
        const counts = perDay.get(key);
        if (counts) counts[o.status] = (counts[o.status] ?? 0) + 1;
      }

      const invoices = withSales
        ? await app
            .db('credit_invoices')
            .where({ kind: 'credits', status: 'paid' })
            .where('paid_at', '>=', since12)
            .select('paid_at', 'count')
        : [];
      const credits = new Map(months.map((m) => [m, 0]));
      for (const inv of invoices) {
        const key = (toIso(inv.paid_at) ?? '').slice(0, 7);
        if (credits.has(key)) credits.set(key, (credits.get(key) ?? 0) + Number(inv.count));
      }

      const done = await app
        .db('orders')
        .where('is_agent', false)
        .where('status', 'completed')
        .whereNotNull('completed_at')
        .where('completed_at', '>=', since12)
        .select('created_at', 'completed_at');
      const turn = new Map(months.map((m) => [m, { hours: 0, orders: 0 }]));
      let totalHours = 0;
      for (const o of done) {
        const end = toIso(o.completed_at);
        const start = toIso(o.created_at);
        if (!end || !start) continue;
        const hours = Math.max(0, (Date.parse(end) - Date.parse(start)) / 3_600_000);
        const bucket = turn.get(end.slice(0, 7));
        if (!bucket) continue;
        bucket.hours += hours;
        bucket.orders += 1;
        totalHours += hours;
      }
      const completed = [...turn.values()].reduce((n, b) => n + b.orders, 0);

      return {
        orders_per_day: [...perDay].map(([date, counts]) => ({ date, counts })),
        ...(withSales && { credits_per_month: [...credits].map(([m, c]) => ({ month: m, credits: c })) }),
        turnaround_per_month: [...turn].map(([m, b]) => ({
          month: m,
          hours: b.orders ? round1(b.hours / b.orders) : 0,
          orders: b.orders,
        })),
        turnaround_hours: completed ? round1(totalHours / completed) : null,
      };
    },

    /** A user's money and credit balances after each ledger entry (the last 500 of each), oldest first. */
    async agentBalance(userId: number): Promise<AgentBalanceHistory> {
      const user = await app.db('users').where({ id: userId }).first('id');
      if (!user) throw notFound('User');
      const rows = await app
        .db('agent_ledger')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(500)
        .select('created_at', 'balance_after', 'currency');
      rows.reverse();
      const credits = await app
        .db('credit_ledger')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(500)
        .select('created_at', 'balance_after');
      credits.reverse();
      const currency = rows.at(-1)?.currency ?? (await app.settings.all()).currency;
      const point = (r: { created_at: unknown; balance_after: unknown }) => ({
        at: toIso(r.created_at) ?? '',
        balance: Number(r.balance_after),
      });
      return { currency, points: rows.map(point), credits: credits.map(point) };
    },
  };
}
