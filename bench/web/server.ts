import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from '../lib.js';

/** Chromium flags of every web bench: the e2e ones, so the figures compare with what the tests see. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The page's localStorage, as seen from scripts evaluated in it (this folder compiles without DOM types). */
export interface BrowserStorage {
  localStorage: { setItem(key: string, value: string): void };
}

/** The two pages the first-load goals are about: the sign-in page and the customer's order form. */
export const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: 'order form (/)', path: '/', signedIn: true },
] as const;

/**
 * Starts the built server (`server/dist`, serving `web/dist`) on the embedded SQLite default with its demo
 * data, and answers how to reach it and how to sign in as the demo customer.
 */
export async function startPortal(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
  const server = await startProcess(
    'node',
    ['server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      SEED_DEMO: 'true',
      PORTAL_ADMIN_EMAIL: 'bench@example.test',
      PORTAL_ADMIN_PASSWORD: 'Bench-pass-1',
    },
    /Portal running/,
  );
  const base = `http://127.0.0.1:${port}`;
  // The server draws the sign-in page once per language and look (server/src/plugins/signin-shell.ts); a
  // running portal has done so for earlier visitors, so the measured visit is not the first since start-up.
  await fetch(`${base}/login`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
  // The demo seed writes its generated passwords beside the database: "Customer   dealer / demo-...".
  const line = readFileSync(path.join(dataDir, 'demo-logins.txt'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Customer'));
  const match = line?.match(/\s(\S+) \/ (\S+)$/);
  if (!match) throw new Error('no demo customer in demo-logins.txt');
  const [, login, password] = match;

  /** Tokens of a fresh customer session, as the web app keeps them in localStorage. */
  async function customerTokens(): Promise<Record<string, string>> {
    const res = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    if (!res.ok) throw new Error(`demo customer sign-in: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string; refresh_token: string };
    return { access_token: body.access_token, refresh_token: body.refresh_token };
  }

  return {
    base,
    customerTokens,
    stop() {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
