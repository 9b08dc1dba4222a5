import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, localStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Files on the local disk by default; in an S3-compatible bucket with STORAGE_URL (SDK loaded only then). */
export default fp(
  async function files(app: FastifyInstance) {
    const cfg = app.config.storage;
    const storage =
      cfg.kind === 's3'
        ? (await import('./s3-storage.js')).s3Storage(cfg)
        : localStorage(app.config.filesDir);
    app.decorate('storage', storage);
  },
  { name: 'files' },
);
