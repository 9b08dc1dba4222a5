import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './accounts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port the system has just handed out and let go of. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A second real server, as a fresh install comes up: no e-mail server configured (no SMTP_URL), its own
 * empty data folder, the same built web app. Answers its address and a stop function.
 */
export async function startNoMailServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-nomail-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_ADMIN_EMAIL: ADMIN.login,
    PORTAL_ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'false',
    WEB_DIST: path.resolve(repo, process.env.E2E_WEB_DIST ?? 'web/dist'),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn('node', [process.env.E2E_SERVER_ENTRY ?? 'server/dist/main.js'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (/Portal running/.test(out)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server without mail exited with ${code}: ${out}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
