import { IdParam, Message, Paged, ROLE, UploadedFile } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { badRequest, forbidden, httpError } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { phrase } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import { assertOrdersStaff, isStaff } from './access.js';
import { multipartValidator } from './multipart-schema.js';
import { sendStored } from './send-file.js';
import { dbTime } from './repo.js';
import { discard, field, readForm } from './upload.js';

const tags = ['File upload'];

interface UploadRow {
  id: number;
  user_id: number;
  storage_key: string | null;
  name: string;
  size: number | string;
  sha256: string;
  note: string | null;
  expired_at: unknown;
  created_at: unknown;
  u_username?: string;
  u_firstname?: string;
  u_lastname?: string;
  u_email?: string;
  u_company_name?: string;
}

const uploadsQuery = (app: FastifyInstance) =>
  app
    .db('file_uploads as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select(
      'f.*',
      'u.username as u_username',
      'u.firstname as u_firstname',
      'u.lastname as u_lastname',
      'u.email as u_email',
      'u.company_name as u_company_name',
    );

const toUpload = (r: UploadRow): UploadedFile => ({
  _id: r.id,
  user: r.u_username
    ? {
        _id: r.user_id,
        username: r.u_username,
        firstname: r.u_firstname ?? '',
        lastname: r.u_lastname ?? '',
        email: r.u_email ?? '',
        company_name: r.u_company_name ?? '',
      }
    : null,
  name: r.name,
  size: Number(r.size),
  sha256: r.sha256,
  note: r.note ?? '',
  file_expired: r.expired_at !== null && r.expired_at !== undefined,
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});

/**
 * The public file-upload page (spec 2 `file_upload`, only with the site flag file_upload_public): a signed-in
 * customer sends files to staff, who list and download them. The monthly purge removes them like order files.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async () => {
    if (!(await app.settings.all()).file_upload_public)
      throw httpError(404, 'NOT_FOUND', 'File upload is not available on this site.');
  });

  /** Staff with the orders permission see every upload; customers their own (others answer 404). */
  async function visible(user: Parameters<typeof isStaff>[0], id: number): Promise<UploadRow> {
    if (isStaff(user)) assertOrdersStaff(user);
    const row: UploadRow | undefined = await uploadsQuery(app).where('f.id', id).first();
    if (!row || (!isStaff(user) && row.user_id !== user._id))
      throw httpError(404, 'NOT_FOUND', 'File not found.');
    return row;
  }

  app.post('/file_upload', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Send files to staff (multipart: one or more `files`, optional `note`)',
      consumes: ['multipart/form-data'],
      body: Type.Object({
        files: Type.Array(Type.String({ format: 'binary' })),
        note: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      response: replies(Type.Object({ items: Type.Array(UploadedFile) }), 401, 403, 404, 413),
    },
    validatorCompiler: multipartValidator,
    handler: async (req) => {
      if (req.user.role_id !== ROLE.CUSTOMER) throw forbidden('Files are sent from a customer account.');
      const form = await readForm(app, req, {
        files: { folder: 'uploads', label: 'The file', multiple: true },
      });
      const files = form.files.files ?? [];
      let ids: number[] = [];
      try {
        if (files.length === 0) throw badRequest('Please choose at least one file (files).');
        const empty = files.find((f) => f.size === 0);
        if (empty) throw badRequest(`"${empty.name}" is empty.`);
        const note = field(form, 'note') ?? '';
        if (note.length > 2000) throw badRequest('The note can be at most 2000 characters long.');
        ids = await app.db.transaction(async (trx) => {
          const out: number[] = [];
          for (const f of files) {
            const [id] = await trx('file_uploads').insert({
              user_id: req.user._id,
              storage_key: f.key,
              name: f.name,
              size: f.size,
              sha256: f.sha256,
              note,
              created_at: dbTime(trx, new Date()),
            });
            out.push(Number(id));
          }
          return out;
        });
      } finally {
        if (!ids.length)
          await discard(
            app,
            files.map((f) => f.key),
          );
      }
      const customer = req.user.firstname || req.user.username;
      await notificationsService(app).create({
        inbox: 'staff',
        type: 'file.uploaded',
        title: phrase('orders.file_uploaded_subject', { customer }),
        message: phrase('orders.file_uploaded_body', { customer, name: files.map((f) => f.name).join(', ') }),
        link: '/admin/file_uploads',
      });
      const rows: UploadRow[] = await uploadsQuery(app).whereIn('f.id', ids).orderBy('f.id');
      return { items: rows.map(toUpload) };
    },
  });

  app.get('/file_uploads', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Uploaded files, newest first (staff: everyone; customers: their own)',
      querystring: Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
      }),
      response: replies(Paged(UploadedFile), 401, 403, 404),
    },
    handler: async (req) => {
      const page = req.query.page ?? 1;
      const size = req.query.size ?? 20;
      if (isStaff(req.user)) assertOrdersStaff(req.user);
      const counted = app.db('file_uploads as f');
      const listed = uploadsQuery(app);
      if (!isStaff(req.user)) for (const q of [counted, listed]) q.where('f.user_id', req.user._id);
      const [[{ n }], rows] = await Promise.all([
        counted.count<{ n: number }[]>({ n: '*' }),
        listed
          .orderBy('f.id', 'desc')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { items: (rows as UploadRow[]).map(toUpload), total: Number(n), page, size };
    },
  });

  app.get('/file_upload/:id/download', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Download an uploaded file',
      params: IdParam,
      response: {
        200: FileReply,
        401: Type.Ref('ErrorBody'),
        403: Type.Ref('ErrorBody'),
        404: Type.Ref('ErrorBody'),
        410: Type.Ref('ErrorBody'),
      },
    },
    handler: async (req, reply) => {
      const row = await visible(req.user, req.params.id);
      return sendStored(app, reply, {
        key: row.storage_key,
        name: row.name,
        size: row.size,
        expired: Boolean(row.expired_at),
      });
    },
  });

  app.delete('/file_upload/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Delete an uploaded file (its sender or staff)',
      params: IdParam,
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      const row = await visible(req.user, req.params.id);
      await app.db('file_uploads').where({ id: row.id }).delete();
      await discard(app, [row.storage_key]);
      return { status: 'success' as const, message: 'The file has been deleted.' };
    },
  });
};
