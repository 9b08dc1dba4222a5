import { ROLE } from '@portal/contracts';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../lib/errors.js';
import { whereAnyLike } from '../../lib/like.js';

/**
 * Staff and admins neither buy credits nor hold a balance: an adjustment, a purchase and an invoice are for
 * a customer's account.
 */
export async function customerAccount(trx: Knex | Knex.Transaction, userId: number) {
  const user = await trx('users').where({ id: userId }).first('role_id');
  if (!user) throw notFound('User');
  if (Number(user.role_id) !== ROLE.CUSTOMER)
    throw badRequest('Only customer accounts hold credits and balances.');
}

/** Every customer's credits and money balance, paged and searchable by name, e-mail or company. */
export async function listBalances(db: Knex, q: { page?: number; size?: number; keyword?: string }) {
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  // Balances are the customers': staff and admins neither buy credits nor hold a money balance.
  const base = db('users as u').where('u.role_id', ROLE.CUSTOMER);
  const kw = q.keyword?.trim();
  if (kw) {
    whereAnyLike(base, ['u.username', 'u.email', 'u.firstname', 'u.lastname', 'u.company_name'], kw);
  }
  const [{ n }] = await base.clone().count<{ n: number }[]>({ n: '*' });
  const rows = await base
    .leftJoin('credit_balances as b', 'b.user_id', 'u.id')
    .leftJoin('agent_balances as a', 'a.user_id', 'u.id')
    .select('u.id', 'u.username', 'u.email', 'u.firstname', 'u.lastname', 'u.company_name')
    .select('b.balance', 'b.held', { money_balance: 'a.balance' })
    .orderBy('u.id')
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      username: r.username,
      email: r.email,
      firstname: r.firstname,
      lastname: r.lastname,
      company_name: r.company_name,
      balance: Number(r.balance ?? 0),
      held: Number(r.held ?? 0),
      available: Number(r.balance ?? 0) - Number(r.held ?? 0),
      money_balance: Number(r.money_balance ?? 0),
    })),
    total: Number(n),
    page,
    size,
  };
}
