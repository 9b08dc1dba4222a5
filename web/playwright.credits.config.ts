import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export { STRIPE_FAKE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './playwright.config';

/** Only the credits specs, with results kept apart so it can run beside other e2e runs. */
export default defineConfig({
  ...base,
  testMatch: /credits.*\.spec\.ts$/,
  outputDir: 'test-results-credits',
});
