import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
export default mergeConfig(base, defineConfig({
  resolve: { alias: [{ find: /^\.\/migrations\/index\.js$/, replacement: '/tmp/credits-mysql/index.ts' }] },
}));
