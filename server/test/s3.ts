import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Environment for the portal: STORAGE_URL, endpoint and the server's fixed credentials. */
  env(prefix?: string): Record<string, string>;
  /** Keys of every object in the bucket (complete objects only; unfinished multipart uploads are not). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port with one bucket, files in a temp folder. */
export async function startS3(bucket = 'portal-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix = 'portal') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async keys() {
      const res = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
      const xml = await res.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
