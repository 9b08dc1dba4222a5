import type { Knex } from 'knex';

/**
 * Realtime event ids come from this sequence row, locked until the batch of events commits: ids then
 * become visible in increasing order across instances (auto-increment ids can commit out of order), so a
 * client's cursor never skips an event. The events' own id column keeps its type; ids are given explicitly.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('realtime_sequence', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('last').unsigned().notNullable().defaultTo(0);
  });
  const [{ max }] = (await db('realtime_events').max({ max: 'id' })) as { max: number | null }[];
  await db('realtime_sequence').insert({ name: 'events', last: Number(max ?? 0) });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('realtime_sequence');
}
