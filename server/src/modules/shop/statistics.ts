import type { ShopOrderLine, ShopStatistics } from '@portal/contracts';
import { SHOP_ORDER_STATUSES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { parseJson, toIso } from '../../db/helpers.js';

const EARNING = ['paid', 'processing', 'on_hold', 'shipped', 'completed'];

/**
 * Figures of the shop manager's statistics page. Revenue is the gross total of orders that were paid, in the
 * last 30 days (per day) and 12 months (per month); sums are done here to stay the same on both databases.
 */
export async function shopStatistics(app: FastifyInstance): Promise<ShopStatistics> {
  const db = app.db;
  const now = new Date();
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1));
  const rows = await db('shop_orders')
    .whereIn('status', EARNING)
    .where('created_at', '>=', yearAgo)
    .select('total', 'items', 'created_at');
  const days = new Map<string, { revenue: number; orders: number }>();
  for (let i = 29; i >= 0; i -= 1)
    days.set(new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10), { revenue: 0, orders: 0 });
  const months = new Map<string, { revenue: number; orders: number }>();
  for (let i = 11; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.set(d.toISOString().slice(0, 7), { revenue: 0, orders: 0 });
  }
  const products = new Map<number, { name: string; quantity: number; revenue: number }>();
  let revenue = 0;
  for (const r of rows) {
    const at = toIso(r.created_at) ?? '';
    const total = Number(r.total);
    revenue += total;
    for (const [map, key] of [
      [days, at.slice(0, 10)],
      [months, at.slice(0, 7)],
    ] as const) {
      const slot = map.get(key);
      if (slot) {
        slot.revenue += total;
        slot.orders += 1;
      }
    }
    for (const l of parseJson<ShopOrderLine[]>(r.items, [])) {
      const p = products.get(l.product_id) ?? { name: l.name, quantity: 0, revenue: 0 };
      p.quantity += l.quantity;
      p.revenue += l.line_total;
      products.set(l.product_id, p);
    }
  }
  const counts = (await db('shop_orders').select('status').count({ n: '*' }).groupBy('status')) as {
    status: string;
    n: number | string;
  }[];
  const byStatus = new Map(counts.map((c) => [String(c.status), Number(c.n)]));
  return {
    status: 'success',
    currency: (await app.settings.all()).currency,
    revenue_per_day: [...days].map(([day, v]) => ({ day, ...v })),
    revenue_per_month: [...months].map(([month, v]) => ({ month, ...v })),
    orders_per_status: SHOP_ORDER_STATUSES.map((s) => ({ status: s, count: byStatus.get(s) ?? 0 })),
    top_products: [...products]
      .map(([product_id, p]) => ({ product_id, ...p }))
      .sort((a, b) => b.quantity - a.quantity)
      .slice(0, 10),
    average_order_value: rows.length ? Math.round(revenue / rows.length) : 0,
    pending_orders: SHOP_ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled').reduce(
      (n, s) => n + (byStatus.get(s) ?? 0),
      0,
    ),
  };
}
