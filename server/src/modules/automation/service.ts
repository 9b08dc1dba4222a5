import { createHash } from 'node:crypto';
import type { AutomationSolution, User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { parseJson, toIso } from '../../db/helpers.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paginate } from '../catalogue/listing.js';
import { withTransaction } from '../credits/ledger.js';
import { lockOrder } from '../orders/access.js';
import { deliverFile } from '../orders/deliver.js';
import { type OrderEvents, orderEvents } from '../orders/events.js';
import { dbTime, findOrder, type OrderRow } from '../orders/repo.js';
import { discard } from '../orders/upload.js';

/**
 * The library of instant solutions. Staff add a delivered order's original (by sha256 and size) with its
 * exact set of services and options; a later order with the same original and the same set gets the
 * solution's modified file at once. The library keeps its own copy of every modified file and each
 * automatic delivery gets a copy of that, so the monthly purge of order files never breaks either side.
 */

interface Items {
  services: number[];
  options: number[];
}

/** One indexed value for an exact set of services and options, whatever order they were chosen in. */
export function itemsKey(items: Items): string {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
  return createHash('sha256')
    .update(`s:${sorted(items.services)}|o:${sorted(items.options)}`)
    .digest('hex');
}

async function itemsOfOrder(app: FastifyInstance, orderId: number): Promise<Items> {
  const rows: { kind: string; item_id: number }[] = await app.db('order_items').where({ order_id: orderId });
  return {
    services: rows.filter((r) => r.kind === 'service').map((r) => r.item_id),
    options: rows.filter((r) => r.kind === 'option').map((r) => r.item_id),
  };
}

interface SolutionRow {
  id: number;
  original_sha256: string;
  original_size: number | string;
  original_name: string;
  items: string | null;
  modified_key: string;
  modified_name: string;
  modified_size: number | string;
  modified_sha256: string;
  source_order_id: number | null;
  uses: number;
  revoked_at: unknown;
  created_at: unknown;
}

const toSolution = (r: SolutionRow): AutomationSolution => {
  const items = parseJson<Items>(r.items, { services: [], options: [] });
  return {
    _id: r.id,
    source_order_id: r.source_order_id,
    original_sha256: r.original_sha256,
    original_size: Number(r.original_size),
    original_name: r.original_name,
    service_ids: items.services,
    option_ids: items.options,
    modified_file: { name: r.modified_name, size: Number(r.modified_size), sha256: r.modified_sha256 },
    uses: Number(r.uses),
    revoked: r.revoked_at !== null && r.revoked_at !== undefined,
    created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
  };
};

export function automationService(app: FastifyInstance, events: OrderEvents = orderEvents(app)) {
  async function copy(key: string, folder: string) {
    return app.storage.put(folder, await app.storage.get(key));
  }

  return {
    async add(user: User, orderId: number): Promise<AutomationSolution> {
      const order = await app.db('orders').where({ id: orderId }).first();
      if (!order) throw notFound('Order details');
      const latest = await app
        .db('order_revisions')
        .where({ order_id: orderId })
        .orderBy('revision', 'desc')
        .first();
      if (order.status !== 'completed' || !latest)
        throw conflict('Only a delivered order can be added to the solution library.');
      if (order.files_expired_at || !latest.storage_key)
        throw conflict('The files of this order have been deleted; it cannot be added to the library.');
      const items = await itemsOfOrder(app, orderId);
      const key = itemsKey(items);
      const stored = await copy(latest.storage_key, 'solutions');
      try {
        const id = await app.db.transaction(async (trx) => {
          // One live solution per original and set: the newest replaces older ones.
          const now = dbTime(trx, new Date());
          await trx('automation_solutions')
            .where({
              original_sha256: order.original_sha256,
              original_size: order.original_size,
              items_key: key,
            })
            .whereNull('revoked_at')
            .update({ revoked_at: now });
          const [newId] = await trx('automation_solutions').insert({
            original_sha256: order.original_sha256,
            original_size: order.original_size,
            original_name: order.original_name,
            items_key: key,
            items: JSON.stringify(items),
            modified_key: stored.key,
            modified_name: latest.name,
            modified_size: stored.size,
            modified_sha256: stored.sha256,
            source_order_id: orderId,
            created_by: user._id,
            created_at: now,
          });
          return Number(newId);
        });
        return toSolution(await app.db('automation_solutions').where({ id }).first());
      } catch (err) {
        await discard(app, [stored.key]);
        throw err;
      }
    },

    list(q: { page?: number; size?: number; revoked?: boolean }) {
      const base = app.db('automation_solutions');
      if (q.revoked !== undefined) q.revoked ? base.whereNotNull('revoked_at') : base.whereNull('revoked_at');
      return paginate(base, q, [{ column: 'id', order: 'desc' }], toSolution);
    },

    /** Stops the solution from being used; its library copy of the file is deleted. */
    async revoke(id: number): Promise<void> {
      const row = await app.db('automation_solutions').where({ id }).first();
      if (!row) throw notFound('Solution');
      if (row.revoked_at) return;
      await app.db('automation_solutions').where({ id }).update({ revoked_at: new Date() });
      const stillUsed = await app
        .db('automation_solutions')
        .where({ modified_key: row.modified_key })
        .whereNull('revoked_at')
        .first();
      if (!stillUsed) await discard(app, [row.modified_key]);
    },

    /**
     * Delivers a paid, pending order from the library when the site's automation is on and a live solution
     * matches. Answers whether it did. A missing library file or a race with staff leaves the order as it was.
     */
    async tryDeliver(orderId: number): Promise<boolean> {
      if (!(await app.settings.all()).automation) return false;
      const order = (await app.db('orders').where({ id: orderId }).first()) as OrderRow | undefined;
      if (order?.status !== 'pending' || !order.original_sha256) return false;
      const solution: SolutionRow | undefined = await app
        .db('automation_solutions')
        .where({
          original_sha256: order.original_sha256,
          original_size: order.original_size,
          items_key: itemsKey(await itemsOfOrder(app, orderId)),
        })
        .whereNull('revoked_at')
        .orderBy('id', 'desc')
        .first();
      if (!solution) return false;
      let stored: Awaited<ReturnType<typeof copy>>;
      try {
        stored = await copy(solution.modified_key, 'orders/modified');
      } catch (err) {
        app.log.warn({ err, solution: solution.id }, 'solution file missing; order left for staff');
        return false;
      }
      let revision = 0;
      try {
        revision = await withTransaction(app.db, async (trx) => {
          const cur = await lockOrder(trx, orderId);
          if (cur.status !== 'pending') return 0;
          const n = await deliverFile(
            trx,
            cur,
            {
              ...stored,
              name: solution.modified_name,
              automated: true,
              solutionId: solution.id,
              actorId: null,
            },
            'system',
          );
          await trx('automation_solutions').where({ id: solution.id }).increment('uses', 1);
          return n;
        });
      } finally {
        if (!revision) await discard(app, [stored.key]);
      }
      if (!revision) return false;
      const fresh = await findOrder(app.db, orderId, Boolean(order.is_agent));
      if (fresh) await events.delivered(fresh, revision, true);
      return true;
    },
  };
}
