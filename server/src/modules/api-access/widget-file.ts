import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built widget lives: beside the built web app (`web/dist/widget.js`). */
export function widgetPath(webDist?: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    ...(webDist ? [path.resolve(webDist, 'widget.js')] : []),
    // Bundled server (server/dist/main.js) and the sources (server/src/modules/api-access).
    path.resolve(here, '../../web/dist/widget.js'),
    path.resolve(here, '../../../../web/dist/widget.js'),
    path.resolve(here, '../../../../../web/dist/widget.js'),
  ];
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** The file's text, read once per process (it only changes with a new build and so a restart). */
export function widgetSource(webDist?: string) {
  let cached: Promise<string | null> | null = null;
  return () => {
    cached ??= (async () => {
      const file = widgetPath(webDist);
      return file ? readFile(file, 'utf8') : null;
    })();
    return cached;
  };
}
