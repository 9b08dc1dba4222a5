import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { startMain as StartMain } from './main.js';

/**
 * The stand-in preload for the page (a script) and main for this process (a module), bundled as the app's
 * build does: both import the app's own modules, which import the dictionaries as JSON.
 */
export async function loadStandIn(): Promise<{ preloadScript: string; startMain: typeof StartMain }> {
  const preload = await build({
    entryPoints: [path.join(import.meta.dirname, 'preload.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  // Beside the installed packages, so that the ones left outside (ws, chokidar) are found.
  const out = path.resolve(
    import.meta.dirname,
    `../../../node_modules/.cache/portal-desktop-e2e/main-${process.env.E2E_WEB_PORT}.mjs`,
  );
  await build({
    entryPoints: [path.join(import.meta.dirname, 'main.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: out,
    external: ['ws', 'chokidar', '@playwright/test'],
    logLevel: 'warning',
  });
  const { startMain } = (await import(`${pathToFileURL(out).href}?${Date.now()}`)) as {
    startMain: typeof StartMain;
  };
  return { preloadScript: preload.outputFiles[0].text, startMain };
}
