import { hasPermission, type Permission, ROLE } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { forbidden } from '../../lib/errors.js';
import { whereAnyLike } from '../../lib/like.js';
import { replies } from '../../lib/schema.js';
import { usersTable } from './repo.js';

/** Staff who pick a customer in their own screens, without the right to browse the customer list. */
const PICKERS: Permission[] = [
  'dealers_manager.dealers_list',
  'dealers_manager.dealers_invoices',
  'api_manager',
];

const CustomerOption = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  company_name: Type.String(),
});

/**
 * A few customers matching what staff typed (name, user name, e-mail, company), short form, for pickers:
 * the search runs here, so a picker never loads every customer.
 */
export const customerSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/customer_search', {
    onRequest: async (req, reply) => {
      await app.requireAdminArea(req, reply);
      if (!PICKERS.some((p) => hasPermission(req.user, p))) throw forbidden();
    },
    schema: {
      tags: ['Users'],
      summary: 'Customers matching a name, user name, e-mail or company, short form (up to `size`, 20)',
      querystring: Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
      }),
      response: replies(Type.Object({ items: Type.Array(CustomerOption) }), 401, 403),
    },
    handler: async (req) => {
      const query = usersTable(app.db).where('role_id', ROLE.CUSTOMER);
      const keyword = req.query.keyword?.trim();
      if (keyword)
        whereAnyLike(query, ['username', 'email', 'firstname', 'lastname', 'company_name'], keyword);
      const rows = await query
        .select('id', 'username', 'firstname', 'lastname', 'email', 'company_name')
        .orderBy('username')
        .limit(req.query.size ?? 20);
      return {
        items: rows.map((r) => ({
          _id: Number(r.id),
          username: r.username,
          firstname: r.firstname ?? '',
          lastname: r.lastname ?? '',
          email: r.email ?? '',
          company_name: r.company_name ?? '',
        })),
      };
    },
  });
};
