import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connect } from '../../src/db/connection.js';
import { buildTestApp, createUser, TEST_DB, type TestApp } from '../helpers.js';
import { redisSandbox } from '../redis.js';

// The session check is answered from memory between writes (plugins/session-cache.ts). Two instances on
// one database and one Redis, each with its own connections, as in production: what one changes, the
// other must not serve from memory.
const sandbox = redisSandbox();
const env = {
  REDIS_URL: sandbox.url,
  REDIS_PREFIX: sandbox.prefix,
  CODE_PEPPER: 'session-pepper-session-pepper',
  SCHEDULED_JOBS: 'false',
};
let a: TestApp;
let b: FastifyInstance;
let outside: Knex;

beforeAll(async () => {
  // SQLite in memory cannot be opened twice; a file can.
  a = await buildTestApp(
    TEST_DB === 'sqlite'
      ? { databaseUrl: `sqlite:${process.env.TMPDIR ?? '/tmp'}/sessions-${process.pid}.db` }
      : {},
    env,
  );
  const config = loadConfig(
    { ...env, JWT_SECRET: a.config.jwtSecret, SEED_DEMO: 'false', LOG_LEVEL: 'silent' },
    { dataDir: a.config.dataDir, databaseUrl: a.config.databaseUrl },
  );
  b = await buildApp(config, { logger: false });
  await b.ready();
  outside = await connect(a.config.databaseUrl);
}, 60_000);
afterAll(async () => {
  await outside?.destroy();
  await b?.close();
  await a?.cleanup();
  await sandbox.cleanup();
  if (TEST_DB === 'sqlite') {
    const file = a.config.databaseUrl.slice('sqlite:'.length);
    await Promise.all(['', '-wal', '-shm'].map((s) => rm(file + s, { force: true })));
  }
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/refresh_user_data', headers: { 'x-access-token': token } });

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe('the session check kept in memory', () => {
  it('refuses a session signed out on the other instance within a moment, not after the cache expires', async () => {
    const u = await createUser(a);
    expect((await me(b, u.token)).statusCode).toBe(200);
    expect((await me(b, u.token)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refresh_token: u.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a, u.token)).statusCode).toBe(401);
    // The cache keeps an answer up to 2 s; the bus has to do better than that.
    expect(await within(1000, async () => (await me(b, u.token)).statusCode === 401)).toBeLessThan(1000);
  });

  it('never keeps what was read while a change to the user was open, and shows the change on the next call', async () => {
    const u = await createUser(a);
    expect((await me(a, u.token)).json().user.firstname).toBe('Test');
    const trx = await a.db.transaction();
    await trx('users').where({ id: u.id }).update({ firstname: 'Renamed' });
    // MariaDB answers these from the committed row while the change is open; SQLite's one connection
    // makes them wait for the commit.
    const during = Array.from({ length: 8 }, () => me(a, u.token));
    if (TEST_DB === 'mysql') {
      for (const res of await Promise.all(during)) expect(res.json().user.firstname).toBe('Test');
    }
    await trx.commit();
    await Promise.all(during);
    for (let i = 0; i < 3; i++) expect((await me(a, u.token)).json().user.firstname).toBe('Renamed');
    await within(1000, async () => (await me(b, u.token)).json().user.firstname === 'Renamed');
  });

  it('keeps the user after a rolled-back change, and refuses every token at once when their version is bumped', async () => {
    const u = await createUser(a);
    const trx = await a.db.transaction();
    await trx('users').where({ id: u.id }).update({ firstname: 'Never' });
    await trx.rollback();
    expect((await me(a, u.token)).json().user.firstname).toBe('Test');
    await a.db('users').where({ id: u.id }).update({ token_version: 5 });
    expect((await me(a, u.token)).statusCode).toBe(401);
  });

  it('sees a change made outside the app (a script, SQL by hand) within the cache’s 2 s', async () => {
    const u = await createUser(a);
    expect((await me(a, u.token)).statusCode).toBe(200);
    await outside('users').where({ id: u.id }).update({ firstname: 'Scripted' });
    const took = await within(3000, async () => (await me(a, u.token)).json().user.firstname === 'Scripted');
    expect(took).toBeLessThanOrEqual(2500);
  });
});
