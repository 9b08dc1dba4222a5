// Fails the build when the first load grows past its budget: the entry script of index.html plus every
// module it preloads (what /login downloads before it can paint), and any single chunk, gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// The first-load goal is 170 KB; it was 339 KB, then 262 KB, then about 180 KB, now about 169.5 KB: the entry
// reaches no barrel (a barrel puts every module it reaches in the chunks the entry loads), antd's App
// holders, the overlay's Spin, the live socket and web push load after the first paint, vite.config.ts trims
// antd's internal imports and gathers the first load in two chunks, the staff area's route definitions load
// on entering /admin (routes/adminTree.ts), and the dictionaries' and antd texts' loader tables are one table
// of 31 (scripts/localeBundles.ts). What is left is React, the router, i18next, TanStack Query, antd's theme
// engine and our shell. The budget holds the goal.
const ENTRY_BUDGET = 170 * 1024;
const CHUNK_BUDGET = 250 * 1024;

const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const entry = firstLoad.reduce((sum, file) => sum + gz(file), 0);
const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`first load: ${firstLoad.length} scripts, ${kb(entry)} gzipped (budget ${kb(ENTRY_BUDGET)})`);
console.log(`largest chunk: ${chunks[0].file} ${kb(chunks[0].size)} gzipped (budget ${kb(CHUNK_BUDGET)})`);
const over = chunks.filter((c) => c.size > CHUNK_BUDGET);
if (entry > ENTRY_BUDGET || over.length > 0) {
  for (const c of over) console.error(`over budget: ${c.file} ${kb(c.size)}`);
  if (entry > ENTRY_BUDGET) console.error(`over budget: first load ${kb(entry)}`);
  process.exit(1);
}
