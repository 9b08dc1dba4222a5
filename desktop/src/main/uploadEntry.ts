import type { UploadItem, UploadState } from '@portal/ui';
import type { FileSnapshot } from './writeDetector.js';

/** One queued file as it is kept on disk. Its id is the order and the file's fingerprint: no twin can exist. */
export interface QueueEntry {
  id: string;
  orderId: number;
  sha256: string;
  fileName: string;
  /** Where the tuner saved it (shown, never read again). */
  source: string;
  /** The queue's own copy, so a file moved or overwritten meanwhile is still delivered as it was. */
  spool: string;
  size: number;
  state: UploadState;
  attempts: number;
  error: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
  deliveredAt: number | null;
  /** The tuner's file when it was taken; a different one later means it changed meanwhile. */
  taken?: FileSnapshot | null;
  /** A person said to send it (a click, a drop): no question about its size is asked. */
  confirmed?: boolean;
  /**
   * Checksums of earlier saves of the same file this one replaced before they were delivered. An upload
   * stopped on the way may still have reached the server: the delivery names them so the server withdraws
   * any that landed (and refuses any that land later) in the same step.
   */
  replaces?: string[];
  /** Some of its bytes went out: the server may hold it even if no answer came back. */
  sent?: boolean;
  /** The server it was queued for (entries from before this was kept have none). */
  server?: string;
}

/** Thrown by a delivery that needs a person's answer first (a size unlike the original's). */
export class AskFirst extends Error {
  constructor(readonly question: string) {
    super(question);
    this.name = 'AskFirst';
  }
}

/** The tuner's file changed while it was being copied: what was read is not a finished file. */
export class FileChanged extends Error {
  constructor(readonly file: string) {
    super(`${file} changed while it was read`);
    this.name = 'FileChanged';
  }
}

export const keyOf = (orderId: number, sha256: string) => `${orderId}-${sha256}`;

export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  // Jitter keeps a room full of desktops from all knocking at the same second after an outage.
  return Math.round(raw * (0.8 + 0.4 * random()));
}

export function toUploadItem(e: QueueEntry, progress = 0): UploadItem {
  return {
    id: e.id,
    orderId: e.orderId,
    fileName: e.fileName,
    size: e.size,
    state: e.state,
    progress: e.state === 'delivered' ? 1 : progress,
    attempts: e.attempts,
    error: e.error,
    nextAttemptAt: e.nextAttemptAt,
    createdAt: e.createdAt,
  };
}
