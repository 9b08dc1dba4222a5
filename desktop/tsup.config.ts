import { copyFile } from 'node:fs/promises';
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
    // The window and tray icons travel with the main process (macOS's menu bar takes the template ones).
    onSuccess: async () => {
      for (const icon of ['icon.png', 'trayTemplate.png', 'trayTemplate@2x.png'])
        await copyFile(`../resources/icons/${icon}`, `dist/${icon}`);
    },
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
