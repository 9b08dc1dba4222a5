/**
 * What the per-call session check costs: every signed-in request loads its user, and now also asks whether
 * the token's session is still open (one subquery in the same statement). Measures the user lookup alone
 * (the floor: what every request did before) beside the lookup with the session check, on a database with
 * BENCH_USERS users and BENCH_SESSIONS refresh tokens. Run from the repository root:
 *   npx tsx bench/auth/session-check.ts                                              (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_sessions npx tsx bench/auth/session-check.ts
 * The MariaDB database is dropped and created again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { connect } from '../../server/src/db/connection.js';
import { migrateLatest } from '../../server/src/db/migrator.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5000);
const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-sessions-'));
const url = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.sqlite')}`;

if (url.startsWith('mysql')) {
  const parsed = new URL(url);
  const admin = knex({ client: 'mysql2', connection: `mysql://${parsed.username}@${parsed.host}` });
  await admin.raw('DROP DATABASE IF EXISTS ??', [parsed.pathname.slice(1)]);
  await admin.destroy();
}
const db: Knex = await connect(url);
await migrateLatest(db);

const now = new Date();
for (let i = 0; i < USERS; i += 200) {
  await db('users').insert(
    Array.from({ length: Math.min(200, USERS - i) }, (_, j) => ({
      username: `u${i + j}`,
      email: `u${i + j}@bench.test`,
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })),
  );
}
const families: string[] = [];
for (let i = 0; i < SESSIONS; i += 200) {
  const rows = Array.from({ length: Math.min(200, SESSIONS - i) }, (_, j) => {
    const family = randomBytes(16).toString('base64url');
    families.push(family);
    return {
      user_id: ((i + j) % USERS) + 1,
      family_id: family,
      token_hash: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + 86_400_000),
      revoked_at: (i + j) % 3 === 0 ? now : null,
    };
  });
  await db('refresh_tokens').insert(rows);
}

/** Runs the cases in turn, sample by sample, so a busy moment of the machine weighs on both alike. */
async function measure(cases: { name: string; run: (i: number) => Promise<unknown> }[]) {
  const times = cases.map(() => [] as number[]);
  for (let i = 0; i < SAMPLES; i++) {
    for (const [c, { run }] of cases.entries()) {
      const t = process.hrtime.bigint();
      await run(i);
      times[c].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return cases.map(({ name }, c) => {
    const sorted = times[c].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(3);
    return { name, p50_ms: at(0.5), p99_ms: at(0.99) };
  });
}

const userOf = (i: number) => ((i * 7919) % USERS) + 1;
const rows = await measure([
  { name: 'user lookup only (before)', run: (i) => db('users').where('users.id', userOf(i)).first() },
  {
    name: 'user lookup + session open (now)',
    run: (i) =>
      db('users')
        .where('users.id', userOf(i))
        .select(
          'users.*',
          db.raw(
            '(select 1 from refresh_tokens r where r.family_id = ? and r.user_id = users.id and r.revoked_at is null limit 1) as session_open',
            [families[i % families.length]],
          ),
        )
        .first(),
  },
]);
console.log(
  `database: ${url.startsWith('mysql') ? 'MariaDB/MySQL' : 'SQLite'}; ${USERS} users, ${SESSIONS} refresh tokens, ${SAMPLES} samples; node ${process.version}`,
);
console.table(rows);
await db.destroy();
rmSync(dir, { recursive: true, force: true });
