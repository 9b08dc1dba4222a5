/**
 * Sign-in and refresh_user_data throughput and latency on loopback, beside a bare Fastify route.
 * Run from the repository root after `npm run build`:
 *   npx tsx bench/auth/signin.ts            (SQLite, the embedded default)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench npx tsx bench/auth/signin.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { load, printTable, startProcess } from '../lib.js';

const PORT = 3190;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const base = `http://127.0.0.1:${PORT}`;

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ port: PORT + 1, host: '127.0.0.1' });

const server = await startProcess(
  'node',
  ['server/dist/main.js'],
  {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    SEED_DEMO: 'false',
    PORTAL_ADMIN_EMAIL: 'bench@example.test',
    PORTAL_ADMIN_PASSWORD: 'Bench-pass-1',
  },
  /Portal running/,
);

try {
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'bench@example.test', password: 'Bench-pass-1' }),
  });
  const { access_token } = (await signin.json()) as { access_token: string };
  const rows = [
    await load('bare Fastify route (same machine)', { url: `http://127.0.0.1:${PORT + 1}/hello` }),
    await load('GET /api/auth/refresh_user_data', {
      url: `${base}/api/auth/refresh_user_data`,
      headers: { 'x-access-token': access_token },
    }),
    await load('POST /api/auth/signin (argon2id)', {
      url: `${base}/api/auth/signin`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'bench@example.test', password: 'Bench-pass-1' }),
      connections: 4,
    }),
  ];
  console.log(`database: ${process.env.DATABASE_URL ? 'MariaDB/MySQL' : 'SQLite'}; node ${process.version}`);
  printTable(rows);
} finally {
  server.kill('SIGTERM');
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
