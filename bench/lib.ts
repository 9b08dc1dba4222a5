import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knex from 'knex';

export interface Figures {
  name: string;
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

/** Runs autocannon against one request shape and answers the figures that go to docs/benchmarks.md. */
export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  },
): Promise<Figures> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 16,
    duration: opts.duration ?? 10,
  });
  return {
    name,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[]): void {
  console.log('| case | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.requests_per_sec} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`);
}

/** Starts a command in the background and resolves once it prints `ready`. */
export function startProcess(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<typeof child>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited with ${code}: ${out}`)));
  });
}

/**
 * A fresh database for one bench run: with a MySQL/MariaDB DATABASE_URL the named database is dropped (the
 * server's migrations create it again); otherwise an SQLite file in a new temporary folder.
 */
export async function freshDatabase(prefix: string) {
  const url = process.env.DATABASE_URL ?? '';
  const mysql = /^(mysql|mariadb):\/\//.test(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${prefix}-`));
  if (mysql) {
    const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
    const admin = knex({
      client: 'mysql2',
      connection: `mysql://${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@${parsed.host}`,
    });
    await admin.raw('DROP DATABASE IF EXISTS ??', [parsed.pathname.slice(1)]);
    await admin.destroy();
  }
  return { mysql, dataDir, databaseUrl: url || `sqlite:${path.join(dataDir, 'portal.sqlite')}` };
}

/** Server settings of a bench run: no demo data, quiet logs, no rate limits in the way of load. */
export const benchEnv = () => ({
  JWT_SECRET: randomBytes(24).toString('hex'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'false',
});

/** Signs in against a running server and answers the header that carries the access token. */
export async function signIn(base: string, login: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${login}: ${res.status} ${await res.text()}`);
  return { 'x-access-token': ((await res.json()) as { access_token: string }).access_token };
}
