import { dropRunDatabases } from './mysql-databases.js';

/** After a MariaDB run: drops the databases its workers kept for reuse (named after this process). */
export async function teardown(): Promise<void> {
  if (process.env.TEST_DB === 'mysql') await dropRunDatabases(process.pid);
}
