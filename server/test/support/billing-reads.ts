import type { Knex } from 'knex';

/** How many times the billing settings are read from the table while `fn` runs (the settings cache's misses). */
export async function billingReads(db: Knex, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const onQuery = (q: { sql: string; bindings?: unknown[] }) => {
    if (/\bsettings\b/.test(q.sql) && q.bindings?.includes('billing')) n += 1;
  };
  db.on('query', onQuery);
  try {
    await fn();
  } finally {
    db.removeListener('query', onQuery);
  }
  return n;
}
