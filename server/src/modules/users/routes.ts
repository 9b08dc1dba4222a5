import {
  hasPermission,
  ROLE,
  AdminUserUpdate,
  IdParam,
  Message,
  NewPassword,
  Paged,
  PageAfter,
  PLACE_ID_PATTERN,
  StaffCreate,
  User,
  UserReply,
  UserUpdateReply,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { exportUsers } from './export.js';
import { findById, usersTable } from './repo.js';
import { usersService } from './service.js';
import { whereAnyLike } from '../../lib/like.js';
import { staffAccounts } from './staff.js';
import { customerSearchRoutes } from './customer-search.js';
import { ownAccountRoutes } from './own-routes.js';

const tags = ['Users'];
const ok = (message: string) => ({ status: 'success' as const, message });
const ListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: -1, maximum: 200 })),
});
const UserList = Paged(User);
const Dealer = Type.Object({
  _id: Type.Integer(),
  company_name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  city: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  web_url: Type.String(),
  google_place_id: Type.String(),
});

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = usersService(app);
  const staff = staffAccounts(app);
  await app.register(customerSearchRoutes);
  await app.register(ownAccountRoutes);

  app.get('/user', {
    onRequest: app.requireSession,
    schema: { tags, summary: 'The signed-in user', response: replies(UserReply, 401) },
    handler: async (req) => ({ user: req.user }),
  });

  app.get('/user/customers', {
    onRequest: app.requirePermission('dealers_manager.dealers_list'),
    schema: {
      tags,
      summary: 'Customers and dealers, searchable and paged',
      querystring: ListQuery,
      response: replies(UserList, 401, 403),
    },
    handler: (req) => users.customers(req.query),
  });

  app.get('/user/admins', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Admins and staff',
      querystring: ListQuery,
      response: replies(UserList, 401, 403),
    },
    handler: (req) => users.list([1, 3], req.query),
  });

  app.post('/user/staff', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      summary: 'Create a staff or admin account with a permission preset; an invitation e-mail follows',
      body: StaffCreate,
      response: replies(UserReply, 401, 403, 409),
    },
    handler: async (req) => ({ user: await staff.create(req.user, req.body) }),
  });

  app.get('/user_all', {
    onRequest: app.requirePermission('dealers_manager.dealers_list'),
    schema: {
      tags,
      summary: 'Every user, short form, for pickers',
      response: replies(
        Type.Object({
          items: Type.Array(
            Type.Object({
              _id: Type.Integer(),
              username: Type.String(),
              firstname: Type.String(),
              lastname: Type.String(),
              email: Type.String(),
              role_id: Type.Integer(),
            }),
          ),
        }),
        401,
        403,
      ),
    },
    handler: async () => {
      const rows = await usersTable(app.db)
        .select('id', 'username', 'firstname', 'lastname', 'email', 'role_id')
        .orderBy('username');
      return { items: rows.map(({ id, ...r }) => ({ _id: id, ...r })) };
    },
  });

  app.put('/user/:id', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: 'Edit a user: details, status (approve), role, permissions',
      params: IdParam,
      body: AdminUserUpdate,
      response: replies(UserUpdateReply, 401, 403, 404, 409),
    },
    handler: async (req) => users.update(req.user, req.params.id, req.body as never),
  });

  app.delete('/user/:id', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: 'Delete a user and their data; refused (409) while invoices issued to them must be kept',
      params: IdParam,
      response: replies(Message, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await users.remove(req.user, req.params.id);
      return ok('The user and their data have been deleted.');
    },
  });

  app.patch('/user/:id/google-place-id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "Set a dealer's Google place id (the dealer locator uses it)",
      params: IdParam,
      body: Type.Object({ google_place_id: Type.String({ maxLength: 255, pattern: PLACE_ID_PATTERN }) }),
      response: replies(UserReply, 401, 403, 404),
    },
    handler: async (req) => {
      if (req.params.id !== req.user._id)
        await users.target(req.user, req.params.id, 'dealers_manager.edit_dealer');
      else if (!(await findById(app.db, req.params.id))) throw notFound('User');
      return {
        user: await users.patchSelf(
          req.params.id,
          { google_place_id: req.body.google_place_id.trim() },
          req.params.id === req.user._id ? (req.user.impersonated_by ?? null) : null,
        ),
      };
    },
  });

  app.post('/user/:id/change_password', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: "Set another user's password (signs them out everywhere)",
      params: IdParam,
      body: Type.Object({ password: NewPassword }),
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      await users.setPassword(req.user, req.params.id, req.body.password);
      return ok('The password has been changed.');
    },
  });

  app.get('/user/export-all', {
    onRequest: app.requirePermission('dealers_manager.export_users'),
    schema: {
      tags,
      summary:
        'Export the users as CSV or XLSX (admins: every account unless scope=customers; staff: the customers), optionally narrowed by status and keyword as the customer list is',
      querystring: Type.Object({
        format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
        scope: Type.Optional(Type.Union([Type.Literal('customers'), Type.Literal('all')])),
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
      }),
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 403: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const format = req.query.format ?? 'csv';
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="users-${stamp}.${format}"`);
      const { keyword, status } = req.query;
      const customersOnly = req.user.role_id !== ROLE.ADMIN || req.query.scope === 'customers';
      await audit(app.db, req.user._id, 'export.users', '', null, {
        format,
        customers_only: customersOnly,
        ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
        ...(status !== undefined ? { status } : {}),
      });
      return reply.send(exportUsers(app.db, format, { customersOnly, keyword, status }));
    },
  });

  app.get('/user/inactives', {
    onRequest: app.requirePermission('dealers_manager.dealers_list'),
    schema: {
      tags,
      summary: 'Customers who have not signed in for `months` months (default 12)',
      querystring: Type.Composite([
        Type.Omit(ListQuery, ['after']),
        Type.Object({ months: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })) }),
      ]),
      response: replies(UserList, 401, 403),
    },
    handler: (req) => users.inactive(req.query),
  });

  app.post('/user/delete-inactives', {
    onRequest: app.requirePermission('dealers_manager.delete_dealer'),
    schema: {
      tags,
      summary: 'Delete the listed customers that are still inactive',
      body: Type.Object({
        inactive_users: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
        months: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
      }),
      response: replies(
        Type.Composite([
          Message,
          Type.Object({
            deleted: Type.Integer(),
            kept: Type.Integer({
              description: 'Not deleted: invoices were issued to them, which must be kept',
            }),
          }),
        ]),
        401,
        403,
      ),
    },
    handler: async (req) => {
      const { deleted, kept } = await users.removeInactive(
        req.user,
        req.body.inactive_users,
        req.body.months ?? 12,
      );
      const message = kept
        ? ok(`${deleted} inactive user(s) deleted; ${kept} kept because invoices were issued to them.`)
        : ok(`${deleted} inactive user(s) deleted.`);
      return { ...message, deleted, kept };
    },
  });

  app.get('/user/:id/picture', {
    onRequest: app.requireSession,
    schema: {
      tags,
      summary: "A user's profile picture",
      params: IdParam,
      response: { 200: FileReply, 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const row = await findById(app.db, req.params.id);
      // Customers' pictures are theirs and the staff's who look after customers; staff pictures appear
      // beside their replies, so any signed-in user may see those. Anything else reads as missing.
      const allowed =
        row &&
        (row.id === req.user._id ||
          row.role_id !== ROLE.CUSTOMER ||
          req.user.role_id === ROLE.ADMIN ||
          (req.user.role_id === ROLE.STAFF && hasPermission(req.user, 'dealers_manager.dealers_list')));
      if (!allowed || !row?.profile_picture) throw notFound('Picture');
      const [key, type] = row.profile_picture.split('|');
      reply.header('content-type', type || 'image/jpeg').header('cache-control', 'private, max-age=300');
      return reply.send(await app.storage.get(key));
    },
  });

  app.get('/dealers/with-google-place-id', {
    schema: {
      tags,
      summary: 'Active dealers shown on the dealer locator',
      security: [],
      querystring: Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        page: Type.Optional(Type.Integer({ minimum: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      }),
      response: replies(Paged(Dealer)),
    },
    handler: async (req) => {
      const size = req.query.size ?? 20;
      const page = req.query.page ?? 1;
      const base = () => {
        const q = usersTable(app.db).where({ role_id: 2, status: 1 }).whereNot('google_place_id', '');
        const k = req.query.keyword?.trim();
        if (k) {
          whereAnyLike(q, ['company_name', 'city', 'country'], k);
        }
        return q;
      };
      const [[{ n }], rows] = await Promise.all([
        base().count<{ n: number }[]>({ n: '*' }),
        base()
          .orderBy('company_name')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return {
        items: rows.map((r) => ({
          _id: r.id,
          company_name: r.company_name,
          firstname: r.firstname,
          lastname: r.lastname,
          city: r.city,
          country: r.country,
          phone: r.phone,
          web_url: r.web_url,
          google_place_id: r.google_place_id,
        })),
        total: Number(n),
        page,
        size,
      };
    },
  });
};
