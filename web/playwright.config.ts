import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { writePushTls } from '../server/test/support/push-endpoint';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

// Overridable so that several e2e runs can share a machine (each with its own builds and ports).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 3125);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);
// Stripe is pointed at the small protocol stand-in the credits spec starts, so the card flow runs in every
// e2e run; providers send the customer back to PUBLIC_URL, the browser's own origin.
export const STRIPE_FAKE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 27);
export const STRIPE_SECRET_KEY = 'sk_test_portal_e2e';
export const STRIPE_WEBHOOK_SECRET = 'whsec_portal_e2e';
// PayPal's API base points at the stand-in the shop payments spec starts; its keys are entered there in the
// admin area (and removed again), so PayPal is ready only inside that spec.
export const PAYPAL_FAKE_PORT = Number(process.env.E2E_PAYPAL_PORT ?? E2E_PORT + 28);
const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'server/dist/main.js';
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(here, 'dist');

// One fresh data folder per run. Workers load this file again, so the folder made by the runner is
// handed down through the environment instead of making a new one each time.
process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.MAIL_SINK_URL ??= `http://127.0.0.1:${MAIL_HTTP_PORT}`;
// The web push spec's stand-in push service speaks HTTPS with a certificate made once per run; the server
// trusts it (NODE_EXTRA_CA_CERTS) as it trusts a public push service.
if (!process.env.PORTAL_E2E_PUSH_CERT) {
  const tls = writePushTls(mkdtempSync(path.join(tmpdir(), 'portal-e2e-push-')));
  process.env.PORTAL_E2E_PUSH_CERT = tls.cert;
  process.env.PORTAL_E2E_PUSH_KEY = tls.key;
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // The tests share one server and one database; running them one after another keeps them independent.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The app stills antd's animations for people who ask for less motion; the tests ask too, so a click
    // never meets a dialog or a list still sliding in (motion.spec.ts checks both ways in the web app).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: [
    {
      command: 'node e2e/support/mail-sink.mjs',
      cwd: here,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The real server (built by `npm run build` at the root) serving the built web app.
      command: `node ${SERVER_ENTRY}`,
      cwd: repo,
      url: `http://127.0.0.1:${E2E_PORT}/api/auth/get_site_data`,
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.PORTAL_E2E_DATA_DIR,
        PORTAL_ADMIN_EMAIL: 'admin@example.com',
        PORTAL_ADMIN_PASSWORD: 'Admin-pass-1',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        SEED_DEMO: 'false',
        RATE_LIMITS: 'false',
        WEB_DIST: path.resolve(repo, WEB_DIST),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_FAKE_PORT}`,
        PAYPAL_API_BASE: `http://127.0.0.1:${PAYPAL_FAKE_PORT}`,
        NODE_EXTRA_CA_CERTS: process.env.PORTAL_E2E_PUSH_CERT,
        // The push service stand-in (e2e/support/push-standin.ts) listens there.
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
