import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, localStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp(
  async function files(app: FastifyInstance) {
    app.decorate('storage', localStorage(app.config.filesDir));
  },
  { name: 'files' },
);
