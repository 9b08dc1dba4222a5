import { defineConfig } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config';

/**
 * The default e2e setup plus what the credits tests need from the server: Stripe pointed at the small
 * protocol stand-in the credits spec starts on STRIPE_FAKE_PORT, and a public URL on the same origin as the
 * browser (providers send the customer back there, and the session lives in that origin's storage).
 */
export const STRIPE_FAKE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 27);
export const STRIPE_SECRET_KEY = 'sk_test_portal_e2e';
export const STRIPE_WEBHOOK_SECRET = 'whsec_portal_e2e';

const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testMatch: /credits.*\.spec\.ts$/,
  // Runs beside other e2e runs on the same machine: keep traces and downloads apart from theirs.
  outputDir: 'test-results-credits',
  webServer: servers.map((s) =>
    s.command.startsWith('node e2e/')
      ? s
      : {
          ...s,
          env: {
            ...s.env,
            PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
            STRIPE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET,
            STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_FAKE_PORT}`,
          },
        },
  ),
});
