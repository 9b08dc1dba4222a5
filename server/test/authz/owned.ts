import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { isSqlite } from '../../src/db/connection.js';

/** Tables whose rows belong to a user: they have a user_id column. */
export async function ownedTables(db: Knex): Promise<string[]> {
  if (isSqlite(db)) {
    const tables = (await db.raw(
      "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'knex_%'",
    )) as { name: string }[];
    const out: string[] = [];
    for (const { name } of tables) {
      const cols = (await db.raw(`PRAGMA table_info("${name}")`)) as { name: string }[];
      if (cols.some((c) => c.name === 'user_id')) out.push(name);
    }
    return out.sort();
  }
  const [rows] = (await db.raw(
    "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND column_name = 'user_id'",
  )) as [{ name: string }[]];
  return rows.map((r) => r.name).sort();
}

/** A fingerprint of everything a user owns (their rows everywhere and their account), to see any change. */
export async function fingerprint(
  db: Knex,
  tables: string[],
  userId: number,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const rows = await db(t).where({ user_id: userId });
    const sorted = rows.map((r) => JSON.stringify(r)).sort();
    out[t] = createHash('sha256').update(sorted.join('\n')).digest('hex');
  }
  const { last_login: _l, ...account } = (await db('users').where({ id: userId }).first()) ?? {};
  out.users = createHash('sha256').update(JSON.stringify(account)).digest('hex');
  return out;
}
