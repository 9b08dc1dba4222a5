import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.js';
import { type FileStorage, meter, newKey } from './storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

// S3's smallest part: at most queueSize parts are held in memory per upload (10,000 parts reach 50 GiB).
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket, behind the same interface as the local disk. Uploads stream as
 * multipart uploads (a few parts in memory at most) with the size limit and the hash checked on the way;
 * an upload that fails or is too large is aborted, so no object appears. Credentials come from the
 * environment as the AWS SDK reads them.
 */
export function s3Storage(cfg: S3Config, client = s3Client(cfg)): FileStorage {
  const Bucket = cfg.bucket;
  const objectKey = (key: string) => (cfg.prefix ? `${cfg.prefix}/${key}` : key);
  return {
    async put(folder, source, opts = {}) {
      const key = newKey(folder);
      const m = meter(opts.maxBytes);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body },
        queueSize: 2,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      const [piped, uploaded] = await Promise.allSettled([pipeline(source, m.stream, body), upload.done()]);
      if (piped.status === 'rejected') {
        await upload.abort().catch(() => {});
        throw piped.reason;
      }
      if (uploaded.status === 'rejected') throw uploaded.reason;
      return { key, ...m.result() };
    },
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return res.Body as Readable;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

export function s3Client(cfg: S3Config): S3Client {
  return new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers differ in which trailers they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
