import { rmSync } from 'node:fs';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { benchEnv, freshDatabase } from '../lib.js';
import { hashPassword } from '../../server/src/modules/auth/passwords.js';
import { insertUser } from '../../server/src/modules/users/repo.js';

const { dataDir, databaseUrl } = await freshDatabase('inproc');
const app = await buildApp(loadConfig(benchEnv(), { dataDir, databaseUrl }), { logger: false });
await app.ready();
const hash = await hashPassword('Bench-pass-1');
const id = await insertUser(app.db, { username: 's', email: 's@x.test', password_hash: hash, role_id: 1, status: 1, verified: true });
const r = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login: 's', password: 'Bench-pass-1' } });
const fam = (await app.db('refresh_tokens').first()).family_id;
const time = async (name: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 3000; i++) await f();
  const N = 20000; const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await f();
  console.log(name, (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs');
};
await time('knex pk', () => app.db('users').where('users.id', id).first());
await time('knex session', () => app.db('users').where('users.id', id).select('users.*', app.db.raw('(select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open', [fam])).first());
const conn = await app.db.client.acquireConnection();
const st = conn.prepare('select users.*, (select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from `users` where `users`.`id` = ? limit ?');
await time('raw stmt', async () => st.all([fam, id, 1]));
{ const N = 50000; const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) st.all([fam, id, 1]); console.log('sync loop', (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs'); }
{ const N = 50000; const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) st.all(fam, id, 1); console.log('sync loop spread', (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs'); }
const Database = (await import('better-sqlite3')).default;
console.log(databaseUrl);
{ const d2 = new Database(databaseUrl.slice(7)); if (process.env.CKPT) console.log(d2.pragma('wal_checkpoint(TRUNCATE)'));
  console.log(d2.prepare('explain query plan select users.*, (select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from `users` where `users`.`id` = ? limit ?').all(fam, id, 1));
  for (const [q, a] of [
  ['select users.*, (select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from users where users.id = ? limit 1', [fam, id]],
  ['select users.*, (select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from users where users.id = ? limit ?', [fam, id, 1]],
  [`select users.*, (select 1 from refresh_tokens r where r.family_id = '${fam}' and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from users where users.id = ? limit ?`, [id, 1]],
  ['select * from users where id = ? limit ?', [id, 1]],
  ['select * from users where id = ? limit 1 offset ?', [id, 0]],
  ['select * from users where id = ? limit -1 offset ?', [id, 0]],
  ['select * from users where id = ? limit ? offset ?', [id, 1, 0]],
  ['select * from users where id = ? limit 1', [id]],
] as [string, unknown[]][]) { const s3 = d2.prepare(q); const N = 50000; const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) s3.all(...a); console.log('V', q.slice(-60), (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs'); }
  for (const q of [`select users.*, (select 1 from refresh_tokens r where r.family_id = '${fam}' and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from users where users.id = ? limit 1`, `select users.*, (select 1 from refresh_tokens r where r.family_id = '${fam}' and r.user_id = users.id and r.revoked_at is null) as session_open from users where users.id = ?`, `select users.*, exists(select 1 from refresh_tokens r where r.family_id = '${fam}' and r.user_id = users.id and r.revoked_at is null) as session_open from users where users.id = ?`, `select 1 from refresh_tokens r where r.family_id = '${fam}' and r.user_id = ${id} and r.revoked_at is null limit 1`, 'select count(*) from refresh_tokens', 'select 1', 'select * from users where id = ?', 'select id from users where id = ?']) { const s3 = d2.prepare(q); const a = q.includes('?') ? [id] : []; const N = 50000; const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) s3.all(...a); console.log(q, (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs'); }
  console.log(d2.pragma('page_size'), d2.pragma('cache_size'), d2.pragma('mmap_size'), d2.pragma('journal_mode'));
}
for (const pragmas of [[]]) {
  const d2 = new Database(databaseUrl.slice(7));
  for (const p of pragmas) d2.pragma(p);
  const s2 = d2.prepare('select users.*, (select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open from `users` where `users`.`id` = ? limit ?');
  const N = 50000; const t = process.hrtime.bigint(); for (let i = 0; i < N; i++) s2.all(fam, id, 1); console.log('own conn', pragmas, (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'µs');
  d2.close();
}


console.log(st.all([fam, id, 1]));
await app.db.client.releaseConnection(conn);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
