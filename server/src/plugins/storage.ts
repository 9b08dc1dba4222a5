import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/** Where files live. Local disk by default; an S3-compatible bucket can implement the same interface. */
export interface FileStorage {
  /** Streams `source` to storage under a new key in `folder`; never holds the whole file in memory. */
  put(folder: string, source: Readable, opts?: { maxBytes?: number }): Promise<StoredFile>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage does not answer (readiness check). */
  ready(): Promise<void>;
  /**
   * Removes what interrupted uploads left behind (files still being written are younger than `olderThanMs`)
   * and answers how many. Run at start-up: a crash mid-upload leaves a partial file no request will finish.
   * Storages that never keep partial files (a bucket aborts unfinished uploads) leave it out.
   */
  removePartials?(olderThanMs: number): Promise<number>;
}

export class FileTooLargeError extends Error {}

const SAFE_FOLDER = /^[a-z0-9_\-/]+$/;

/** A new key in `folder`: `<folder>/<year>/<month>/<uuid>`, the same on disk and in a bucket. */
export function newKey(folder: string, now = new Date()): string {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  return `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
}

/** Counts and hashes bytes as they pass, and fails the stream as soon as it passes `maxBytes`. */
export function meter(maxBytes?: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) {
        done(new FileTooLargeError('File is too large'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Makes a folder's entries (a new or renamed file) durable; a platform that cannot sync a folder is let be. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Windows refuses to sync a directory; its file system journals the rename itself.
  } finally {
    await handle.close();
  }
}

export function localStorage(root: string): FileStorage {
  const full = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return resolved;
  };
  return {
    async put(folder, source, opts = {}) {
      const key = newKey(folder);
      const target = full(key);
      const temp = `${target}.part`;
      await mkdir(path.dirname(target), { recursive: true });
      const m = meter(opts.maxBytes);
      // `flush`: the bytes reach the disk before the file is closed, so an order committed after this
      // never points at a file a power cut took back.
      const out = createWriteStream(temp, { flush: true });
      try {
        await pipeline(source, m.stream, out);
        // Readers never see a half-written file: the name appears only once all bytes are on disk, and the
        // folder is synced so the name itself survives a power cut.
        await rename(temp, target);
        await syncFolder(path.dirname(target));
      } catch (err) {
        // A source refused at once fails the pipeline before the file is even opened; it is opened (and
        // made) after that all the same, so it is removed only once the stream has closed.
        if (!out.closed) await once(out, 'close').catch(() => {});
        await rm(temp, { force: true });
        throw err;
      }
      return { key, ...m.result() };
    },
    async get(key) {
      const file = full(key);
      await stat(file);
      return createReadStream(file);
    },
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async removePartials(olderThanMs) {
      const before = Date.now() - olderThanMs;
      let removed = 0;
      const walk = async (dir: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(file);
          else if (entry.name.endsWith('.part')) {
            const info = await stat(file).catch(() => null);
            if (info && info.mtimeMs < before) {
              await rm(file, { force: true });
              removed++;
            }
          }
        }
      };
      await walk(path.resolve(root));
      return removed;
    },
  };
}
