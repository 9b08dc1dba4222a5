import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LOCALES } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendHtml } from '../src/lib/send-html.js';
import { SHELL_CHECK, SHELL_START, signInShell } from '../src/plugins/signin-shell.js';
import { buildTestApp, type TestApp } from './helpers.js';

/**
 * The sign-in page drawn by the server (src/plugins/signin-shell.ts), with a stand-in for the renderer the web
 * build makes (web/dist-ssr/worker.js): it draws the site title and the cookie text, puts the font family into
 * its CSS as antd does, and does what the site title says ('throw', 'crash', 'exit', 'hang'). Each drawing
 * asked of it is written to jobs.log, so the tests count them.
 */
const FAKE_RENDERER = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const delayFile = path.join(__dirname, 'start-delay');
if (fs.existsSync(delayFile)) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(fs.readFileSync(delayFile, 'utf8')));
}
const text = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
parentPort.on('message', ({ id, input }) => {
  fs.appendFileSync(path.join(__dirname, 'jobs.log'), input.lang + '\\n');
  const { site_title: title, font_family: font } = input.site.settings;
  if (title === 'throw') return parentPort.postMessage({ id, error: 'render failed' });
  if (title === 'crash') return setTimeout(() => { throw new Error('renderer crashed'); });
  if (title === 'exit') return process.exit(3);
  if (title === 'hang') for (;;) {}
  const css = '.css-var-x{--ant-font-family:' + (font ?? '') + ';}';
  parentPort.postMessage({
    id,
    shell: {
      html: '<h2>' + text(title) + '</h2><input readonly="" id="login"/><p>' + text(input.cookieText) + '</p>',
      title: 'Sign in | ' + title,
      css,
      // What renderers before the CSS was escaped answered: style elements, written into the page as they were.
      styles: '<style>' + css + '</style>',
      dir: ['ar', 'he', 'fa'].includes(input.lang) ? 'rtl' : 'ltr',
      theme: 'dark',
      dark: true,
    },
  });
});
parentPort.postMessage({ ready: true });
`;

const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Portal</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n  </head>\n  <body>\n' +
  '    <div id="root"></div>\n  </body>\n</html>\n';

/** A built web app in miniature beside the stand-in renderer: <dir>/dist and <dir>/dist-ssr/worker.js. */
function webBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'dist-ssr', 'worker.js'), FAKE_RENDERER);
  const log = path.join(dir, 'dist-ssr', 'jobs.log');
  return {
    dir,
    dist: path.join(dir, 'dist'),
    /** Drawings asked of the renderer so far. */
    jobs: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0),
    startDelay: (ms: number | null) => {
      const file = path.join(dir, 'dist-ssr', 'start-delay');
      if (ms === null) rmSync(file, { force: true });
      else writeFileSync(file, String(ms));
    },
  };
}

const drawnIn = (body: string) => /<div id="root" data-shell="[^"]*"/.test(body);
const timed = async <T>(run: () => Promise<T>) => {
  const t0 = Date.now();
  const value = await run();
  return { value, ms: Date.now() - t0 };
};

describe('the sign-in page drawn by the server', () => {
  const build = webBuild();
  let app: TestApp;
  const site = async (changes: Record<string, unknown>) =>
    app.settings.set('site', { ...(await app.settings.all()), ...changes });

  beforeAll(async () => {
    app = await buildTestApp({ webDist: build.dist });
  });
  afterAll(async () => {
    await app.cleanup();
    rmSync(build.dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await site({ site_title: 'Tuning Portal', font_family: '' });
  });

  it('is /login in the language asked for, not kept stale, and carries the check its policy allows', async () => {
    const res = await app.inject({
      url: '/login',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/);
    expect(res.body).toContain('<html lang="ar" dir="rtl" data-theme="dark" style="color-scheme:dark">');
    expect(res.body).toContain(
      '<div id="root" data-shell="ar dark" data-scripts="/assets/index-AbC123.js"><h2>Tuning Portal</h2>',
    );
    expect(res.body).toContain(`<script src="${SHELL_START}"></script>`);
    // No inline script: the page keeps the strict script policy, and the starter is a file of the portal.
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self'`);
    const start = await app.inject({ url: SHELL_START });
    expect(start.statusCode).toBe(200);
    expect(start.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(start.body).toBe(SHELL_CHECK);
    // Other pages are the plain one.
    const other = await app.inject({ url: '/register', headers: { 'accept-language': 'ar' } });
    expect(other.statusCode).toBe(200);
    expect(drawnIn(other.body)).toBe(false);
  });

  it("writes what an admin typed as text, never as markup: a font family cannot end the page's style", async () => {
    await site({
      site_title: `T</script><img src=x onerror=alert(1)> " $& $' $\``,
      font_family: `x"</style><meta http-equiv="refresh" content="0;url=https://example.com"><div id="root"></div>`,
    });
    const res = await app.inject({ url: '/login', headers: { 'accept-language': 'en' } });
    expect(drawnIn(res.body)).toBe(true);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<meta http-equiv="refresh"');
    expect(head).not.toContain('<div id="root">');
    // One style element, ended where the page ends it; the font's '<' is the CSS escape of the same character.
    expect(res.body.match(/<\/style/gi)).toHaveLength(1);
    expect(head).toContain('--ant-font-family:x"\\3c /style>\\3c meta');
    // The document title, as text.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      `<title>Sign in | T&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; " $&amp; $' $\`</title>`,
    );
    // The drawing sits once, in the body, with the title as text; replacement patterns are kept as typed.
    expect(res.body.match(/<div id="root"/g)).toHaveLength(1);
    expect(res.body).toContain(
      `<h2>T&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot; $&amp; $' $\`</h2>`,
    );
    expect(res.body).not.toContain('<img');
  });

  it('answers HEAD /login as GET, without the body', async () => {
    const get = await app.inject({ url: '/login', headers: { 'accept-language': 'de' } });
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { 'accept-language': 'de' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers.vary).toBe(get.headers.vary);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    // Other pages too, and machine addresses stay 404.
    expect((await app.inject({ method: 'HEAD', url: '/orders/42' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('is drawn for /login with a query (the address to go back to)', async () => {
    const res = await app.inject({ url: '/login?redirect=/orders/42', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-shell="fr dark"');
  });

  it("is drawn in the language a link from an e-mail names, else in the browser's", async () => {
    const named = await app.inject({ url: '/login?lang=DE', headers: { 'accept-language': 'fr' } });
    expect(named.body).toContain('<html lang="de" dir="ltr"');
    expect(named.body).toContain('data-shell="de dark"');
    const unknown = await app.inject({ url: '/login?lang=xx', headers: { 'accept-language': 'fr' } });
    expect(unknown.body).toContain('data-shell="fr dark"');
  });

  it('is compressed only as the browser accepts it', async () => {
    const refused = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(drawnIn(gunzipSync(refused.rawPayload).toString())).toBe(true);
    const none = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(drawnIn(none.body)).toBe(true);
  });

  it('draws each language once, whatever the Accept-Language headers, and keeps them', async () => {
    const before = build.jobs();
    const headers = Array.from({ length: 300 }, (_, i) => {
      const locale = LOCALES[i % LOCALES.length];
      return `x-${i}, ${locale}-Q${i};q=0.${(i % 9) + 1}, en;q=0.1`;
    });
    for (const h of headers) {
      const res = await app.inject({ url: '/login', headers: { 'accept-language': h } });
      expect(drawnIn(res.body), h).toBe(true);
    }
    const drawnNow = build.jobs() - before;
    expect(drawnNow).toBeLessThanOrEqual(LOCALES.length);
    for (const h of headers.slice(0, LOCALES.length))
      await app.inject({ url: '/login', headers: { 'accept-language': h } });
    expect(build.jobs() - before).toBe(drawnNow);
  }, 60_000);

  it('serves the plain page when a drawing fails, and tries again on the next request', async () => {
    await site({ site_title: 'throw' });
    const before = build.jobs();
    expect(drawnIn((await app.inject({ url: '/login' })).body)).toBe(false);
    expect(drawnIn((await app.inject({ url: '/login' })).body)).toBe(false);
    expect(build.jobs() - before).toBe(2);
  });

  it('serves the plain page when the renderer crashes or ends, and starts a new one for the next request', async () => {
    for (const title of ['crash', 'exit']) {
      await site({ site_title: title });
      const { value: res, ms } = await timed(() =>
        app.inject({ url: '/login', headers: { 'accept-language': 'it' } }),
      );
      expect(res.statusCode, title).toBe(200);
      expect(drawnIn(res.body), title).toBe(false);
      // Told at once, not after the wait for a drawing.
      expect(ms, title).toBeLessThan(2500);
      await site({ site_title: `after ${title}` });
      const again = await app.inject({ url: '/login', headers: { 'accept-language': 'it' } });
      expect(again.body, title).toContain(`<h2>after ${title}</h2>`);
    }
  });

  it('lets a request wait for a starting renderer at most the drawing wait (3 s)', async () => {
    // A fresh app, its renderer not yet started: it needs 5 s to get ready.
    const slow = webBuild();
    slow.startDelay(5000);
    const other = await buildTestApp({ webDist: slow.dist });
    try {
      const { value: res, ms } = await timed(() => other.inject({ url: '/login' }));
      expect(res.statusCode).toBe(200);
      expect(drawnIn(res.body)).toBe(false);
      expect(ms).toBeGreaterThanOrEqual(2900);
      expect(ms).toBeLessThan(4500);
      // Once it is ready, the page is drawn.
      await new Promise((r) => setTimeout(r, 2500));
      expect(drawnIn((await other.inject({ url: '/login' })).body)).toBe(true);
    } finally {
      await other.cleanup();
      rmSync(slow.dir, { recursive: true, force: true });
    }
    // Most of it is a fresh app's start (a new database on MariaDB), slow on a busy machine.
  }, 60_000);
});

describe('a renderer that hangs', () => {
  const build = webBuild();
  let title = 'hang';
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/api/auth/get_site_data', async () => ({ settings: { site_title: title } }));
    app.get('/api/policies', async () => ({ cookie_text: 'Cookies.' }));
    const shell = signInShell(app, build.dist, { waitMs: 300, stuckMs: 800 });
    app.get('/login', async (req, reply) => {
      const page = await shell?.page(req);
      return page ? sendHtml(req, reply, page) : reply.type('text/html').send('plain');
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it('is stopped, the waiting requests get the plain page, and the next request a new renderer', async () => {
    const { value: first, ms } = await timed(() => app.inject({ url: '/login' }));
    expect(first.body).toBe('plain');
    expect(ms).toBeLessThan(1000);
    // Stopped once it has said nothing for the stuck limit; the next request finds a new one.
    await new Promise((r) => setTimeout(r, 1500));
    title = 'Tuning Portal';
    const next = await app.inject({ url: '/login' });
    expect(next.body).toContain('<h2>Tuning Portal</h2>');
  });
});
