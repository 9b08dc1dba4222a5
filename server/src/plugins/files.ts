import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, localStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** The start-up sweep of partial uploads; resolves with how many were removed. */
    partialsSwept: Promise<number>;
  }
}

/** A partial file untouched this long belongs to no running upload (they write continuously). */
const PARTIAL_AGE_MS = 15 * 60_000;

/** Files on the local disk by default; in an S3-compatible bucket with STORAGE_URL (SDK loaded only then). */
export default fp(
  async function files(app: FastifyInstance) {
    const cfg = app.config.storage;
    const storage =
      cfg.kind === 's3'
        ? (await import('./s3-storage.js')).s3Storage(cfg)
        : localStorage(app.config.filesDir);
    app.decorate('storage', storage);
    let swept: (n: number) => void = () => {};
    app.decorate(
      'partialsSwept',
      new Promise<number>((resolve) => {
        swept = resolve;
      }),
    );
    // In the background: start-up does not wait for a walk over every stored file.
    app.addHook('onReady', async () => {
      if (!storage.removePartials) return swept(0);
      storage
        .removePartials(PARTIAL_AGE_MS)
        .then((n) => {
          if (n) app.log.info({ removed: n }, 'partial uploads removed');
          swept(n);
        })
        .catch((err) => {
          app.log.warn({ err }, 'partial uploads not swept');
          swept(0);
        });
    });
  },
  { name: 'files' },
);
