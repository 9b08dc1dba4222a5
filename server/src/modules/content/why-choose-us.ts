import {
  DEFAULT_LOCALE,
  hasPermission,
  IdParam,
  Message,
  PositionBody,
  type User,
  USER_STATUS,
  WhyChooseUs,
  WhyChooseUsInput,
  WhyChooseUsUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { languageOf } from '../../i18n/messages/index.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { bool, insertId } from '../catalogue/listing.js';
import { movePosition, nextPosition } from '../catalogue/positions.js';
import { dropTexts, localize } from '../catalogue/translations.js';

interface Row {
  id: number;
  title: string;
  description: string | null;
  icon: string;
  active: number | boolean;
  position: number;
  created_at: unknown;
  updated_at: unknown;
}

const table = (db: Knex | Knex.Transaction) => db<Row>('why_choose_us');
const tags = ['Content'];

const toReply = (r: Row): WhyChooseUs => ({
  _id: r.id,
  title: r.title,
  description: r.description ?? '',
  icon: r.icon,
  active: bool(r.active),
  position: Number(r.position),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

/** Site-settings editors see hidden entries too. */
export const editsSite = (user: User | undefined | null) =>
  !!user && user.verified && user.status === USER_STATUS.ACTIVE && hasPermission(user, 'settings');

/** "Why choose us" selling points on the home page, in a hand-sorted order. */
export const whyChooseUsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const canEdit = app.requirePermission('settings');
  const Items = Type.Object({ items: Type.Array(WhyChooseUs) });
  /** Site editors see every entry in the default language (what they edit); visitors their language. */
  const all = async (includeHidden: boolean, locale: string = DEFAULT_LOCALE) => {
    const q = table(db);
    if (!includeHidden) q.where({ active: true });
    const rows = await localize(
      db,
      'why_choose_us',
      includeHidden ? DEFAULT_LOCALE : locale,
      await q.orderBy(['position', 'id']),
      (r) => r.id,
      (r, t) => ({ ...r, title: t.name || r.title, description: t.description || r.description }),
    );
    return { items: rows.map(toReply) };
  };
  const get = async (id: number, trx: Knex | Knex.Transaction = db) => {
    const row = await table(trx).where({ id }).first();
    if (!row) throw notFound('Entry');
    return row;
  };

  app.get('/why_choose_us', {
    schema: {
      tags,
      summary: 'Selling points in order; site editors also see hidden ones',
      security: [],
      response: replies(Items),
    },
    handler: (req, reply) => {
      reply.header('vary', 'accept-language');
      return all(editsSite(req.user), languageOf(req));
    },
  });

  app.post('/why_choose_us', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Add a selling point',
      body: WhyChooseUsInput,
      response: replies(WhyChooseUs, 401, 403),
    },
    handler: async (req) => {
      const title = req.body.title.trim();
      if (!title) throw badRequest('Please give the entry a title.', 'title');
      const id = await db.transaction(async (trx) => {
        const newId = await insertId(
          table(trx).insert({
            title,
            description: req.body.description ?? '',
            icon: req.body.icon ?? '',
            active: req.body.active ?? true,
            position: await nextPosition(trx, 'why_choose_us'),
            created_at: new Date(),
            updated_at: new Date(),
          }),
        );
        await audit(trx, req.user._id, 'why_choose_us.create', 'why_choose_us', newId, { title });
        return newId;
      });
      return toReply(await get(id));
    },
  });

  app.put('/why_choose_us/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a selling point',
      params: IdParam,
      body: WhyChooseUsUpdate,
      response: replies(WhyChooseUs, 401, 403, 404),
    },
    handler: async (req) => {
      const changes: Partial<Row> = { ...req.body, updated_at: new Date() };
      if (req.body.title !== undefined) {
        changes.title = req.body.title.trim();
        if (!changes.title) throw badRequest('Please give the entry a title.', 'title');
      }
      await db.transaction(async (trx) => {
        await get(req.params.id, trx);
        await table(trx).where({ id: req.params.id }).update(changes);
        await audit(
          trx,
          req.user._id,
          'why_choose_us.update',
          'why_choose_us',
          req.params.id,
          Object.keys(req.body),
        );
      });
      return toReply(await get(req.params.id));
    },
  });

  app.put('/why_choose_us/:id/update_pos', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Move a selling point to a place in the list; answers the new order',
      params: IdParam,
      body: PositionBody,
      response: replies(Items, 401, 403, 404),
    },
    handler: async (req) => {
      if (!(await movePosition(db, 'why_choose_us', req.params.id, req.body.position)))
        throw notFound('Entry');
      return all(true);
    },
  });

  app.delete('/why_choose_us/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a selling point',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await db.transaction(async (trx) => {
        const row = await get(req.params.id, trx);
        await table(trx).where({ id: row.id }).delete();
        await dropTexts(trx, 'why_choose_us', [row.id]);
        await audit(trx, req.user._id, 'why_choose_us.delete', 'why_choose_us', row.id, { title: row.title });
      });
      return { status: 'success' as const, message: 'The entry has been deleted.' };
    },
  });
};
