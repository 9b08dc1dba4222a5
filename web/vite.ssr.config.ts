import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeBundles } from './scripts/localeBundles';

const LOCALES_DIR = fileURLToPath(new URL('../packages/i18n/locales', import.meta.url));
const ANTD_LOCALES = fileURLToPath(new URL('../packages/ui/src/theme/antdLocale.ts', import.meta.url));

/**
 * The sign-in page's first paint, rendered by the server (src/ssr/worker.ts): one bundle for Node with every
 * library inside, so nothing depends on how a package resolves under Node.
 */
export default defineConfig({
  plugins: [react(), localeBundles(LOCALES_DIR, ANTD_LOCALES)],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/worker.ts',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
  },
});
