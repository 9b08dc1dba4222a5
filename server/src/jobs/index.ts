import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withJobLock } from './lock.js';
import { purgeExpiredFiles, retentionMonths } from './purge-files.js';

/** How often the purge looks for expired files; it is idempotent, so running it often is harmless. */
const PURGE_EVERY_MS = 6 * 3_600_000;
const FIRST_RUN_MS = 60_000;
const LOCK_TTL_MS = 30 * 60_000;

/**
 * Scheduled work, in-process. Each job takes a lock row in the database first, so with several instances
 * only one runs it at a time.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const months = retentionMonths();
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let closed = false;

    const purge = async () => {
      try {
        const result = await withJobLock(app.db, 'purge_files', LOCK_TTL_MS, () =>
          purgeExpiredFiles(app, new Date(), months),
        );
        if (result && (result.orders || result.messages || result.uploads))
          app.log.info({ ...result }, 'expired order files purged');
      } catch (err) {
        app.log.error({ err }, 'file purge failed');
      }
    };
    const schedule = (delay: number) => {
      if (closed) return;
      timer = setTimeout(() => {
        running = purge().finally(() => {
          running = null;
          schedule(PURGE_EVERY_MS);
        });
      }, delay);
      timer.unref();
    };

    app.addHook('onReady', async () => schedule(FIRST_RUN_MS));
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    });
  },
  { name: 'jobs', dependencies: ['database', 'files'] },
);
