import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { connect, isSqlite } from '../src/db/connection.js';
import { migrateDown, migrateLatest } from '../src/db/migrator.js';
import { migrations } from '../src/db/migrations/index.js';
import type { Knex } from 'knex';
import { TEST_DB } from './helpers.js';

const SNAPSHOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema-snapshot.json');

/** Tables, columns with types and nullability, and indexes of a SQLite database, in a stable order. */
async function describeSqlite(db: Knex): Promise<string> {
  const tables = (await db.raw(
    "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'knex_%' ORDER BY name",
  )) as { name: string }[];
  const lines: string[] = [];
  for (const { name } of tables) {
    const cols = (await db.raw(`PRAGMA table_info("${name}")`)) as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    lines.push(
      `${name}(${cols.map((c) => `${c.name}:${c.type}${c.notnull ? '!' : ''}${c.pk ? '*' : ''}`).join(',')})`,
    );
    const idx = (await db.raw(`PRAGMA index_list("${name}")`)) as { name: string; unique: number }[];
    for (const i of idx.sort((a, b) => a.name.localeCompare(b.name))) {
      const icols = (await db.raw(`PRAGMA index_info("${i.name}")`)) as { name: string }[];
      lines.push(`  ${i.unique ? 'unique' : 'index'} ${icols.map((c) => c.name).join(',')}`);
    }
  }
  return lines.join('\n');
}

describe.skipIf(TEST_DB !== 'sqlite')('database schema', () => {
  it('changes only through a new migration', async () => {
    const db = await connect('sqlite::memory:');
    try {
      await migrateLatest(db);
      expect(isSqlite(db)).toBe(true);
      const hash = createHash('sha256')
        .update(await describeSqlite(db))
        .digest('hex');
      const names = Object.keys(migrations).sort();
      if (process.env.UPDATE_SCHEMA_SNAPSHOT)
        writeFileSync(SNAPSHOT, `${JSON.stringify({ migrations: names, hash }, null, 2)}\n`);
      const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as { migrations: string[]; hash: string };
      if (snapshot.hash !== hash) {
        // A schema difference is fine only when it comes with a migration the snapshot has not seen yet.
        expect(
          names,
          'the schema changed without a new migration (or run with UPDATE_SCHEMA_SNAPSHOT=1 after adding one)',
        ).not.toEqual(snapshot.migrations);
        expect.fail('schema and migrations changed: review, then refresh with UPDATE_SCHEMA_SNAPSHOT=1');
      }
      expect(snapshot.migrations).toEqual(names);
    } finally {
      await db.destroy();
    }
  });

  it('rolls every migration back and forward again cleanly', async () => {
    const db = await connect('sqlite::memory:');
    try {
      await migrateLatest(db);
      await migrateDown(db);
      const left = (await db.raw(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'knex_%'",
      )) as unknown[];
      expect(left).toEqual([]);
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
  });
});
