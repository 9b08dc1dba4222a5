import knex, { type Knex } from 'knex';
import { migrations } from '../../src/db/migrations/index.js';
import { migrateLatest } from '../../src/db/migrator.js';

/**
 * MariaDB databases for the tests, reused within a test worker. Making one runs every migration (about 470
 * statements of DDL, 5-20 s on a 2-core machine, most of the MariaDB run's time); a database a test file
 * has finished with is put back as the migrations left it instead (a DELETE per table that has rows, and
 * the rows the migrations themselves wrote - tallies, sequences - written again) and handed to the next
 * file, which then finds its migrations done and seeds as on a new one. A database whose schema a test
 * changed (its migrations are not all there) or that cannot be put back is dropped instead.
 */
const MYSQL_BASE = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const KEEP = new Set(['knex_migrations', 'knex_migrations_lock']);
const free: string[] = [];
let made = 0;
/** The rows the migrations write, by table, read once per worker off its first database. */
let baseline: Map<string, Record<string, unknown>[]> | null = null;

const connect = (database = '', size = 1) =>
  knex({ client: 'mysql2', connection: `${MYSQL_BASE}/${database}`, pool: { min: 0, max: size } });

/** The run's databases are named after its main process, so its teardown drops only its own. */
export const runPrefix = (mainPid: number) => `portal_t${mainPid}_`;

/** A database for a new app, its migrations run: one this worker emptied, or a new one. */
export async function takeDatabase(): Promise<string> {
  const reused = free.pop();
  if (reused) return reused;
  made += 1;
  const name = `${runPrefix(process.ppid)}${process.pid}_${made}`;
  const server = connect();
  await server.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  await server.destroy();
  const db = connect(name, 4);
  try {
    await migrateLatest(db);
    baseline ??= await rowsOf(db, await tablesOf(db, name));
  } finally {
    await db.destroy();
  }
  return name;
}

/** Puts the database back as the migrations left it for the next test file of this worker, or drops it. */
export async function giveBack(name: string): Promise<void> {
  try {
    if (await reset(name)) {
      free.push(name);
      return;
    }
  } catch {
    // Not reusable (gone, locked, half-made): dropped below.
  }
  const server = connect();
  await server.raw('DROP DATABASE IF EXISTS ??', [name]);
  await server.destroy();
}

async function tablesOf(db: Knex, name: string): Promise<string[]> {
  const [rows] = await db.raw(
    "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
    [name],
  );
  return (rows as { t: string }[]).map((r) => r.t).filter((t) => !KEEP.has(t) && /^\w+$/.test(t));
}

/** The rows of every table that has any, by table. */
async function rowsOf(db: Knex, tables: string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  for (const t of await filled(db, tables)) out.set(t, await db(t).select('*'));
  return out;
}

async function filled(db: Knex, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const [rows] = await db.raw(
    tables
      .map((t) => `SELECT '${t}' AS t FROM DUAL WHERE EXISTS (SELECT 1 FROM \`${t}\`)`)
      .join(' UNION ALL '),
  );
  return (rows as { t: string }[]).map((r) => r.t);
}

async function reset(name: string): Promise<boolean> {
  if (!baseline) return false;
  const db = connect(name);
  try {
    const done = await db('knex_migrations').count<{ n: number }[]>({ n: '*' });
    if (Number(done[0]?.n) !== Object.keys(migrations).length) return false;
    const tables = await tablesOf(db, name);
    await db.raw('SET FOREIGN_KEY_CHECKS = 0');
    // Deleting fires the triggers that keep tallies and change logs, which may write to tables already
    // emptied: a few passes until every table is empty; then the migrations' own rows go back.
    for (let pass = 0; ; pass++) {
      const left = await filled(db, tables);
      if (left.length === 0) break;
      if (pass === 4) return false;
      for (const t of left) await db.raw('DELETE FROM ??', [t]);
    }
    for (const [t, rows] of baseline) {
      for (let at = 0; at < rows.length; at += 500) await db(t).insert(rows.slice(at, at + 500));
    }
    return true;
  } finally {
    await db.destroy();
  }
}

/** Drops every database of the run whose main process is `mainPid` (vitest's global teardown). */
export async function dropRunDatabases(mainPid: number): Promise<void> {
  const server = connect();
  try {
    const [rows] = await server.raw('SHOW DATABASES LIKE ?', [`${runPrefix(mainPid).replace(/_/g, '\\_')}%`]);
    for (const row of rows as Record<string, string>[]) {
      await server.raw('DROP DATABASE IF EXISTS ??', [Object.values(row)[0]]);
    }
  } finally {
    await server.destroy();
  }
}
