import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadItem, UploadState } from '@portal/ui';
import { sha256File } from './hash.js';
import type { KeyValueStore } from './store.js';
import { AskFirst, backoffDelay, FileChanged, keyOf, type QueueEntry, toUploadItem } from './uploadEntry.js';
import { currentSnapshot, type FileSnapshot, sameSnapshot } from './writeDetector.js';

const OPEN_STATES: UploadState[] = ['asking', 'waiting', 'retrying', 'failed', 'uploading'];

export type DeliverFn = (
  entry: QueueEntry,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<void>;

/** What a failed delivery threw: retryable failures wait and try again, others wait for a person. */
export interface DeliveryFailure {
  message: string;
  retryable: boolean;
}

export interface QueueOptions {
  store: KeyValueStore;
  spoolDir: string;
  deliver: DeliverFn;
  classify: (err: unknown) => DeliveryFailure;
  /** First retry delay; doubles each attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  /** An upload with no progress for this long counts as stalled: `wake()` starts it over. */
  stallMs?: number;
  /** A delivery stopped to ask a person (the entry is now 'asking'). */
  onAsk?: (entry: QueueEntry) => void;
  /** The server files are queued for now: each entry keeps it, so it only ever goes there. */
  server?: () => string;
}

export interface AddResult {
  entry: QueueEntry;
  /** The same file was already queued or delivered for this order. */
  duplicate: boolean;
}

const ENTRIES_KEY = 'uploads.entries';
const DELIVERED_KEY = 'uploads.delivered';
const KEEP_DELIVERED_ENTRIES = 100;
const KEEP_DELIVERED_KEYS = 5000;

/**
 * The upload queue: persisted on every change, one upload at a time, retried with exponential backoff
 * while the server is away, and keyed by order and SHA-256 so the same file never goes twice.
 */
export function createUploadQueue(opts: QueueOptions) {
  const now = opts.now ?? Date.now;
  const base = opts.baseDelayMs ?? 2000;
  const max = opts.maxDelayMs ?? 5 * 60_000;
  let entries = ((opts.store.get(ENTRIES_KEY) as QueueEntry[] | undefined) ?? []).map((e) =>
    // An upload cut short by a crash or a quit starts over.
    e.state === 'uploading' ? { ...e, state: 'waiting' as const } : e,
  );
  const delivered = new Set((opts.store.get(DELIVERED_KEY) as string[] | undefined) ?? []);
  const progress = new Map<string, number>();
  const listeners = new Set<(items: UploadItem[]) => void>();
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: { id: string; controller: AbortController; movedAt: number } | null = null;
  // Entries replaced by a newer save of the same file while they were being sent.
  const withdrawn = new Set<string>();
  let lastEmit = 0;
  let lock: Promise<unknown> = Promise.resolve();

  const persist = () => {
    const done = entries.filter((e) => e.state === 'delivered');
    if (done.length > KEEP_DELIVERED_ENTRIES) {
      const drop = new Set(done.slice(0, done.length - KEEP_DELIVERED_ENTRIES).map((e) => e.id));
      entries = entries.filter((e) => !drop.has(e.id));
    }
    opts.store.set(ENTRIES_KEY, entries);
  };
  const list = (): UploadItem[] => entries.map((e) => toUploadItem(e, progress.get(e.id)));
  const emit = () => {
    lastEmit = now();
    const items = list();
    for (const l of listeners) l(items);
  };
  const update = (id: string, patch: Partial<QueueEntry>) => {
    entries = entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
    persist();
    emit();
  };
  const find = (id: string) => entries.find((e) => e.id === id);

  /** Runs one change at a time: two events for the same file must not both pass the duplicate check. */
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = lock.then(fn, fn);
    lock = run.catch(() => undefined);
    return run;
  };

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const due = entries
      .filter((e) => e.state === 'retrying' && e.nextAttemptAt !== null)
      .map((e) => e.nextAttemptAt as number);
    if (due.length === 0) return;
    timer = setTimeout(() => void pump(), Math.max(0, Math.min(...due) - now()));
  }

  function nextDue(): QueueEntry | undefined {
    const t = now();
    return entries
      .filter((e) => e.state === 'waiting' || (e.state === 'retrying' && (e.nextAttemptAt ?? 0) <= t))
      .sort((a, b) => a.createdAt - b.createdAt)[0];
  }

  async function pump(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      for (let entry = nextDue(); entry && !stopped; entry = nextDue()) {
        await attempt(entry);
      }
    } finally {
      running = false;
      schedule();
    }
  }

  async function attempt(entry: QueueEntry): Promise<void> {
    update(entry.id, { state: 'uploading', error: null });
    progress.set(entry.id, 0);
    const controller = new AbortController();
    const flight = { id: entry.id, controller, movedAt: now() };
    inFlight = flight;
    try {
      await opts.deliver(
        entry,
        (fraction) => {
          flight.movedAt = now();
          if (!find(entry.id)?.sent) {
            entries = entries.map((e) => (e.id === entry.id ? { ...e, sent: true } : e));
            persist();
          }
          progress.set(entry.id, fraction);
          if (now() - lastEmit > 100) emit();
        },
        controller.signal,
      );
      withdrawn.delete(entry.id);
      delivered.add(entry.id);
      opts.store.set(DELIVERED_KEY, [...delivered].slice(-KEEP_DELIVERED_KEYS));
      progress.delete(entry.id);
      update(entry.id, { state: 'delivered', deliveredAt: now(), error: null, nextAttemptAt: null });
      await rm(entry.spool, { force: true });
    } catch (err) {
      progress.delete(entry.id);
      if (withdrawn.delete(entry.id)) return;
      if (controller.signal.aborted) {
        update(entry.id, { state: 'waiting' });
        return;
      }
      if (err instanceof AskFirst) {
        update(entry.id, { state: 'asking', error: err.question, nextAttemptAt: null });
        const asked = find(entry.id);
        if (asked) opts.onAsk?.(asked);
        return;
      }
      const failure = opts.classify(err);
      const attempts = entry.attempts + 1;
      update(
        entry.id,
        failure.retryable
          ? {
              state: 'retrying',
              attempts,
              error: failure.message,
              nextAttemptAt: now() + backoffDelay(attempts, base, max),
            }
          : { state: 'failed', attempts, error: failure.message, nextAttemptAt: null },
      );
    } finally {
      inFlight = null;
    }
  }

  /**
   * A newer save of the same file for the same order replaces what is still unsent of the older one: a
   * question about it, a wait, a retry, an upload under way (aborted). Delivered ones stay delivered.
   */
  async function withdrawOlder(orderId: number, source: string, keep: string): Promise<string[]> {
    const older = entries.filter(
      (e) => e.orderId === orderId && e.source === source && e.id !== keep && OPEN_STATES.includes(e.state),
    );
    if (older.length === 0) return [];
    for (const e of older) {
      if (inFlight?.id === e.id) {
        withdrawn.add(e.id);
        inFlight.controller.abort();
      }
      await rm(e.spool, { force: true });
    }
    const gone = new Set(older.map((e) => e.id));
    entries = entries.filter((e) => !gone.has(e.id));
    persist();
    emit();
    // Only files whose upload began can be on the server; what they replaced in turn is named too.
    return [...new Set(older.flatMap((e) => [...(e.replaces ?? []), ...(e.sent ? [e.sha256] : [])]))];
  }

  return {
    /**
     * Copies the file into the spool, fingerprints the copy and queues it, unless the same bytes were
     * already queued or delivered for this order. `ask` leaves it waiting for a person's click.
     */
    add(input: {
      orderId: number;
      file: string;
      fileName?: string;
      ask?: boolean;
      /** The file as the watcher saw it finished; the copy must match it or nothing is queued. */
      taken?: FileSnapshot;
      confirmed?: boolean;
      /** Bytes that are never queued (the order's original saved again under another name). */
      skipSha256?: string | null;
    }): Promise<AddResult> {
      return exclusive(async () => {
        await mkdir(opts.spoolDir, { recursive: true });
        const tmp = path.join(opts.spoolDir, `incoming-${randomBytes(6).toString('hex')}`);
        try {
          await copyFile(input.file, tmp);
          if (input.taken) {
            const after = await currentSnapshot(input.file);
            const copied = (await stat(tmp)).size;
            if (!after || !sameSnapshot(after, input.taken) || copied !== input.taken.size) {
              throw new FileChanged(input.file);
            }
          }
          const sha256 = await sha256File(tmp);
          const id = keyOf(input.orderId, sha256);
          const existing = find(id);
          if (existing || delivered.has(id) || sha256 === input.skipSha256) {
            return { entry: existing ?? ({ id } as QueueEntry), duplicate: true };
          }
          const spool = path.join(opts.spoolDir, id);
          await rename(tmp, spool);
          const replaces = await withdrawOlder(input.orderId, input.file, id);
          const entry: QueueEntry = {
            id,
            orderId: input.orderId,
            sha256,
            fileName: input.fileName ?? path.basename(input.file),
            source: input.file,
            spool,
            size: (await stat(spool)).size,
            state: input.ask ? 'asking' : 'waiting',
            attempts: 0,
            error: null,
            nextAttemptAt: null,
            createdAt: now(),
            deliveredAt: null,
            taken: input.taken ?? null,
            confirmed: input.confirmed ?? false,
            ...(opts.server ? { server: opts.server() } : {}),
            ...(replaces.length ? { replaces } : {}),
          };
          entries = [...entries, entry];
          persist();
          emit();
          void pump();
          return { entry, duplicate: false };
        } finally {
          await rm(tmp, { force: true });
        }
      });
    },
    /** One click: upload the waiting file, or forget it. */
    answer: (id: string, upload: boolean) =>
      exclusive(async () => {
        const e = find(id);
        if (e?.state !== 'asking') return;
        if (upload) {
          update(id, { state: 'waiting', error: null, confirmed: true });
          void pump();
        } else {
          entries = entries.filter((x) => x.id !== id);
          persist();
          emit();
          await rm(e.spool, { force: true });
        }
      }),
    /** Tries a failed or waiting upload again now. */
    retry(id: string): void {
      const e = find(id);
      if (!e || (e.state !== 'failed' && e.state !== 'retrying')) return;
      update(id, { state: 'waiting', nextAttemptAt: null });
      void pump();
    },
    /** Something suggests the server is back (realtime reconnected): retry everything due soon, now. */
    wake(): void {
      // An upload that stopped moving is most likely on a connection that died: start it over.
      if (inFlight && now() - inFlight.movedAt > (opts.stallMs ?? 10_000)) inFlight.controller.abort();
      let changed = false;
      entries = entries.map((e) => {
        if (e.state !== 'retrying') return e;
        changed = true;
        return { ...e, nextAttemptAt: now() };
      });
      if (changed) persist();
      void pump();
    },
    start(): void {
      stopped = false;
      void pump();
      schedule();
    },
    /** Stops after aborting the upload in flight; it is sent again from the start next time. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      inFlight?.controller.abort();
      while (running) await new Promise((r) => setTimeout(r, 10));
    },
    list,
    entries: () => entries,
    get: find,
    onChange(listener: (items: UploadItem[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
