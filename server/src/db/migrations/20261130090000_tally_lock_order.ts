import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';
// A shipped migration never changes, so the statements of its triggers can be shared.
import { orderPageSql } from './20261129100000_order_pages.js';
import { countSql, ORDER_TRIGGERS, orderTriggers } from './20261129120000_order_counts_everyone.js';

/**
 * On MariaDB, orders changing status at once could deadlock on their tallies: an order going pending ->
 * completed locked the pending rows of `order_pages` and `order_counts` and then the completed ones, another
 * going back locked them the other way round, and MariaDB refused one of the two changes. The order triggers
 * now lock the tally rows they change in one order that every trigger keeps - everyone's rows (customer 0)
 * before a customer's, each set by key - so changes made at once wait for each other instead. SQLite writes
 * one transaction at a time and keeps its triggers.
 */
/** Taking out then putting in when OLD's key sorts before NEW's, the other way round when after, nothing when equal. */
const inKeyOrder = (oldKey: string, newKey: string, fromOld: string, toNew: string) =>
  `IF (${oldKey}) < (${newKey}) THEN ${fromOld} ${toNew} ELSEIF (${oldKey}) > (${newKey}) THEN ${toNew} ${fromOld} END IF;`;

async function lockOrdered(db: Knex): Promise<void> {
  const { add, remove, changed } = countSql(db);
  // Created first, so it fires before the counts' trigger, as the insert and delete triggers of both do.
  const pages = orderPageSql(db);
  const pageKey = (row: 'OLD' | 'NEW') => `${row}.is_agent, ${pages.bucket(`${row}.id`)}, ${row}.status`;
  await db.raw(
    'CREATE TRIGGER order_pages_update AFTER UPDATE ON orders FOR EACH ROW BEGIN ' +
      `IF ${pages.changed} THEN ${inKeyOrder(pageKey('OLD'), pageKey('NEW'), pages.remove('OLD'), pages.add('NEW'))} END IF; END`,
  );
  const keyOf = (row: 'OLD' | 'NEW', user: string) => `${row}.is_agent, ${user}, ${row}.status`;
  await db.raw(
    `CREATE TRIGGER order_counts_insert AFTER INSERT ON orders FOR EACH ROW BEGIN ${add('0')} ${add('NEW.user_id')} END`,
  );
  await db.raw(
    'CREATE TRIGGER order_counts_update AFTER UPDATE ON orders FOR EACH ROW BEGIN ' +
      `IF ${changed} THEN ` +
      // A move between customers alone leaves everyone's row as it was: neither step touches it then.
      inKeyOrder(keyOf('OLD', '0'), keyOf('NEW', '0'), remove('0'), add('0')) +
      inKeyOrder(
        keyOf('OLD', 'OLD.user_id'),
        keyOf('NEW', 'NEW.user_id'),
        remove('OLD.user_id'),
        add('NEW.user_id'),
      ) +
      ' END IF; END',
  );
  await db.raw(
    `CREATE TRIGGER order_counts_delete AFTER DELETE ON orders FOR EACH ROW BEGIN ${remove('0')} ${remove('OLD.user_id')} END`,
  );
}

async function dropTriggers(db: Knex): Promise<void> {
  for (const name of [...ORDER_TRIGGERS, 'order_pages_update'])
    await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
}

export async function up(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  await dropTriggers(db);
  await lockOrdered(db);
}

export async function down(db: Knex): Promise<void> {
  if (isSqlite(db)) return;
  await dropTriggers(db);
  const { remove: out, add: into, changed } = orderPageSql(db);
  await db.raw(
    `CREATE TRIGGER order_pages_update AFTER UPDATE ON orders FOR EACH ROW BEGIN IF ${changed} THEN ${out('OLD')} ${into('NEW')} END IF; END`,
  );
  await orderTriggers(db, true);
}
