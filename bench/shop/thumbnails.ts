/**
 * Product thumbnails: how long making one takes (the upload waits for it) and how many bytes the storefront
 * grid saves with them. Runs the server's own thumbnail function; storage is counted, not written.
 * Run from the repository root:  npx tsx bench/shop/thumbnails.ts
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';

// sharp is a dependency of the server only.
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');
import { storeThumbnail } from '../../server/src/modules/shop/thumbnails.js';

let stored = 0;
const app = {
  storage: {
    async put(_folder: string, source: Readable) {
      stored = 0;
      for await (const c of source) stored += (c as Buffer).length;
      return { key: 'bench', size: stored };
    },
  },
} as unknown as FastifyInstance;

/** A photo-like JPEG: smooth gradients with noise, so it neither compresses to nothing nor is pure noise. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + (seed % 24);
      raw[i + 1] = (y * 255) / height + ((seed >> 8) % 24);
      raw[i + 2] = 128 + ((seed >> 16) % 48);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const RUNS = 20;
const rows: string[] = [];
for (const [w, h] of [
  [1600, 1200],
  [4000, 3000],
] as const) {
  const image = await photo(w, h);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await storeThumbnail(app, image);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS / 2)];
  const max = times[RUNS - 1];
  // A grid page shows 15 products.
  const grid = (n: number) => `${((15 * n) / 1024).toFixed(0)} KiB`;
  rows.push(
    `| ${w}x${h} JPEG | ${(image.length / 1024).toFixed(0)} KiB | ${(stored / 1024).toFixed(1)} KiB | ${p50.toFixed(0)} | ${max.toFixed(0)} | ${grid(image.length)} -> ${grid(stored)} |`,
  );
}
console.log(`| image | original | thumbnail | p50 ms | max ms | grid page of 15 |`);
console.log(`| --- | ---: | ---: | ---: | ---: | --- |`);
for (const r of rows) console.log(r);
