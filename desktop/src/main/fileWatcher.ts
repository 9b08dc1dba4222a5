import type { Stats } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { isIgnoredName } from './workFolder.js';
import { currentSnapshot, type FileSnapshot, sameSnapshot, waitUntilSettled } from './writeDetector.js';

export interface WatchOptions {
  root: string;
  /** A file that has stopped changing and can be opened, with its size and time when it was taken. */
  onFile: (file: string, snapshot: FileSnapshot) => void;
  /** A file still there that never settled within `settleMaxMs`: held open, or not readable. */
  onStuck?: (file: string) => void;
  onError?: (err: unknown) => void;
  /** Time between two looks at a saved file. */
  settleMs?: number;
  /** Looks in a row with the same size and time before a file counts as written. */
  settleChecks?: number;
  settleMaxMs?: number;
  platform?: NodeJS.Platform;
  /** Files already there at start are taken only when modified after this moment (app was closed). */
  since?: number;
  /** Files right in the root count too (a tuning tool's own folder); the work folder's never do. */
  topLevel?: boolean;
}

export interface FolderWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Watches the work folder (order folders one level down, plus the outbox) for finished files. */
export function watchWorkFolder(opts: WatchOptions): FolderWatcher {
  const settle = {
    intervalMs: opts.settleMs ?? 100,
    checks: opts.settleChecks ?? 3,
    platform: opts.platform,
    maxWaitMs: opts.settleMaxMs,
  };
  let initialDone = false;
  const pending = new Set<string>();
  // Files that changed while their wait was ending: looked at again once it is over.
  const changedMeanwhile = new Set<string>();
  // Files reported as never settling, until they do.
  const stuck = new Set<string>();
  const watcher = watch(opts.root, {
    ignoreInitial: opts.since === undefined,
    depth: 2,
    ignored: (p: string, stats?: Stats) => {
      if (p === opts.root) return false;
      if (isIgnoredName(path.basename(p))) return true;
      return stats ? !opts.topLevel && stats.isFile() && path.dirname(p) === opts.root : false;
    },
  });

  const consider = async (file: string, stats?: Stats) => {
    if (!opts.topLevel && path.dirname(file) === opts.root) return;
    if (!initialDone && opts.since !== undefined && stats && stats.mtimeMs <= opts.since) return;
    // Two events for one save (add, then change) must lead to one check, not two uploads racing.
    if (pending.has(file)) {
      changedMeanwhile.add(file);
      return;
    }
    pending.add(file);
    changedMeanwhile.delete(file);
    let taken: FileSnapshot | null = null;
    try {
      taken = await waitUntilSettled(file, settle);
      if (taken) {
        stuck.delete(file);
        opts.onFile(file, taken);
      } else if (!stuck.has(file) && (await currentSnapshot(file))) {
        // Once until it settles: a file written to all along comes back here every wait.
        stuck.add(file);
        opts.onStuck?.(file);
      }
    } catch (err) {
      opts.onError?.(err);
    } finally {
      pending.delete(file);
    }
    if (changedMeanwhile.delete(file)) {
      const now = await currentSnapshot(file);
      if (now && (!taken || !sameSnapshot(now, taken))) void consider(file);
    }
  };
  watcher.on('add', (f, s) => void consider(f, s));
  watcher.on('change', (f, s) => void consider(f, s));
  watcher.on('error', (err) => opts.onError?.(err));
  const ready = new Promise<void>((resolve) =>
    watcher.once('ready', () => {
      initialDone = true;
      resolve();
    }),
  );
  return { ready, close: () => watcher.close() };
}
