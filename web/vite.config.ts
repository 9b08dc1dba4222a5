import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from '../packages/ui/build/antdStaticStyles';
import { antdWithoutUniqueTooltip } from './scripts/antdUniqueTooltip';
import { batchedPreloadLinks } from './scripts/batchedPreloadLinks';
import { firstLoadModules } from './scripts/firstLoadChunks';
import { localeBundleChunk, localeBundles } from './scripts/localeBundles';
import { preciseBarrelImports } from './scripts/preciseImports';
import { contractSchemaBuilders } from './scripts/pureContracts';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const inFirstLoad = firstLoadModules(
  ENTRY,
  /@sinclair[\\/]typebox|packages[\\/]contracts[\\/]src[\\/]schemas/,
);
const LOCALES_DIR = fileURLToPath(new URL('../packages/i18n/locales', import.meta.url));
const ANTD_LOCALES = fileURLToPath(new URL('../packages/ui/src/theme/antdLocale.ts', import.meta.url));
const CONTRACTS_SRC = fileURLToPath(new URL('../packages/contracts/src', import.meta.url));

/** The API runs on :3000 in development; in production the server serves `dist/` itself. */
const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // Brotli and gzip copies are written beside each asset at build, so the server sends them without
  // compressing on every request.
  plugins: [
    react(),
    localeBundles(LOCALES_DIR, ANTD_LOCALES),
    antdWithoutUniqueTooltip(),
    antdStaticStyles(),
    batchedPreloadLinks(),
    preciseBarrelImports([
      '@rc-component/util',
      '@rc-component/motion',
      '@ant-design/cssinjs',
      '@ant-design/cssinjs-utils',
    ]),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one large library shared by every page; the warning would only repeat that.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // The shell needs a few constants of the contracts (order statuses...), not their TypeBox schemas.
      treeshake: { manualPureFunctions: contractSchemaBuilders(CONTRACTS_SRC) },
      output: {
        codeSplitting: {
          groups: [
            // One chunk per language, named after it (its dictionaries are one module: localeBundles.ts).
            { name: localeBundleChunk, debugName: 'locales' },
            // The first load in two chunks; libraries first, so `app` keeps only our code (see firstLoadChunks.ts).
            {
              name: (id, graph) => (inFirstLoad(id, graph) && NODE_MODULES.test(id) ? 'vendor' : null),
              debugName: 'first load: libraries',
              priority: -1,
            },
            {
              name: (id, graph) => (inFirstLoad(id, graph) ? 'app' : null),
              debugName: 'first load: our code',
              priority: -2,
            },
            // The libraries of the lazy pages, by the set of pages that use them, sets under ~100 KB of source
            // merged into their nearest neighbour: the order form loads 46 scripts instead of 99, which over
            // HTTP/1.1's six connections per origin is what held its first paint (docs/benchmarks.md).
            {
              name: (id, graph) => (NODE_MODULES.test(id) && !inFirstLoad(id, graph) ? 'lib' : null),
              debugName: 'lazy libraries',
              entriesAware: true,
              entriesAwareMergeThreshold: 100000,
              priority: -3,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widget/**/*.test.ts'],
    environment: 'node',
  },
});
