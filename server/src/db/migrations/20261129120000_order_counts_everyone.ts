import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

/**
 * `order_counts` also tallies everyone's orders per status, as customer 0: the staff lists' totals and the
 * staff menu counts read a few of those rows instead of adding up every customer's (with 5,000 customers the
 * staff pending count summed ~5,000 rows on every navigation). The order triggers keep both rows in the same
 * statement. MySQL fires no trigger for orders its foreign key deletes with a customer, so there the
 * customer's orders are taken out of everyone's tallies before the customer goes; SQLite fires the orders'
 * own delete trigger.
 */
export const ORDER_TRIGGERS = ['order_counts_insert', 'order_counts_update', 'order_counts_delete'];
const USER_TRIGGER = 'order_counts_everyone_user_delete';

/** The statements of the order triggers: an owner's tally (`user`: a column or 0) put in, taken out. */
export function countSql(db: Knex) {
  const upsert = isSqlite(db)
    ? 'ON CONFLICT (is_agent, user_id, status) DO UPDATE SET'
    : 'ON DUPLICATE KEY UPDATE';
  return {
    add: (user: string) =>
      `INSERT INTO order_counts (is_agent, user_id, status, n) VALUES (NEW.is_agent, ${user}, NEW.status, 1) ${upsert} n = n + 1;`,
    remove: (user: string) =>
      `UPDATE order_counts SET n = n - 1 WHERE is_agent = OLD.is_agent AND user_id = ${user} AND status = OLD.status;`,
    changed: 'OLD.status <> NEW.status OR OLD.user_id <> NEW.user_id OR OLD.is_agent <> NEW.is_agent',
  };
}

/** The order triggers of `order_counts`, for each customer and, with `everyone`, for customer 0 as well. */
export async function orderTriggers(db: Knex, everyone: boolean): Promise<void> {
  const sqlite = isSqlite(db);
  const sql = countSql(db);
  const owners = (row: 'NEW' | 'OLD') => (everyone ? [`${row}.user_id`, '0'] : [`${row}.user_id`]);
  const add = owners('NEW').map(sql.add).join(' ');
  const remove = owners('OLD').map(sql.remove).join(' ');
  const changed = sql.changed;
  if (sqlite) {
    await db.raw(`CREATE TRIGGER order_counts_insert AFTER INSERT ON orders BEGIN ${add} END`);
    await db.raw(
      `CREATE TRIGGER order_counts_update AFTER UPDATE OF status, user_id, is_agent ON orders WHEN ${changed} BEGIN ${remove} ${add} END`,
    );
    await db.raw(`CREATE TRIGGER order_counts_delete AFTER DELETE ON orders BEGIN ${remove} END`);
  } else {
    await db.raw(`CREATE TRIGGER order_counts_insert AFTER INSERT ON orders FOR EACH ROW BEGIN ${add} END`);
    await db.raw(
      `CREATE TRIGGER order_counts_update AFTER UPDATE ON orders FOR EACH ROW BEGIN IF ${changed} THEN ${remove} ${add} END IF; END`,
    );
    await db.raw(
      `CREATE TRIGGER order_counts_delete AFTER DELETE ON orders FOR EACH ROW BEGIN ${remove} END`,
    );
  }
}

export async function up(db: Knex): Promise<void> {
  for (const name of ORDER_TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db.raw(
    'INSERT INTO order_counts (is_agent, user_id, status, n) ' +
      'SELECT is_agent, 0, status, COUNT(*) FROM orders GROUP BY is_agent, status',
  );
  await orderTriggers(db, true);
  if (!isSqlite(db))
    await db.raw(
      `CREATE TRIGGER ${USER_TRIGGER} BEFORE DELETE ON users FOR EACH ROW ` +
        'UPDATE order_counts g JOIN (SELECT is_agent, status, COUNT(*) AS c FROM orders WHERE user_id = OLD.id ' +
        'GROUP BY is_agent, status) x ON g.is_agent = x.is_agent AND g.status = x.status ' +
        'SET g.n = g.n - x.c WHERE g.user_id = 0',
    );
}

export async function down(db: Knex): Promise<void> {
  for (const name of [...ORDER_TRIGGERS, USER_TRIGGER]) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
  await db('order_counts').where('user_id', 0).delete();
  await orderTriggers(db, false);
}
