import { defineConfig } from 'tsup';

// Workspace packages and small libraries are bundled in; what electron-builder installs from
// `dependencies` (chokidar, electron-store, electron-updater, ws) and Electron itself stay outside.
const external = ['electron', 'chokidar', 'electron-store', 'electron-updater', 'ws'];

export default defineConfig([
  {
    entry: { main: 'src/main/index.ts' },
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outDir: 'dist',
    clean: false,
    external,
    noExternal: [/^@portal\//],
    sourcemap: true,
  },
  {
    // Sandboxed preloads cannot be ES modules.
    entry: { preload: 'src/preload/index.ts' },
    format: 'cjs',
    platform: 'node',
    target: 'node22',
    outDir: 'dist',
    outExtension: () => ({ js: '.cjs' }),
    clean: false,
    external: ['electron'],
    noExternal: [/^(?!electron$).*/],
  },
]);
