import type { VehicleLevel } from '@portal/contracts';
import type { Knex } from 'knex';
import { chunks } from './import-engine.js';
import { LEVELS, nameKey } from './levels.js';

export interface Wanted {
  parentId: number;
  name: string;
  /** More columns for a new node (every row of one call must have the same ones). */
  data?: Record<string, unknown>;
}

/**
 * Ids of tree nodes by (level, parent, name) for bulk imports. Children of a parent are read once, with
 * one query per batch of parents; missing nodes are inserted in batches and read back (multi-row inserts
 * do not tell every new id on MySQL). Types have no parent: they use parent 0.
 */
export class TreeCache {
  private ids = new Map<string, number>();
  private loaded = new Set<string>();

  constructor(private readonly trx: Knex.Transaction) {}

  private static key(level: VehicleLevel, parentId: number, key: string) {
    return `${level}\u0000${parentId}\u0000${key}`;
  }

  id(level: VehicleLevel, parentId: number, name: string): number | undefined {
    return this.ids.get(TreeCache.key(level, parentId, nameKey(name)));
  }

  /** Reads the children of the parents not read yet. */
  async load(level: VehicleLevel, parentIds: number[]): Promise<void> {
    const info = LEVELS[level];
    const todo = [...new Set(parentIds)].filter((p) => !this.loaded.has(`${level}\u0000${p}`));
    if (!todo.length) return;
    if (!info.parentColumn) {
      this.remember(
        level,
        await this.trx(info.table).select('id', 'name_key', this.trx.raw('0 as parent_id')),
      );
    } else {
      for (const part of chunks(todo, 500)) {
        this.remember(
          level,
          await this.trx(info.table)
            .whereIn(info.parentColumn, part)
            .select('id', 'name_key', `${info.parentColumn} as parent_id`),
        );
      }
    }
    for (const p of todo) this.loaded.add(`${level}\u0000${p}`);
  }

  private remember(level: VehicleLevel, rows: { id: number; name_key: string; parent_id: number }[]) {
    for (const r of rows) this.ids.set(TreeCache.key(level, Number(r.parent_id), r.name_key), Number(r.id));
  }

  /** Makes sure every wanted node exists; answers how many were created. */
  async ensure(level: VehicleLevel, wanted: Wanted[]): Promise<number> {
    const info = LEVELS[level];
    await this.load(
      level,
      wanted.map((w) => w.parentId),
    );
    const missing = new Map<string, Wanted>();
    for (const w of wanted) {
      const k = TreeCache.key(level, w.parentId, nameKey(w.name));
      if (!this.ids.has(k) && !missing.has(k)) missing.set(k, w);
    }
    if (!missing.size) return 0;
    const now = new Date();
    const rows = [...missing.values()].map((w) => ({
      name: w.name,
      name_key: nameKey(w.name),
      ...(info.parentColumn ? { [info.parentColumn]: w.parentId } : {}),
      created_at: now,
      updated_at: now,
      ...w.data,
    }));
    for (const part of chunks(rows, 100)) await this.trx(info.table).insert(part);
    // Read the new ids back.
    const list = [...missing.values()];
    for (const part of chunks(list, 400)) {
      const q = this.trx(info.table).whereIn(
        'name_key',
        part.map((w) => nameKey(w.name)),
      );
      if (info.parentColumn) {
        q.whereIn(info.parentColumn, [...new Set(part.map((w) => w.parentId))]).select(
          'id',
          'name_key',
          `${info.parentColumn} as parent_id`,
        );
      } else {
        q.select('id', 'name_key', this.trx.raw('0 as parent_id'));
      }
      this.remember(level, await q);
    }
    return missing.size;
  }
}
