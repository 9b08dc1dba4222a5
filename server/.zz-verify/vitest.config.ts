import { defineConfig } from 'vitest/config';
export default defineConfig({
  resolve: { alias: [{ find: /^(\.\.\/)+test\/helpers\.js$/, replacement: '/work/main/server/.zz-verify/helpers.ts' }] },
  test: {
    root: '/work/main/server',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    env: { TZ: 'UTC' },
  },
});
