import { IdParam, Message, Social, SocialInput, SocialUpdate } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { bool, insertId } from '../catalogue/listing.js';
import { nextPosition } from '../catalogue/positions.js';
import { externalUrl } from '../downloads/service.js';

interface Row {
  id: number;
  name: string;
  url: string;
  icon: string;
  active: number | boolean;
  position: number;
  created_at: unknown;
  updated_at: unknown;
}

const table = (db: Knex | Knex.Transaction) => db<Row>('social_links');
const tags = ['Content'];

const toReply = (r: Row): Social => ({
  _id: r.id,
  name: r.name,
  url: r.url,
  icon: r.icon,
  active: bool(r.active),
  position: Number(r.position),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

/** Links to the business's social media pages, shown in the page footer. */
export const socialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const canEdit = app.requirePermission('settings');
  const Items = Type.Object({ items: Type.Array(Social) });
  const get = async (id: number, trx: Knex | Knex.Transaction = db) => {
    const row = await table(trx).where({ id }).first();
    if (!row) throw notFound('Social link');
    return row;
  };
  const list = async (activeOnly: boolean) => {
    const q = table(db);
    if (activeOnly) q.where({ active: true });
    return { items: (await q.orderBy(['position', 'id'])).map(toReply) };
  };

  app.get('/socials', {
    schema: { tags, summary: 'Active social links, in order', security: [], response: replies(Items) },
    handler: () => list(true),
  });

  app.get('/socials_all', {
    onRequest: canEdit,
    schema: { tags, summary: 'Every social link, for editors', response: replies(Items, 401, 403) },
    handler: () => list(false),
  });

  app.post('/social', {
    onRequest: canEdit,
    schema: { tags, summary: 'Add a social link', body: SocialInput, response: replies(Social, 401, 403) },
    handler: async (req) => {
      const name = req.body.name.trim();
      if (!name) throw badRequest('Please name the social network.', 'name');
      const url = externalUrl(req.body.url, 'url');
      const id = await db.transaction(async (trx) => {
        const newId = await insertId(
          table(trx).insert({
            name,
            url,
            icon: req.body.icon ?? name.toLowerCase().replace(/[^a-z0-9-]/g, ''),
            active: req.body.active ?? true,
            position: await nextPosition(trx, 'social_links'),
            created_at: new Date(),
            updated_at: new Date(),
          }),
        );
        await audit(trx, req.user._id, 'social.create', 'social_link', newId, { name });
        return newId;
      });
      return toReply(await get(id));
    },
  });

  app.put('/social/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Change a social link',
      params: IdParam,
      body: SocialUpdate,
      response: replies(Social, 401, 403, 404),
    },
    handler: async (req) => {
      const changes: Partial<Row> = { ...req.body, updated_at: new Date() };
      if (req.body.name !== undefined) {
        changes.name = req.body.name.trim();
        if (!changes.name) throw badRequest('Please name the social network.', 'name');
      }
      if (req.body.url !== undefined) changes.url = externalUrl(req.body.url, 'url');
      await db.transaction(async (trx) => {
        await get(req.params.id, trx);
        await table(trx).where({ id: req.params.id }).update(changes);
        await audit(trx, req.user._id, 'social.update', 'social_link', req.params.id, Object.keys(req.body));
      });
      return toReply(await get(req.params.id));
    },
  });

  app.delete('/social/:id', {
    onRequest: canEdit,
    schema: {
      tags,
      summary: 'Delete a social link',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await db.transaction(async (trx) => {
        const row = await get(req.params.id, trx);
        await table(trx).where({ id: row.id }).delete();
        await audit(trx, req.user._id, 'social.delete', 'social_link', row.id, { name: row.name });
      });
      return { status: 'success' as const, message: 'The social link has been deleted.' };
    },
  });
};
