import type { Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import { isIgnoredName } from './workFolder.js';

export interface WatchOptions {
  root: string;
  /** A file that has stopped growing and can be opened: ready to be matched and uploaded. */
  onFile: (file: string) => void;
  onError?: (err: unknown) => void;
  /** How long a file's size must stay the same before it counts as written (tools save in chunks). */
  stableMs?: number;
  pollMs?: number;
  /** Files already there at start are taken only when modified after this moment (app was closed). */
  since?: number;
}

export interface FolderWatcher {
  ready: Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sameFile = (a: Stats, b: Stats) => a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * Waits until a file is really finished: chokidar's awaitWriteFinish sees the size settle, then this
 * checks once more over a quiet interval and opens the file, which fails on Windows while the writer
 * still holds it. Answers false when the file went away (a temporary file renamed or deleted).
 */
export async function waitUntilComplete(file: string, quietMs: number, tries = 20): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const first = await stat(file).catch(() => null);
    if (!first?.isFile()) return false;
    await sleep(quietMs);
    const second = await stat(file).catch(() => null);
    if (!second?.isFile()) return false;
    if (second.size > 0 && sameFile(first, second)) {
      const handle = await open(file, 'r').catch(() => null);
      if (handle) {
        await handle.close();
        return true;
      }
    }
  }
  return false;
}

/** Watches the work folder (order folders one level down, plus the outbox) for finished files. */
export function watchWorkFolder(opts: WatchOptions): FolderWatcher {
  const stableMs = opts.stableMs ?? 1500;
  const pollMs = opts.pollMs ?? 250;
  let initialDone = false;
  const pending = new Set<string>();
  const watcher = watch(opts.root, {
    ignoreInitial: opts.since === undefined,
    depth: 2,
    awaitWriteFinish: { stabilityThreshold: stableMs, pollInterval: pollMs },
    ignored: (p: string, stats?: Stats) => {
      if (p === opts.root) return false;
      if (isIgnoredName(path.basename(p))) return true;
      return stats ? stats.isFile() && path.dirname(p) === opts.root : false;
    },
  });

  const consider = async (file: string, stats?: Stats) => {
    if (path.dirname(file) === opts.root) return;
    if (!initialDone && opts.since !== undefined && stats && stats.mtimeMs <= opts.since) return;
    // Two events for one save (add, then change) must lead to one check, not two uploads racing.
    if (pending.has(file)) return;
    pending.add(file);
    try {
      if (await waitUntilComplete(file, Math.max(50, Math.round(stableMs / 3)))) opts.onFile(file);
    } catch (err) {
      opts.onError?.(err);
    } finally {
      pending.delete(file);
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
