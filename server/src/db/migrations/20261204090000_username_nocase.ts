import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * Usernames are one name whatever their case: MariaDB's collation already compares them so, SQLite compares
 * bytes. On SQLite a unique index without case makes `CUSTA` beside `custa` a taken name there too, and lets
 * sign-in by username use an index with `COLLATE NOCASE`. Names that already differ only in case (possible
 * before this) keep a plain index: both accounts stay usable, sign-in picks the older one.
 */
export async function up(db: Knex): Promise<void> {
  if (!isSqlite(db)) return;
  const clashes = await db('users')
    .select(db.raw('lower(username) as name'))
    .groupByRaw('lower(username)')
    .havingRaw('count(*) > 1');
  const kind = clashes.length ? 'INDEX' : 'UNIQUE INDEX';
  await db.raw(`CREATE ${kind} users_username_nocase ON users (username COLLATE NOCASE)`);
}

export async function down(db: Knex): Promise<void> {
  if (!isSqlite(db)) return;
  await db.raw('DROP INDEX IF EXISTS users_username_nocase');
}
