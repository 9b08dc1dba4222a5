import type { Knex } from 'knex';
import type { UserRow } from './mapper.js';

export const usersTable = (db: Knex | Knex.Transaction) => db<UserRow>('users');

export async function findById(db: Knex | Knex.Transaction, id: number): Promise<UserRow | undefined> {
  return usersTable(db).where({ id }).first();
}

/** By e-mail (stored lower-case) or by exact username. */
export async function findByLogin(db: Knex, login: string): Promise<UserRow | undefined> {
  const value = login.trim();
  return usersTable(db)
    .where({ email: value.toLowerCase() })
    .orWhere({ username: value })
    .orderBy('id')
    .first();
}

export async function insertUser(db: Knex | Knex.Transaction, row: Partial<UserRow>): Promise<number> {
  const [id] = await usersTable(db).insert({
    ...row,
    created_at: new Date(),
    updated_at: new Date(),
  } as UserRow);
  // MySQL answers [insertId]; SQLite the same through knex. Normalise to a number.
  return Number(id);
}
