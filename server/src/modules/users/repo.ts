import type { Knex } from 'knex';
import { isSqlite } from '../../db/connection.js';
import type { UserRow } from './mapper.js';

export const usersTable = (db: Knex | Knex.Transaction) => db<UserRow>('users');

export async function findById(db: Knex | Knex.Transaction, id: number): Promise<UserRow | undefined> {
  return usersTable(db).where({ id }).first();
}

/**
 * A username condition that ignores case on both databases (MariaDB's collation does so already; SQLite is
 * told to, with the index of migration 20261204090000).
 */
export const usernameIs = (db: Knex | Knex.Transaction, name: string) =>
  isSqlite(db) ? db.raw('username = ? COLLATE NOCASE', [name]) : db.raw('username = ?', [name]);

/** By e-mail (stored lower-case) or by username, in any case. */
export async function findByLogin(db: Knex, login: string): Promise<UserRow | undefined> {
  const value = login.trim();
  return (
    usersTable(db)
      .where({ email: value.toLowerCase() })
      .orWhere(usernameIs(db, value))
      // Names that differ only in case (possible on SQLite before 20261204090000): the exact one first.
      .orderByRaw('CASE WHEN username = ? THEN 0 ELSE 1 END', [value])
      .orderBy('id')
      .first()
  );
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
