// Builds the dealer widget into one minified IIFE file (web/dist/widget.js) and prints its gzipped size;
// fails when it grows past the 30 KB budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const BUDGET = 30 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildWidget() {
  const out = await build({
    entryPoints: [path.join(here, 'src/main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    write: false,
    legalComments: 'none',
  });
  const code = out.outputFiles[0].contents;
  return { code, gzipped: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, gzipped } = await buildWidget();
  const dist = path.join(here, '../dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'widget.js'), code);
  console.log(`widget.js: ${code.length} bytes, ${gzipped} bytes gzipped (budget ${BUDGET})`);
  if (gzipped > BUDGET) {
    console.error('widget.js is over its size budget');
    process.exit(1);
  }
}
