import { rmSync } from 'node:fs';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { benchEnv, freshDatabase } from '../lib.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { insertUser } from '../../server/src/modules/users/repo.js';
import { seedOrders } from '../orders/seed-orders.js';

const { dataDir, databaseUrl } = await freshDatabase('inproc');
const app = await buildApp(loadConfig(benchEnv(), { dataDir, databaseUrl }), { logger: false });
await app.ready();
const hash = await hashPassword('Bench-pass-1');
await insertUser(app.db, { username: 's', email: 's@x.test', password_hash: hash, role_id: 1, status: 1, verified: true });
const customerId = await insertUser(app.db, { username: 'c', email: 'c@x.test', password_hash: hash, role_id: 2, status: 1, verified: true });
const [serviceId] = await app.db('services').insert({ service_name: 'Stage 1', type_1_price: 100, type_2_price: 100, type_3_price: 100, created_at: new Date(), updated_at: new Date() });
await seedOrders(app.db, { orders: Number(process.env.ORDERS ?? 5000), customerId: Number(customerId), serviceId: Number(serviceId) });
const r = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login: 's', password: 'Bench-pass-1' } });
const token = r.json().access_token;
const url = process.env.URL ?? '/api/order?page=1&size=20';
const headers = { 'x-access-token': token };
for (let i = 0; i < 2000; i++) await app.inject({ url, headers });
const seen: string[] = [];
const qs: { sql: string; bindings: unknown[] }[] = [];
const onQ = (q: { sql: string; bindings: unknown[] }) => { seen.push(q.sql); qs.push(q); };
app.db.on('query', onQ);
const one = await app.inject({ url, headers });
app.db.off('query', onQ);
console.log(one.statusCode, one.body.length, 'bytes'); for (const s of seen) console.log('  ', s.slice(0, 300));
if (process.env.TIMESQL) {
  const conn = await app.db.client.acquireConnection();
  for (const q of qs) {
    const st = conn.prepare(q.sql); const b = q.bindings.map((x) => (typeof x === 'boolean' ? Number(x) : x));
    const M = 3000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all(b);
    console.log((Number(process.hrtime.bigint() - t0) / M / 1000).toFixed(1), 'µs', q.sql.slice(0, 90));
    if (process.env.PLAN) console.log(conn.prepare('explain query plan ' + q.sql).all(b).map((r: { detail: string }) => r.detail));
  }
  const page = qs[1];
  const b = page.bindings.map((x) => (typeof x === 'boolean' ? Number(x) : x));
  console.log(page.sql, b);
  const variants: [string, string, unknown[]][] = [
    ['page as is', page.sql, b],
    ['page no outer order', page.sql.replace(/ order by `o`.`id` desc$/, ''), b],
    ['page no total', page.sql.replace(/, \(select sum.*? as `page_total`/, ''), [0]],
    ['page no users', 'select o.* from orders as o inner join (select o.id from orders as o where o.is_agent = ? order by o.id desc limit 20) as p on p.id = o.id', [0]],
    ['ids only', 'select o.id from orders as o where o.is_agent = ? order by o.id desc limit 20', [0]],
    ['o.* direct', 'select o.* from orders as o where o.is_agent = ? order by o.id desc limit 20', [0]],
    ['o.id,o.status direct', 'select o.id, o.status from orders as o where o.is_agent = ? order by o.id desc limit 20', [0]],
    ['tally', 'select sum(n) as n from order_counts where is_agent = ?', [0]],
  ];
  for (const [name, sql, bb] of variants) { const st = conn.prepare(sql); const M = 3000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all(bb); console.log(name, (Number(process.hrtime.bigint() - t0) / M / 1000).toFixed(1), 'µs'); }
  const row = conn.prepare('select * from orders where is_agent = 0 order by id desc limit 1').get() as Record<string, unknown>;
  console.log(Object.entries(row).map(([k, v]) => `${k}=${typeof v}:${String(v).length}`).join(' '));
  { const st = conn.prepare('select o.* from orders as o where o.is_agent = ? order by o.id desc limit 20').raw(true); const M = 2000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all([0]); console.log('raw arrays', (Number(process.hrtime.bigint() - t0) / M / 1000).toFixed(1)); }
  { const st = conn.prepare('select o.* from orders as o where o.is_agent = ? order by o.id desc limit 20'); const M = 2000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all([0]); console.log('objects', (Number(process.hrtime.bigint() - t0) / M / 1000).toFixed(1)); }
  { const st = conn.prepare('select o.* from orders as o where o.id = ?'); const M = 2000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all([500]); console.log('one row objects', (Number(process.hrtime.bigint() - t0) / M / 1000).toFixed(1)); }
  for (const col of Object.keys(row)) { const st = conn.prepare(`select o.${col} from orders as o where o.is_agent = ? order by o.id desc limit 20`); const M = 2000; const t0 = process.hrtime.bigint(); for (let i = 0; i < M; i++) st.all([0]); const us = Number(process.hrtime.bigint() - t0) / M / 1000; if (us > 12) console.log('col', col, us.toFixed(1)); }
  console.log(conn.prepare('select count(*) n from order_counts').get(), Object.keys(conn.prepare('select * from orders limit 1').get()).length, 'columns');
  await app.db.client.releaseConnection(conn);
}
const N = Number(process.env.N ?? 5000);
const t = process.hrtime.bigint();
for (let i = 0; i < N; i++) await app.inject({ url, headers });
console.log(url, Number(process.hrtime.bigint() - t) / N / 1000, 'µs per request');
await app.close();
rmSync(dataDir, { recursive: true, force: true });
