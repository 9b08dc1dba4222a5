import { defineConfig } from 'vitest/config';

// Tests that run the built server (dist/main.js) as separate processes: several instances on MariaDB,
// Redis and a local S3 server, and restarts after kill -9. `npm run build` first.
export default defineConfig({
  test: {
    include: ['test/processes/**/*.proc.ts'],
    testTimeout: 120_000,
    // Starting two instances migrates a fresh MariaDB database: slow on a busy machine.
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
    env: { TZ: 'UTC' },
  },
});
