import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createAdmin, createUser } from '../../../test/helpers.js';
import { grantAccess, ORIGIN } from '../../../test/support/api-access.js';
import { seed } from '../../seed/index.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let lines = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-keylog-'));

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  const config = loadConfig(
    { JWT_SECRET: 'keylog-secret-keylog-secret-keylog', SEED_DEMO: 'false', LOG_LEVEL: 'trace' },
    { dataDir, databaseUrl: 'sqlite::memory:' },
  );
  app = await buildApp(config, { logger: { stream } });
  await seed(app);
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('API keys in logs', () => {
  it('never writes a key to the log, even when a request carrying it is logged whole', async () => {
    const admin = await createAdmin(app);
    const dealer = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id);
    const { publishable_key, secret_key } = access.keys;
    await app.inject({
      url: '/api/public/v1/vehicles/types',
      headers: { 'x-api-key': publishable_key, origin: ORIGIN },
    });
    await app.inject({ url: '/api/public/v1/quotes', headers: { 'x-api-key': secret_key } });
    await app.inject({ url: '/api/public/v1/quotes', headers: { 'x-api-key': `${secret_key}x` } });
    // Code that logs a request's headers or an answer with keys gets them redacted.
    app.log.warn(
      { req: { headers: { 'x-api-key': secret_key } }, access: { keys: access.keys } },
      'diagnostics',
    );
    expect(lines).toContain('diagnostics');
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines).not.toContain(publishable_key);
    expect(lines).not.toContain(secret_key);
    expect(lines).not.toContain(secret_key.slice(16));
  });
});
