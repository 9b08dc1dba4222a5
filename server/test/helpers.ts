import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fullPermissions, normalizePermissions, ROLE, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { saveBilling } from '../src/modules/credits/billing.js';
import { insertUser } from '../src/modules/users/repo.js';
import { seed } from '../src/seed/index.js';
import { giveBack, takeDatabase } from './support/mysql-databases.js';

export const TEST_DB = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const MYSQL_BASE = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestApp extends FastifyInstance {
  cleanup(): Promise<void>;
}

/**
 * A whole app on a fresh database: in-memory SQLite, or a new MariaDB database dropped afterwards
 * (TEST_DB=mysql). Reference data is seeded; demo data is not.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const dbName = TEST_DB === 'mysql' ? await takeDatabase() : '';
  const databaseUrl = TEST_DB === 'mysql' ? `${MYSQL_BASE}/${dbName}` : 'sqlite::memory:';
  const config = loadConfig(
    {
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SCHEDULED_JOBS: 'false',
      ...env,
    },
    { dataDir, databaseUrl, ...overrides },
  );
  const app = (await buildApp(config, { logger: false })) as TestApp;
  await seed(app);
  // Bank transfer is offered only with an account to pay into (payments/providers/bank.ts); tests pay by
  // transfer as a portal that entered one does. The tests of that rule empty it again.
  await saveBilling(app, { bank_account_holder: 'Test Seller', bank_iban: 'DE89370400440532013000' });
  app.cleanup = async () => {
    await app.close();
    if (TEST_DB === 'mysql') await giveBack(dbName);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return app;
}

let counter = 0;
export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  refresh: string;
  headers: { 'x-access-token': string };
}

/** Inserts a user straight into the database and signs them in through the API. */
export async function createUser(
  app: FastifyInstance,
  opts: {
    role?: number;
    status?: number;
    verified?: boolean;
    permissions?: object;
    email?: string;
    username?: string;
    password?: string;
    country?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const role = opts.role ?? ROLE.CUSTOMER;
  const username = opts.username ?? `user${counter}_${randomBytes(3).toString('hex')}`;
  const email = (opts.email ?? `${username}@example.test`).toLowerCase();
  const password = opts.password ?? 'Password-123';
  const id = await insertUser(app.db, {
    username,
    email,
    password_hash: await hashPassword(password),
    firstname: 'Test',
    lastname: `User${counter}`,
    role_id: role,
    status: opts.status ?? USER_STATUS.ACTIVE,
    verified: opts.verified ?? true,
    country: opts.country ?? '',
    permissions:
      role === ROLE.ADMIN
        ? JSON.stringify(fullPermissions())
        : opts.permissions
          ? JSON.stringify(normalizePermissions(opts.permissions))
          : null,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { login: username, password },
    // Each test user signs in from an address of its own, so a file creating many users stays under the
    // per-address sign-in brake.
    remoteAddress: `127.0.${(counter >> 8) & 255}.${counter & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed in test setup: ${res.body}`);
  const body = res.json();
  return {
    id,
    username,
    email,
    password,
    token: body.access_token,
    refresh: body.refresh_token,
    headers: { 'x-access-token': body.access_token },
  };
}

export const createAdmin = (app: FastifyInstance) => createUser(app, { role: ROLE.ADMIN });
export const createStaff = (app: FastifyInstance, permissions: object = {}) =>
  createUser(app, { role: ROLE.STAFF, permissions });
