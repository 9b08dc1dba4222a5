import { USER_STATUS, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { idsNamed, localize } from '../catalogue/translations.js';
import { audit } from '../../lib/audit.js';
import { badRequest, httpError, notFound } from '../../lib/errors.js';
import { accountStateError } from '../../plugins/auth.js';
import { insertId, paginate, type PageParams, whereAnyLike } from '../catalogue/listing.js';
import type { FileLinkForm } from './form.js';
import { type FileLinkRow, fileLinksTable, toFileLink } from './repo.js';

export interface FileLinkQuery extends PageParams {
  keyword?: string;
  category?: string;
}

/** What a visitor may see: everything when signed in, public items when downloads_public is on. */
export type Audience = 'all' | 'public';

/** A full http(s) address, or a 400 that says so (about the request's `field`, when given). */
export function externalUrl(raw: string, field?: string): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('The link must be a full web address starting with http:// or https://.', field);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('The link must be a full web address starting with http:// or https://.', field);
  return url.toString();
}

/** Downloads (file links): uploaded files or external links, public or for signed-in customers. */
export function downloadsService(app: FastifyInstance) {
  const db = app.db;

  async function get(id: number) {
    const row = await fileLinksTable(db).where({ id }).first();
    if (!row) throw notFound('Download');
    return row;
  }

  return {
    /**
     * Who is asking decides what they see; visitors get nothing unless the site shares downloads. An
     * expired session answers 401 so the client refreshes it instead of showing the visitor's list.
     */
    async audience(req: { user?: User | null; authFailure?: string | null }): Promise<Audience> {
      const user = req.user;
      if (user?.verified && user.status === USER_STATUS.ACTIVE) return 'all';
      if (req.authFailure === 'expired') throw httpError(401, 'TOKEN_EXPIRED', 'Your session has expired.');
      if ((await app.settings.all()).downloads_public) return 'public';
      // Signed in but not (or no longer) let in: a 401 would have the client sign them out.
      const refused = user && accountStateError(user);
      if (refused) throw refused;
      throw httpError(401, 'UNAUTHORIZED', 'Please sign in to see the downloads.');
    },

    /** Customers and visitors read titles in their language (falling back); staff edit the default ones. */
    async list(q: FileLinkQuery, audience: Audience | 'staff', locale = 'en') {
      const query = fileLinksTable(db);
      if (audience === 'public') query.where({ is_public: true });
      if (q.category?.trim()) query.where({ category: q.category.trim() });
      const keyword = q.keyword?.trim();
      if (keyword)
        query.where((w) =>
          whereAnyLike(w, ['title', 'description', 'category'], keyword).orWhereIn(
            'id',
            idsNamed(db, 'download', keyword),
          ),
        );
      const page = await paginate(
        query,
        q,
        [{ column: 'category' }, { column: 'title' }, { column: 'id' }],
        toFileLink,
      );
      if (audience === 'staff') return page;
      const items = await localize(
        db,
        'download',
        locale,
        page.items,
        (r) => r._id,
        (r, t) => ({ ...r, title: t.name || r.title, description: t.description || r.description }),
      );
      return { ...page, items };
    },

    async categories(audience: Audience) {
      const query = fileLinksTable(db).distinct('category').whereNot({ category: '' });
      if (audience === 'public') query.where({ is_public: true });
      const rows = await query.orderBy('category');
      return { items: rows.map((r) => r.category) };
    },

    async create(actor: User, form: FileLinkForm) {
      const { fields, file } = form;
      try {
        const title = fields.title?.trim();
        if (!title) throw badRequest('Please give the download a title.');
        const url = fields.url?.trim() ? externalUrl(fields.url) : null;
        if (url && file) throw badRequest('Give either a file or a link, not both.');
        if (!url && !file) throw badRequest('Choose a file to upload or give a link.');
        const id = await db.transaction(async (trx) => {
          const newId = await insertId(
            fileLinksTable(trx).insert({
              title,
              category: fields.category?.trim() ?? '',
              description: fields.description ?? '',
              is_public: fields.is_public ?? false,
              url,
              file_key: file?.key ?? null,
              file_name: file?.name ?? null,
              file_type: file?.type ?? null,
              file_size: file?.size ?? null,
              downloads: 0,
              created_by: actor._id,
              created_at: new Date(),
              updated_at: new Date(),
            } as Partial<FileLinkRow>),
          );
          await audit(trx, actor._id, 'flink.create', 'file_link', newId, { title });
          return newId;
        });
        return toFileLink(await get(id));
      } catch (err) {
        if (file) await app.storage.delete(file.key);
        throw err;
      }
    },

    /** A new file or link replaces the old one; the old file is removed once the change is saved. */
    async update(actor: User, id: number, form: FileLinkForm) {
      const { fields, file } = form;
      let oldKey: string | null = null;
      try {
        await db.transaction(async (trx) => {
          const row = await fileLinksTable(trx).where({ id }).first();
          if (!row) throw notFound('Download');
          const changes: Partial<FileLinkRow> = { updated_at: new Date() };
          if (fields.title !== undefined) {
            changes.title = fields.title.trim();
            if (!changes.title) throw badRequest('Please give the download a title.');
          }
          if (fields.category !== undefined) changes.category = fields.category.trim();
          if (fields.description !== undefined) changes.description = fields.description;
          if (fields.is_public !== undefined) changes.is_public = fields.is_public;
          const url = fields.url?.trim() ? externalUrl(fields.url) : null;
          if (url && file) throw badRequest('Give either a file or a link, not both.');
          if (file || url) {
            oldKey = row.file_key;
            Object.assign(changes, {
              url,
              file_key: file?.key ?? null,
              file_name: file?.name ?? null,
              file_type: file?.type ?? null,
              file_size: file?.size ?? null,
            });
          } else if (fields.url !== undefined && !row.file_key) {
            throw badRequest('A download needs a file or a link.');
          }
          await fileLinksTable(trx).where({ id }).update(changes);
          await audit(trx, actor._id, 'flink.update', 'file_link', id, Object.keys(fields));
        });
      } catch (err) {
        if (file) await app.storage.delete(file.key);
        throw err;
      }
      if (oldKey) await app.storage.delete(oldKey);
      return toFileLink(await get(id));
    },

    async remove(actor: User, id: number) {
      const row = await db.transaction(async (trx) => {
        const found = await fileLinksTable(trx).where({ id }).first();
        if (!found) throw notFound('Download');
        await fileLinksTable(trx).where({ id }).delete();
        await audit(trx, actor._id, 'flink.delete', 'file_link', id, { title: found.title });
        return found;
      });
      if (row.file_key) await app.storage.delete(row.file_key);
    },

    /** The download for someone allowed to see it; hidden ones look like missing ones. */
    async fetch(id: number, audience: Audience) {
      const row = await get(id);
      if (audience === 'public' && !row.is_public) throw notFound('Download');
      return row;
    },

    async countDownload(id: number) {
      await fileLinksTable(db).where({ id }).increment('downloads', 1);
    },
  };
}
