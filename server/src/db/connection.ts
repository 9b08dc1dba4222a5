import knex, { type Knex } from 'knex';

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: the shape of SQLite's CURRENT_TIMESTAMP, with milliseconds. */
export const sqliteDate = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(url: string): Dialect {
  return url.startsWith('sqlite:') ? 'sqlite' : 'mysql';
}

/** Creates the MySQL/MariaDB database named in the URL when it does not exist yet. */
async function ensureMysqlDatabase(url: URL): Promise<void> {
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return;
  const admin = knex({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [
      name,
    ]);
  } finally {
    await admin.destroy();
  }
}

interface SqliteConnection {
  pragma: (s: string) => void;
  prepare: (sql: string) => unknown;
}

/** How many distinct statements a connection keeps prepared; the least recently used is dropped first. */
const PREPARED_STATEMENTS = 256;

/**
 * knex prepares every query again, and SQLite compiles it each time: for the short statements of a request
 * (the session check, a page of orders) that was a fifth of the work. The same text gets the statement
 * prepared before. Safe because better-sqlite3 runs a statement to its end in one synchronous call, and
 * knex only ever uses `all` and `run` on them.
 */
function reusePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else {
      statement = prepare(sql);
      if (cache.size >= PREPARED_STATEMENTS) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  };
}

interface LimitCompiler {
  single: { limit?: unknown; skipBinding?: Record<string, boolean> };
  limit(): string;
}

/**
 * SQLite plans with the value of a bound LIMIT, so it compiles such a statement again on every run: 15 us
 * of a 7 us primary-key read, on every `.first()`. A whole-number limit is written into the text instead
 * (a handful of distinct values, so prepared statements are still reused); anything else stays bound.
 */
function inlineLimits(db: Knex): void {
  const proto = Object.getPrototypeOf(db.client.queryCompiler(db.queryBuilder())) as LimitCompiler;
  const limit = proto.limit;
  proto.limit = function (this: LimitCompiler) {
    const value = this.single.limit;
    if (value === undefined || value === null || (typeof value === 'number' && Number.isSafeInteger(value)))
      this.single.skipBinding = { ...this.single.skipBinding, limit: true };
    return limit.call(this);
  };
}

/**
 * One place for dialect differences: SQLite gets foreign keys, WAL and a busy timeout; MySQL gets utf8mb4,
 * UTC and numbers (not strings) for DECIMAL and BIGINT.
 */
export async function connect(databaseUrl: string): Promise<Knex> {
  if (dialectOf(databaseUrl) === 'sqlite') {
    const filename = databaseUrl.slice('sqlite:'.length) || ':memory:';
    const db = knex({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      // One connection: SQLite has one writer anyway, and this makes transactions strictly serial.
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: SqliteConnection, done: (err: Error | null) => void) => {
          reusePreparedStatements(conn);
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = NORMAL');
          conn.pragma('busy_timeout = 5000');
          done(null);
        },
      },
    });
    // Store dates as UTC text sortable alongside CURRENT_TIMESTAMP, instead of epoch numbers. Set on the
    // prototype because knex builds a fresh client object for every transaction.
    const proto = Object.getPrototypeOf(db.client) as { _formatBindings: (b: unknown[]) => unknown[] };
    proto._formatBindings = (bindings) =>
      (bindings ?? []).map((b) =>
        b instanceof Date ? sqliteDate(b) : typeof b === 'boolean' ? Number(b) : b,
      );
    inlineLimits(db);
    return db;
  }
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  await ensureMysqlDatabase(url);
  return knex({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
      charset: 'utf8mb4',
      timezone: 'Z',
      decimalNumbers: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      dateStrings: false,
    },
    pool: { min: 0, max: 10 },
  });
}

export function isSqlite(db: Pick<Knex, 'client'> | Knex.QueryBuilder): boolean {
  return db.client.config.client === 'better-sqlite3';
}

/** True when the error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return (
    e?.code === 'ER_DUP_ENTRY' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Locks a row for the rest of the transaction. MySQL needs FOR UPDATE; SQLite already serialises writers
 * (single connection, one transaction at a time), so the plain select is enough there.
 */
export function forUpdate<T extends Knex.QueryBuilder>(db: Knex | Knex.Transaction, query: T): T {
  return (isSqlite(db as Knex) ? query : query.forUpdate()) as T;
}
