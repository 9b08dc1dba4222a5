import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('configuration for several instances', () => {
  it('refuses Redis or CLUSTER=true without the secrets in the environment', () => {
    for (const env of [{ REDIS_URL: 'redis://127.0.0.1:6379' }, { CLUSTER: 'true' }]) {
      expect(() => loadConfig({ ...env, DATA_DIR: dataDir() })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, DATA_DIR: dataDir(), JWT_SECRET: 'j'.repeat(40) })).toThrow(
        /CODE_PEPPER must be set when several instances run/,
      );
      const ok = loadConfig({
        ...env,
        DATA_DIR: dataDir(),
        JWT_SECRET: 'j'.repeat(40),
        CODE_PEPPER: 'p'.repeat(40),
      });
      expect(ok).toMatchObject({ cluster: true, jwtSecret: 'j'.repeat(40), codePepper: 'p'.repeat(40) });
    }
  });

  it('generates and keeps secrets for one instance', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.cluster).toBe(false);
    expect(first.redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).codePepper).toBe(
      first.codePepper,
    );
  });

  it('reads STORAGE_URL and refuses what is not an S3 address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        STORAGE_URL: 's3://my-bucket/portal/files/',
        S3_ENDPOINT: 'http://minio:9000',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      prefix: 'portal/files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_URL: '/var/files' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
  });
});
