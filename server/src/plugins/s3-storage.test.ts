import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type LocalS3, startS3 } from '../../test/s3.js';
import { s3Storage } from './s3-storage.js';
import { FileTooLargeError, type FileStorage } from './storage.js';

let s3: LocalS3;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  const cfg = loadConfig({ ...s3.env('files'), JWT_SECRET: 'x'.repeat(32) }).storage;
  if (cfg.kind !== 's3') throw new Error('STORAGE_URL not read');
  storage = s3Storage(cfg);
});
afterAll(() => s3.close());

/** A stream that hands out `bytes` in small chunks, as an upload arrives. */
const trickle = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );
const read = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

describe('S3 file storage', () => {
  it('streams a multipart upload in and out byte for byte, with size and hash', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const stored = await storage.put('orders', trickle(bytes), { maxBytes: 8 * 1024 * 1024 });
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(stored.key).toMatch(/^orders\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await s3.keys()).toContain(`files/${stored.key}`);
    expect((await read(await storage.get(stored.key))).equals(bytes)).toBe(true);
    expect(await storage.size(stored.key)).toBe(bytes.length);

    await storage.delete(stored.key);
    expect(await storage.size(stored.key)).toBeNull();
    await expect(storage.get(stored.key)).rejects.toThrow();
  });

  it('stops an upload over the limit while streaming and leaves no object behind', async () => {
    const before = await s3.keys();
    await expect(
      storage.put('orders', trickle(randomBytes(7 * 1024 * 1024)), { maxBytes: 6 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(
      storage.put('orders', trickle(randomBytes(3000)), { maxBytes: 2000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await s3.keys()).toEqual(before);
  });

  it('answers readiness only while the bucket answers', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
    const cfg = loadConfig({
      ...s3.env(),
      STORAGE_URL: 's3://no-such-bucket/x',
      JWT_SECRET: 'x'.repeat(32),
    }).storage;
    if (cfg.kind !== 's3') throw new Error('STORAGE_URL not read');
    await expect(s3Storage(cfg).ready()).rejects.toThrow();
  });
});
