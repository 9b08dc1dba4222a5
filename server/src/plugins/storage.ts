import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
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
      try {
        await pipeline(source, m.stream, createWriteStream(temp));
        // Readers never see a half-written file: the name appears only once all bytes are on disk.
        await rename(temp, target);
      } catch (err) {
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
  };
}
