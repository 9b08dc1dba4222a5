import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { isLocale } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../i18n/messages/index.js';

/** What the renderer (web/src/ssr/signInShell.tsx) answers. */
interface Shell {
  html: string;
  /** The document title, as text (a renderer built before it was drawn leaves the page's own). */
  title?: string;
  /** antd's theme variables as plain CSS; put into a `<style>` here, made unable to close it. */
  css: string;
  dir: 'ltr' | 'rtl';
  theme: string;
  dark: boolean;
}
type Reply = { ready: true } | { id: number; shell?: Shell; error?: string };

/**
 * Runs before the first paint, right after the drawn page: the markup is dropped when this browser will show
 * something else (a stored session goes elsewhere, another stored language or look), and the cookie notice
 * when it was dismissed here; the drawn notice's button dismisses it as the app's does (it is the one control
 * a first visitor may press before the app takes over). Then it starts the app's scripts (`data-scripts`: the entry, then what it
 * preloads): at once when the drawing went, else once the drawing is painted, so on a slow network the
 * stylesheet the drawing needs is not sharing the line with the scripts (a fallback timer covers tabs that
 * do not paint). A file of its own (`SHELL_START`), not inline: a stricter script policy added in front of the
 * portal (a proxy's) would block an inline script and leave the drawing read-only for good.
 */
export const SHELL_CHECK =
  "(function(){var r=document.getElementById('root'),s=(r.getAttribute('data-shell')||'').split(' ')," +
  'g=function(k){try{return localStorage.getItem(k)}catch(e){return null}},' +
  "l=(g('lng')||'').toLowerCase(),t=g('theme')," +
  "d=g('access_token')||g('refresh_token')||(l&&l!==s[0])||(t&&t!=='default'&&t!==s[1]);" +
  'if(d)r.replaceChildren();' +
  "var c=function(){r.querySelectorAll('[data-testid^=cookie-notice]').forEach(function(n){n.remove()})};" +
  "if(!d&&g('cookie_notice_dismissed')==='1')c();" +
  "r.querySelectorAll('[data-testid=cookie-notice] button').forEach(function(b){b.addEventListener('click',function(){" +
  "try{localStorage.setItem('cookie_notice_dismissed','1')}catch(e){}c()})});" +
  "var a=(r.getAttribute('data-scripts')||'').split(' ').filter(Boolean),on=0," +
  "go=function(){if(on++)return;a.forEach(function(u,i){var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}e.crossOrigin='';document.head.appendChild(e)})};" +
  'if(d)go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()';
/** Where the page asks for it; the version makes it safe to keep for a year. */
export const SHELL_START = `/signin-start.js?v=${createHash('sha256').update(SHELL_CHECK).digest('hex').slice(0, 12)}`;

/** How long a request waits for its drawing (a start of the renderer included) before the plain page goes. */
const RENDER_WAIT_MS = 3000;
/** A renderer that says nothing this long while drawings are asked of it is stuck: it is stopped. */
const STUCK_MS = 10_000;
/** A renderer not ready this long after it was started is stopped (it starts in well under a second). */
const START_MS = 15_000;
/** After the renderer stopped twice in a row, the next start waits 1 s, then 2 s, ... up to a minute. */
const RESTART_PAUSE_MAX_MS = 60_000;
const KEPT = 64;

const THEMES = new Set(['dark', 'red', 'custom']);

/**
 * The language to draw the page in: the one a link from an e-mail names (`?lang=de`, the reader's), else the
 * browser's. A language stored in the browser still wins there (SHELL_CHECK drops a drawing in another one).
 */
export function shellLanguage(req: FastifyRequest): string {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  const lang = typeof asked === 'string' ? asked.toLowerCase() : '';
  return isLocale(lang) ? lang : languageOf(req);
}

/** An attribute value (the values put in are ours, but nothing the renderer answers ends an attribute). */
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Text of an element (the title holds the site title an admin typed). */
const text = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * CSS inside `<style>`: the element ends at the first `</style`, whatever CSS says, and settings such as the
 * font family are free text. `<` written as the CSS escape `\3c ` means the same character to CSS (in a
 * string, a URL or a value) and can never end the element.
 */
export const styleText = (css: string) => css.replace(/</g, '\\3c ');

function isShell(v: unknown): v is Shell {
  const s = v as Shell | null;
  return (
    !!s &&
    typeof s.html === 'string' &&
    typeof s.css === 'string' &&
    (s.dir === 'ltr' || s.dir === 'rtl') &&
    THEMES.has(s.theme) &&
    typeof s.dark === 'boolean' &&
    (s.title === undefined || typeof s.title === 'string')
  );
}

export interface SignInShellOptions {
  /** Overrides of the waits above (tests). */
  waitMs?: number;
  stuckMs?: number;
  startMs?: number;
}

/**
 * The sign-in page's first paint drawn on the server (web/src/ssr), so a phone on a slow network sees the
 * page when the HTML and stylesheet are in instead of after every script. It is drawn in a worker thread
 * (the app's modules expect a browser's globals) for the request's language, the site's look and texts, and
 * kept per those; without the built renderer (web/dist-ssr) or when drawing fails, the plain page is served.
 * A drawing that failed is not kept (the next request tries again); a renderer that crashed, ended or hangs
 * is replaced by a new one on a later request.
 */
export function signInShell(app: FastifyInstance, webRoot: string, options: SignInShellOptions = {}) {
  const entry = path.resolve(webRoot, '../dist-ssr/worker.js');
  if (!existsSync(entry)) return null;
  app.get('/signin-start.js', { schema: { hide: true } }, (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(SHELL_CHECK),
  );
  const waitMs = options.waitMs ?? RENDER_WAIT_MS;
  const stuckMs = options.stuckMs ?? STUCK_MS;
  const startMs = options.startMs ?? START_MS;

  /** The running renderer; `ready` settles once it can draw (undefined: it stopped before). */
  let current: { w: Worker; ready: Promise<Worker | undefined>; abandon: () => void } | undefined;
  let closing = false;
  let next = 0;
  /** Renderers that stopped since the last drawing made, and when the next may start. */
  let stops = 0;
  let pausedUntil = 0;
  let lastHeard = 0;
  const waiting = new Map<number, (shell: Shell | null) => void>();
  const drawn = new Map<string, Promise<Shell | null>>();

  function settleAll() {
    for (const done of waiting.values()) done(null);
    waiting.clear();
  }

  /** Forgets a renderer that ended, crashed, hangs or never got ready; its pending drawings go as failed. */
  function stop(w: Worker, why: string, err?: unknown) {
    if (current?.w !== w) return;
    const { abandon } = current;
    current = undefined;
    abandon();
    if (!closing) {
      app.log.warn({ err }, `sign-in page renderer stopped: ${why}`);
      stops += 1;
      pausedUntil = stops > 1 ? Date.now() + Math.min(RESTART_PAUSE_MAX_MS, 1000 * 2 ** (stops - 2)) : 0;
    }
    settleAll();
    void w.terminate();
  }

  function start(): Promise<Worker | undefined> {
    if (current) return current.ready;
    if (closing || Date.now() < pausedUntil) return Promise.resolve(undefined);
    const w = new Worker(entry);
    w.unref();
    lastHeard = Date.now();
    let settle: (w: Worker | undefined) => void = () => {};
    const ready = new Promise<Worker | undefined>((resolve) => {
      settle = resolve;
    });
    const startLimit = setTimeout(() => stop(w, 'not ready in time'), startMs);
    startLimit.unref();
    // A hanging renderer answers nothing: once drawings have waited stuckMs without a word from it, it goes.
    const watchdog = setInterval(
      () => {
        if (waiting.size > 0 && Date.now() - lastHeard >= stuckMs) stop(w, 'not answering');
      },
      Math.max(20, Math.min(1000, stuckMs / 4)),
    );
    watchdog.unref();
    current = {
      w,
      ready,
      abandon: () => {
        clearTimeout(startLimit);
        clearInterval(watchdog);
        settle(undefined);
      },
    };
    w.on('message', (m: Reply) => {
      lastHeard = Date.now();
      if ('ready' in m) {
        clearTimeout(startLimit);
        settle(w);
        return;
      }
      if (m.error) app.log.warn({ err: m.error }, 'sign-in page not drawn on the server');
      const shell = isShell(m.shell) ? m.shell : null;
      if (m.shell && !shell)
        app.log.warn(
          'sign-in page renderer answered an unknown drawing (web/dist-ssr built from other sources?)',
        );
      if (shell) stops = 0;
      waiting.get(m.id)?.(shell);
      waiting.delete(m.id);
    });
    w.on('error', (err) => stop(w, 'crashed', err));
    w.on('exit', (code) => stop(w, `ended (${code})`));
    return ready;
  }

  async function draw(input: { lang: string; site: unknown; cookieText: string }): Promise<Shell | null> {
    const w = await start();
    if (!w || current?.w !== w) return null;
    return new Promise((resolve) => {
      const id = ++next;
      if (waiting.size === 0) lastHeard = Date.now();
      waiting.set(id, resolve);
      w.postMessage({ id, input });
    });
  }

  async function shellFor(req: FastifyRequest): Promise<Shell | null> {
    const lang = shellLanguage(req);
    const [site, policies] = await Promise.all([
      app.inject({ url: '/api/auth/get_site_data' }),
      app.inject({ url: `/api/policies?lang=${lang}` }),
    ]);
    if (site.statusCode !== 200) return null;
    const cookieText = policies.statusCode === 200 ? String(policies.json().cookie_text ?? '').trim() : '';
    const key = `${lang}\n${cookieText}\n${site.body}`;
    let shell = drawn.get(key);
    if (!shell) {
      const made = draw({ lang, site: site.json(), cookieText });
      shell = made;
      drawn.set(key, made);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
      // A failed drawing is not kept: the next request for it tries again (one attempt at a time).
      void made.then((s) => {
        if (!s && drawn.get(key) === made) drawn.delete(key);
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, waitMs, null);
      timer.unref();
    });
    return Promise.race([shell, timeout]).finally(() => clearTimeout(timer));
  }

  // Started once the server listens (not for tests that only inject), so the first visitor does not wait.
  app.addHook('onListen', async () => {
    void start();
  });
  app.addHook('onClose', async () => {
    closing = true;
    const w = current?.w;
    if (w) {
      stop(w, 'server closing');
      await w.terminate();
    }
  });

  return {
    /** index.html with the sign-in page drawn in, or null to serve it as it is. */
    async page(req: FastifyRequest): Promise<string | null> {
      const shell = await shellFor(req).catch(() => null);
      if (!shell) return null;
      const lang = attr(shellLanguage(req));
      const theme = attr(shell.theme);
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
      const parts: Record<string, string> = {
        html: `<html lang="${lang}" dir="${shell.dir}" data-theme="${theme}" style="color-scheme:${shell.dark ? 'dark' : 'light'}">`,
        head: `<style data-signin-shell="">${styleText(shell.css)}</style></head>`,
        root: `<div id="root" data-shell="${lang} ${theme}" data-scripts="${attr(scripts.join(' '))}">${shell.html}</div><script src="${SHELL_START}"></script>`,
      };
      if (shell.title) parts.title = `<title>${text(shell.title)}</title>`;
      // One pass over the page as built, so nothing put in is searched again; the three places it needs, or
      // nothing (the title is kept when the renderer gave none).
      const found = new Set<string>();
      const page = index.replace(
        /<html(?:\s[^>]*)?>|<\/head>|<div id="root"><\/div>|<title>[^<]*<\/title>/g,
        (m) => {
          const part = m.startsWith('<html')
            ? 'html'
            : m === '</head>'
              ? 'head'
              : m.startsWith('<title')
                ? 'title'
                : 'root';
          const put = parts[part];
          if (found.has(part) || put === undefined) return m;
          found.add(part);
          return put;
        },
      );
      return ['html', 'head', 'root'].every((p) => found.has(p)) ? page : null;
    },
  };
}
