import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpError, msg } from '../lib/errors.js';
import { sendHtml } from '../lib/send-html.js';
import { signInShell } from './signin-shell.js';

function findWebDist(configured?: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** Serves the built web app; any non-API GET falls back to index.html so deep links load. */
export default fp(
  async function web(app: FastifyInstance) {
    const root = findWebDist(app.config.webDist);
    if (!root) {
      app.log.warn('web/dist not found: the API runs without the web app (run `npm run build`)');
    } else {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Files under /assets/ carry a content hash in their name: a changed file gets a new name, so
        // browsers may keep them a year. Everything else (index.html, icons, the service worker) is
        // revalidated on each load so a release is never hidden behind a stale copy.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const shell = root ? signInShell(app, root) : null;
    app.setNotFoundHandler(async (req, reply) => {
      const asset = /^\/assets\/([\w.-]+)$/.exec(req.url.split('?')[0]);
      // The routes name the files found at start-up: a build that replaced web/dist since is served too.
      if (asset && root && req.method === 'GET' && existsSync(path.join(root, 'assets', asset[1])))
        return reply.sendFile(`assets/${asset[1]}`);
      // Machine addresses (the API, metrics) and missing scripts or styles answer a plain 404, never the
      // web app's page (a script answered with HTML leaves a blank page).
      const machine = asset !== null || /^\/(api|metrics|assets)(\/|\?|$)/.test(req.url);
      // HEAD answers a page as GET does, without the body (link checkers and monitors ask so).
      const reads = req.method === 'GET' || req.method === 'HEAD';
      if (machine || !reads || !root) {
        // Thrown, so the error handler answers it in the reader's language like every other error.
        throw httpError(404, 'NOT_FOUND', msg(`No such address: ${req.method} ${req.url.split('?')[0]}`));
      }
      if (shell && req.url.split('?')[0] === '/login') {
        const page = await shell.page(req);
        if (page) return sendHtml(req, reply, page);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
