import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retryPendingRefunds } from '../modules/shop/refund.js';
import { purgeIdempotencyKeys } from '../plugins/idempotency.js';
import { purgeExpiredFiles, retentionMonths } from './purge-files.js';

/** How often the purge looks for expired files; it is idempotent, so running it often is harmless. */
const PURGE_EVERY_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
/** Shop refunds left half-asked are asked again this often (see retryPendingRefunds). */
const REFUND_RETRY_MS = 10 * 60_000;
/** Finished jobs stay visible to admins this long. */
const KEEP_JOBS_DAYS = 30;

/** Scheduled work: each runs once per period across all instances (see scheduler.ts). */
export default fp(
  async function jobs(app: FastifyInstance) {
    const months = retentionMonths();
    app.scheduler.every('purge_files', PURGE_EVERY_MS, async () => {
      const result = await purgeExpiredFiles(app, new Date(), months);
      if (result.orders || result.messages || result.uploads)
        app.log.info({ ...result }, 'expired order files purged');
      return result;
    });
    app.scheduler.every('jobs_cleanup', DAY_MS, async () => ({
      removed: await app.queue.cleanup(new Date(Date.now() - KEEP_JOBS_DAYS * DAY_MS)),
    }));
    app.scheduler.every('idempotency_keys_cleanup', PURGE_EVERY_MS, async () => ({
      removed: await purgeIdempotencyKeys(app),
    }));
    app.scheduler.every('shop_refunds_retry', REFUND_RETRY_MS, async () => ({
      retried: await retryPendingRefunds(app),
    }));
  },
  { name: 'jobs', dependencies: ['database', 'files', 'scheduler'] },
);
