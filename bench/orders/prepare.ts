import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { credit } from '../../server/src/modules/credits/ledger.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { benchEnv, freshDatabase } from '../lib.js';

/** The password of the benches' customer (`bench_customer`) and staff member (`bench_staff`). */
export const BENCH_PASSWORD = 'Bench-pass-1';

/**
 * A fresh database prepared in-process (migrations, a service, a customer, a staff member) for the real
 * server to take over. `prep` stays open so a bench can seed more; close it before starting the server.
 */
export async function prepareOrdersDatabase(prefix: string, { credits = 0 } = {}) {
  const { mysql, dataDir, databaseUrl } = await freshDatabase(prefix);
  const env = benchEnv();
  const prep = await buildApp(loadConfig(env, { dataDir, databaseUrl }), { logger: false });
  await prep.ready();
  const now = new Date();
  const [serviceId] = await prep.db('services').insert({
    service_name: 'Stage 1',
    type_1_price: 100,
    type_2_price: 100,
    type_3_price: 100,
    created_at: now,
    updated_at: now,
  });
  const hash = await hashPassword(BENCH_PASSWORD);
  const person = (username: string, email: string, role_id: number) =>
    insertUser(prep.db, { username, email, password_hash: hash, role_id, status: 1, verified: true });
  const customerId = await person('bench_customer', 'customer@bench.test', 2);
  await person('bench_staff', 'staff@bench.test', 1);
  if (credits > 0)
    await prep.db.transaction((trx) => credit(trx, { userId: customerId, amount: credits, reason: 'bench' }));
  return { mysql, dataDir, databaseUrl, env, prep, serviceId: Number(serviceId), customerId };
}
