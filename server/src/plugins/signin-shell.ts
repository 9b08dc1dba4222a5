import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../i18n/messages/index.js';

interface Shell {
  html: string;
  styles: string;
  dir: 'ltr' | 'rtl';
  theme: string;
  dark: boolean;
}
type Reply = { ready: true } | { id: number; shell?: Shell; error?: string };

/**
 * Runs before the first paint, right after the drawn page: the markup is dropped when this browser will show
 * something else (a stored session goes elsewhere, another stored language or look), and the cookie notice
 * when it was dismissed here. Then it starts the app's scripts (`data-scripts`: the entry, then what it
 * preloads): at once when the drawing went, else once the drawing is painted, so on a slow network the
 * stylesheet the drawing needs is not sharing the line with the scripts (a fallback timer covers tabs that
 * do not paint). Constant, so the content security policy allows it by its hash.
 */
export const SHELL_CHECK =
  "(function(){var r=document.getElementById('root'),s=(r.getAttribute('data-shell')||'').split(' ')," +
  'g=function(k){try{return localStorage.getItem(k)}catch(e){return null}},' +
  "l=(g('lng')||'').toLowerCase(),t=g('theme')," +
  "d=g('access_token')||g('refresh_token')||(l&&l!==s[0])||(t&&t!=='default'&&t!==s[1]);" +
  'if(d)r.replaceChildren();' +
  "else if(g('cookie_notice_dismissed')==='1')r.querySelectorAll('[data-testid^=cookie-notice]').forEach(function(n){n.remove()});" +
  "var a=(r.getAttribute('data-scripts')||'').split(' ').filter(Boolean),on=0," +
  "go=function(){if(on++)return;a.forEach(function(u,i){var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}e.crossOrigin='';document.head.appendChild(e)})};" +
  'if(d)go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()';
export const SHELL_CHECK_HASH = `'sha256-${createHash('sha256').update(SHELL_CHECK).digest('base64')}'`;

const RENDER_WAIT_MS = 3000;
const KEPT = 64;

/**
 * The sign-in page's first paint drawn on the server (web/src/ssr), so a phone on a slow network sees the
 * page when the HTML and stylesheet are in instead of after every script. It is drawn in a worker thread
 * (the app's modules expect a browser's globals) for the request's language, the site's look and texts, and
 * kept per those; without the built renderer (web/dist-ssr) or when drawing fails, the plain page is served.
 */
export function signInShell(app: FastifyInstance, webRoot: string) {
  const entry = path.resolve(webRoot, '../dist-ssr/worker.js');
  if (!existsSync(entry)) return null;
  let worker: Worker | undefined;
  let started: Promise<Worker | undefined> | undefined;
  let next = 0;
  const waiting = new Map<number, (shell: Shell | null) => void>();
  const drawn = new Map<string, Promise<Shell | null>>();

  function start(): Promise<Worker | undefined> {
    started ??= new Promise((resolve) => {
      const w = new Worker(entry);
      w.unref();
      w.on('message', (m: Reply) => {
        if ('ready' in m) return resolve(w);
        if (m.error) app.log.warn({ err: m.error }, 'sign-in page not drawn on the server');
        waiting.get(m.id)?.(m.shell ?? null);
        waiting.delete(m.id);
      });
      w.on('error', (err) => {
        app.log.warn({ err }, 'sign-in page renderer stopped');
        for (const done of waiting.values()) done(null);
        waiting.clear();
        drawn.clear();
        started = undefined;
        resolve(undefined);
      });
      worker = w;
    });
    return started;
  }

  async function draw(input: { lang: string; site: unknown; cookieText: string }): Promise<Shell | null> {
    const w = await start();
    if (!w) return null;
    return new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      w.postMessage({ id, input });
    });
  }

  async function shellFor(req: FastifyRequest): Promise<Shell | null> {
    const lang = languageOf(req);
    const [site, policies] = await Promise.all([
      app.inject({ url: '/api/auth/get_site_data' }),
      app.inject({ url: `/api/policies?lang=${lang}` }),
    ]);
    if (site.statusCode !== 200) return null;
    const cookieText = policies.statusCode === 200 ? String(policies.json().cookie_text ?? '').trim() : '';
    const key = `${lang}\n${cookieText}\n${site.body}`;
    let shell = drawn.get(key);
    if (!shell) {
      shell = draw({ lang, site: site.json(), cookieText });
      drawn.set(key, shell);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
    }
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, RENDER_WAIT_MS, null).unref());
    return Promise.race([shell, timeout]);
  }

  // Started once the server listens (not for tests that only inject), so the first visitor does not wait.
  app.addHook('onListen', async () => {
    void start();
  });
  app.addHook('onClose', async () => {
    await worker?.terminate();
  });

  return {
    /** index.html with the sign-in page drawn in, or null to serve it as it is. */
    async page(req: FastifyRequest): Promise<string | null> {
      const shell = await shellFor(req).catch(() => null);
      if (!shell) return null;
      const lang = languageOf(req);
      // The app's scripts leave index.html's head: the script after the drawing starts them (SHELL_CHECK).
      const scripts: string[] = [];
      const index = (await readFile(path.join(webRoot, 'index.html'), 'utf8'))
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
          scripts.unshift(src);
          return '';
        })
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          scripts.push(href);
          return '';
        });
      if (!scripts[0]?.startsWith('/assets/index-')) return null;
      return index
        .replace(
          /<html[^>]*>/,
          () =>
            `<html lang="${lang}" dir="${shell.dir}" data-theme="${shell.theme}" style="color-scheme:${shell.dark ? 'dark' : 'light'}">`,
        )
        .replace('</head>', () => `${shell.styles}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-shell="${lang} ${shell.theme}" data-scripts="${scripts.join(' ')}">${shell.html}</div><script>${SHELL_CHECK}</script>`,
        );
    },
  };
}
