import { isApiError } from '@portal/api-client';
import type { Order } from '@portal/contracts';
import { sha256File } from './hash.js';
import type { Translate } from './i18n.js';
import type { Dispatcher } from './notifications.js';
import { type ServerApi, UploadError } from './serverApi.js';
import type { KeyValueStore } from './store.js';
import type { Timing } from './timing.js';
import { AskFirst, type QueueEntry } from './uploadEntry.js';
import { createUploadQueue } from './uploadQueue.js';
import { currentSnapshot, sameSnapshot } from './writeDetector.js';

export interface DeliveriesDeps {
  store: KeyValueStore;
  spoolDir: string;
  timing: Timing;
  t: Translate;
  language: () => string;
  /** Read at call time: the server may change. */
  api: () => ServerApi;
  /** The server signed in to now. */
  server: () => string;
  dispatcher: Dispatcher;
  showOrder: (orderId: number | null) => void;
  log: (message: string, extra?: unknown) => void;
}

/**
 * The upload queue and how one of its files reaches the server: looked for there first, asked about when
 * its size is unlike the original's, and followed by the final file when it changed while it was sent.
 */
export function createDeliveries(deps: DeliveriesDeps) {
  const { timing, t, log } = deps;

  // The order as fetched when its file was noticed, so the first attempt right after need not ask again.
  const recentOrders = new Map<number, { order: Order; at: number }>();

  // Checksums of files sent while the tuner's file was still changing, by order and file: the final file
  // follows as the next revision and names them, so the server withdraws them with it and says so.
  const partials = new Map<string, string[]>();
  const partialKey = (e: Pick<QueueEntry, 'orderId' | 'source'>) => `${e.orderId}\n${e.source}`;

  const queue = createUploadQueue({
    store: deps.store,
    spoolDir: deps.spoolDir,
    baseDelayMs: timing.retryBaseMs,
    maxDelayMs: timing.retryMaxMs,
    stallMs: timing.stallMs,
    onAsk: (entry) => askLater(entry),
    server: deps.server,
    deliver: async (entry, onProgress, signal) => {
      // Order numbers belong to one server: a file queued for another never goes to this one's order.
      if (entry.server && entry.server !== deps.server())
        throw new UploadError(t('desktop.uploads.other_server', { server: entry.server }), 409, false);
      const api = deps.api();
      // The server may hold it already (an answer lost on the way, a crash after sending): look first,
      // unless the order was fetched a moment ago for this very file (a first attempt right after saving).
      const fresh = recentOrders.get(entry.orderId);
      recentOrders.delete(entry.orderId);
      const recent = entry.attempts === 0 && fresh && Date.now() - fresh.at < 5000 ? fresh.order : null;
      const order =
        recent ??
        (await api.getOrderRaw(entry.orderId).catch((err) => {
          if (isApiError(err) && err.statusCode === 404) throw new UploadError('not found', 404, false);
          // A file that may have reached the server already is sent again only once the server has said it
          // does not hold it: waiting for that beats a second revision and a second notice to the customer.
          if (entry.sent) throw err;
          return null;
        }));
      // A withdrawn revision with these bytes does not count: they are sent again as a new delivery.
      if (order?.revisions.some((r) => r.sha256 === entry.sha256 && !r.withdrawn_at)) return;
      // Tuned files keep the original's size; another size is a file still being written or a mistake.
      const original = order?.original_file?.size;
      if (!entry.confirmed && typeof original === 'number' && original !== entry.size) {
        const bytes = (n: number) => n.toLocaleString(deps.language() || 'en');
        throw new AskFirst(
          t('desktop.uploads.size_question', {
            file: entry.fileName,
            size: bytes(entry.size),
            original: bytes(original),
          }),
        );
      }
      const key = partialKey(entry);
      const replaces = [...new Set([...(entry.replaces ?? []), ...(partials.get(key) ?? [])])].filter(
        (sha) => sha !== entry.sha256,
      );
      await api.deliver({
        orderId: entry.orderId,
        path: entry.spool,
        name: entry.fileName,
        replaces,
        signal,
        onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      });
      partials.delete(key);
      await checkUnchanged(entry);
    },
    classify: (err) => {
      if (err instanceof UploadError) {
        if (err.status === 404) return { message: t('desktop.uploads.order_missing'), retryable: false };
        // A session that ended waits for the next sign-in rather than failing for good.
        if (err.status === 401) return { message: t('desktop.uploads.signed_out'), retryable: true };
        if (err.timedOut) return { message: t('desktop.uploads.timed_out'), retryable: true };
        if (err.status === 0) return { message: t('desktop.uploads.offline'), retryable: true };
        return { message: err.message, retryable: err.retryable };
      }
      return { message: (err as Error)?.message ?? String(err), retryable: true };
    },
  });

  /** After sending: a tuner's file that is no longer what was taken means a partial one went out. */
  async function checkUnchanged(entry: QueueEntry): Promise<void> {
    if (!entry.taken) return;
    const now = await currentSnapshot(entry.source);
    if (!now || sameSnapshot(now, entry.taken)) return;
    if ((await sha256File(entry.source).catch(() => null)) === entry.sha256) return;
    const key = partialKey(entry);
    partials.set(key, [...(partials.get(key) ?? []), entry.sha256]);
    log('file changed while it was sent', { file: entry.source, sha256: entry.sha256 });
  }

  /** Asks about a file only if it is still in question after a while (a pause in a save is not asked). */
  function askLater(entry: QueueEntry) {
    setTimeout(() => {
      if (queue.get(entry.id)?.state !== 'asking') return;
      deps.dispatcher.notify(
        t('desktop.notify.ask_title', { number: entry.orderId }),
        entry.error ?? entry.fileName,
        () => deps.showOrder(entry.orderId),
      );
    }, timing.askAfterMs);
  }

  return {
    queue,
    /** The order as fetched when its file was noticed (spares the first attempt a second look). */
    rememberOrder(orderId: number, order: Order): void {
      recentOrders.set(orderId, { order, at: Date.now() });
    },
  };
}
