import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Ports away from the usual development ones (so a running dev server does not get in the way),
// overridable so that several e2e runs can share a machine.
const API_PORT = Number(process.env.DESKTOP_E2E_API_PORT ?? 3391);
const WEB_PORT = Number(process.env.DESKTOP_E2E_WEB_PORT ?? 5391);
process.env.E2E_API_PORT = String(API_PORT);
process.env.E2E_WEB_PORT = String(WEB_PORT);
process.env.E2E_FIXTURES = path.join(tmpdir(), `portal-desktop-e2e-${WEB_PORT}.json`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    browserName: 'chromium',
    // The app stills antd's animations for people who ask for less motion; the tests ask too, so a click
    // never meets a dialog or a list still sliding in (motion.spec.ts checks both ways in the web app).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${WEB_PORT}/index.html`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
