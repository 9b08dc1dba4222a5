import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

// A built web app in miniature: an index page and one content-hashed script with the brotli and gzip
// copies the build writes beside it.
const script = `console.log(${JSON.stringify('portal '.repeat(400))});`;
let dist: string;
let app: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  const file = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  app = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app delivery', () => {
  it('sends the precompressed copy the browser accepts', async () => {
    const br = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets hashed assets be kept a year and never caches the page stale', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/orders/42']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never answers the page for machine addresses', async () => {
    for (const url of ['/api/nothing-here', '/metrics', '/metrics?x=1']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  // A release copied over a running server's web/dist: pages open before it ask for the old scripts,
  // pages loaded after for the new ones.
  it('serves scripts added after start-up and answers a missing one 404, never with the page', async () => {
    const late = `console.log('late');`;
    writeFileSync(path.join(dist, 'assets', 'late-XyZ789.js'), late);
    writeFileSync(path.join(dist, 'assets', 'late-XyZ789.js.br'), brotliCompressSync(late));
    const added = await app.inject({ url: '/assets/late-XyZ789.js', headers: { 'accept-encoding': 'br' } });
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(added.rawPayload).toString()).toBe(late);
    for (const url of ['/assets/gone-AbC999.js', '/assets/sub/x.js', '/assets/']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/json/);
    }
  });
});
