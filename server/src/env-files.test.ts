import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFiles } from './env-files.js';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('.env files', () => {
  it('reads the root .env and server/.env; the environment wins, then server/.env', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-env-'));
    const server = path.join(root, 'server');
    mkdirSync(server);
    writeFileSync(path.join(root, '.env'), 'PORT=4000\nSMTP_URL=smtp://root\nLOG_LEVEL=debug\n');
    writeFileSync(path.join(server, '.env'), 'SMTP_URL=smtp://server\n');
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
    const files = loadEnvFiles(server, env);
    expect(files).toHaveLength(2);
    expect(env).toMatchObject({ PORT: '4000', SMTP_URL: 'smtp://server', LOG_LEVEL: 'warn' });
  });

  it('works with only the root .env, and with none', () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-env-'));
    const server = path.join(root, 'server');
    mkdirSync(server);
    expect(loadEnvFiles(server, {})).toEqual([]);
    writeFileSync(path.join(root, '.env'), 'DATA_DIR=/srv/portal\n');
    const env: NodeJS.ProcessEnv = {};
    loadEnvFiles(server, env);
    expect(env.DATA_DIR).toBe('/srv/portal');
  });
});
