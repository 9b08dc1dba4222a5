import type { OrderRating, RatingCreate, RatingSummary, User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connection.js';
import { toIso } from '../../db/helpers.js';
import { conflict, forbidden, httpError } from '../../lib/errors.js';
import { isStaff, orderFor } from '../orders/access.js';

interface RatingRow {
  id: number;
  revision: number;
  stars: number;
  comment: string | null;
  created_at: unknown;
  staff_name: string | null;
}

const round2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

/** Ratings of delivered files: customers rate, staff read them on the order and as averages. */
export function ratingsService(app: FastifyInstance) {
  async function newestRevision(orderId: number) {
    return app
      .db('order_revisions')
      .where({ order_id: orderId })
      .orderBy('revision', 'desc')
      .first<{ id: number; revision: number; uploaded_by: number | null } | undefined>();
  }

  return {
    async list(user: User, orderId: number) {
      const order = await orderFor(app, user, orderId, false);
      const rows = (await app
        .db('order_ratings as r')
        .join('order_revisions as v', 'v.id', 'r.revision_id')
        .leftJoin('users as s', 's.id', 'r.staff_id')
        .where('r.order_id', order.id)
        .orderBy('v.revision', 'desc')
        .select(
          'r.id',
          'v.revision',
          'r.stars',
          'r.comment',
          'r.created_at',
          's.username as staff_name',
        )) as RatingRow[];
      const staffView = isStaff(user);
      const items: OrderRating[] = rows.map((r) => ({
        _id: r.id,
        revision: Number(r.revision),
        stars: Number(r.stars),
        comment: r.comment ?? '',
        created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
        ...(staffView ? { staff_name: r.staff_name } : {}),
      }));
      const newest = await newestRevision(order.id);
      const open =
        !staffView && newest && !items.some((i) => i.revision === Number(newest.revision))
          ? newest.revision
          : null;
      return { items, can_rate_revision: open === null ? null : Number(open) };
    },

    /** Rates the newest delivered file; a second rating of the same file is refused (409). */
    async rate(user: User, orderId: number, body: RatingCreate) {
      if (isStaff(user)) throw forbidden('Only the customer who placed the order can rate it.');
      const order = await orderFor(app, user, orderId, false);
      const newest = await newestRevision(order.id);
      if (!newest) throw httpError(400, 'BAD_REQUEST', 'There is no delivered file to rate yet.');
      try {
        await app.db('order_ratings').insert({
          order_id: order.id,
          revision_id: newest.id,
          user_id: user._id,
          staff_id: newest.uploaded_by,
          stars: body.stars,
          comment: (body.comment ?? '').trim(),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('You have already rated this file.');
        throw err;
      }
      return this.list(user, orderId);
    },

    async summary(): Promise<RatingSummary> {
      const [overall] = await app
        .db('order_ratings')
        .select(app.db.raw('AVG(stars) as average'), app.db.raw('COUNT(*) as count'));
      const byStaff = await app
        .db('order_ratings as r')
        .leftJoin('users as s', 's.id', 'r.staff_id')
        .groupBy('r.staff_id', 's.username')
        .select('r.staff_id', 's.username as name')
        .select(app.db.raw('AVG(r.stars) as average'), app.db.raw('COUNT(*) as count'))
        .orderBy('average', 'desc');
      const byService = await app
        .db('order_ratings as r')
        .join('order_items as i', function () {
          this.on('i.order_id', '=', 'r.order_id').andOn('i.kind', '=', app.db.raw('?', ['service']));
        })
        .groupBy('i.item_id', 'i.name')
        .select('i.item_id as service_id', 'i.name')
        .select(app.db.raw('AVG(r.stars) as average'), app.db.raw('COUNT(*) as count'))
        .orderBy('average', 'desc');
      return {
        overall: { average: round2(overall?.average), count: Number(overall?.count ?? 0) },
        by_staff: byStaff.map((r) => ({
          staff_id: r.staff_id === null ? null : Number(r.staff_id),
          name: r.name ?? '',
          average: round2(r.average),
          count: Number(r.count),
        })),
        by_service: byService.map((r) => ({
          service_id: Number(r.service_id),
          name: r.name ?? '',
          average: round2(r.average),
          count: Number(r.count),
        })),
      };
    },
  };
}
