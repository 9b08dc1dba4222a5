import type { Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/** What a finished file looked like when it was taken: a later stat that differs means it changed since. */
export interface FileSnapshot {
  size: number;
  mtimeMs: number;
}

export interface SettleOptions {
  /** Time between two looks at the file. */
  intervalMs: number;
  /** How many looks in a row must find the same size and modification time. */
  checks: number;
  /** Windows lets a writer deny others write access: there an exclusive open tells a file still held. */
  platform?: NodeJS.Platform;
  /** Gives up (answers null) after this long; a later change of the file starts a new wait. */
  maxWaitMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const snapshotOf = (s: Pick<Stats, 'size' | 'mtimeMs'>): FileSnapshot => ({
  size: s.size,
  mtimeMs: s.mtimeMs,
});

export const sameSnapshot = (a: FileSnapshot, b: FileSnapshot) =>
  a.size === b.size && a.mtimeMs === b.mtimeMs;

/** The file's size and time now, or null when it is gone (renamed into place elsewhere, deleted). */
export async function currentSnapshot(file: string): Promise<FileSnapshot | null> {
  const s = await stat(file).catch(() => null);
  return s?.isFile() ? snapshotOf(s) : null;
}

/**
 * Whether nobody holds the file for writing. On Windows tools keep the file open without write sharing
 * while they save, so opening it for writing fails (EBUSY/EPERM) until they close it; nothing is written.
 * Elsewhere files are not locked, so only a read open is tried (it fails for a file that went away).
 */
export async function canOpen(file: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const handle = await open(file, platform === 'win32' ? 'r+' : 'r').catch(
    async (err: NodeJS.ErrnoException) => {
      // A read-only file (a tool can save one so) refuses every write open, held or not: a read open tells
      // whether it is there, and its unchanged size and time that nobody writes it.
      if (platform === 'win32' && err.code === 'EPERM' && (await isReadOnly(file)))
        return open(file, 'r').catch(() => null);
      return null;
    },
  );
  if (!handle) return false;
  await handle.close();
  return true;
}

const isReadOnly = async (file: string) => {
  const s = await stat(file).catch(() => null);
  return s !== null && (s.mode & 0o222) === 0;
};

/**
 * Waits until a file has stopped changing: the same non-zero size and modification time over `checks`
 * looks `intervalMs` apart, and it can be opened. Elapsed time alone is not trusted: a tool pausing
 * between chunks longer than this wait is caught later by the size check against the original and by
 * the look after sending. Answers the snapshot the file was taken at, or null when it went away.
 */
export async function waitUntilSettled(file: string, opts: SettleOptions): Promise<FileSnapshot | null> {
  const end = Date.now() + (opts.maxWaitMs ?? 10 * 60_000);
  let last = await currentSnapshot(file);
  let same = 0;
  while (last && Date.now() < end) {
    await sleep(opts.intervalMs);
    const now = await currentSnapshot(file);
    if (!now) return null;
    same = now.size > 0 && sameSnapshot(now, last) ? same + 1 : 0;
    last = now;
    if (same >= opts.checks) {
      if (await canOpen(file, opts.platform)) {
        // The open itself may have raced a writer that resumed: look once more.
        const after = await currentSnapshot(file);
        if (after && sameSnapshot(after, now)) return now;
      }
      same = 0;
    }
  }
  return null;
}
