import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database; two workers fit two cores.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Drops the MariaDB databases the workers reused (test/support/mysql-databases.ts).
    globalSetup: ['test/support/global-mysql.ts'],
    env: { TZ: 'UTC' },
  },
});
