import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diagnosticsText } from '../src/main/diagnostics.js';
import { createLogFile } from '../src/main/logFile.js';
import { DEFAULT_SETTINGS } from '../src/shared/settings.js';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the log file', () => {
  it('rotates by size, keeps three older files and answers the last lines across them', () => {
    const log = createLogFile({ dir: path.join(dir, 'logs'), maxBytes: 2000, keep: 3 });
    for (let i = 0; i < 200; i++) log.write(`entry ${i}`, { order: i, err: new Error('offline') });
    const files = readdirSync(path.join(dir, 'logs')).sort();
    expect(files).toEqual(['main.1.log', 'main.2.log', 'main.3.log', 'main.log']);
    for (const f of files) expect(statSync(path.join(dir, 'logs', f)).size).toBeLessThanOrEqual(2000);
    const tail = log.tail(30);
    expect(tail).toHaveLength(30);
    expect(tail.at(-1)).toMatch(/^\d{4}-\d\d-\d\dT.* entry 199 \{"order":199,"err":"Error: offline"\}$/);
    expect(tail[0]).toContain('entry 170');
  });
});

describe('the diagnostics', () => {
  it('name versions, settings, the connection and the queue, and never a token', () => {
    const text = diagnosticsText({
      state: {
        platform: 'desktop',
        version: '1.2.3',
        user: { username: 'tuner1', role_id: 3 } as never,
        settings: { ...DEFAULT_SETTINGS, serverUrl: 'https://portal.example', workFolder: '/w' },
        sessionKept: true,
      },
      online: false,
      uploads: [
        {
          id: 'a',
          orderId: 7,
          fileName: 'x.bin',
          size: 1,
          state: 'failed',
          progress: 0,
          attempts: 3,
          error: 'Offline',
          nextAttemptAt: null,
          createdAt: 0,
        },
        {
          id: 'b',
          orderId: 8,
          fileName: 'y.bin',
          size: 1,
          state: 'delivered',
          progress: 1,
          attempts: 1,
          error: null,
          nextAttemptAt: null,
          createdAt: 0,
        },
      ],
      system: { System: 'linux 6 x64' },
      log: ['line one', 'line two'],
    });
    expect(text).toContain('App: 1.2.3 (desktop)');
    expect(text).toContain('Server: https://portal.example (not connected)');
    expect(text).toContain('Signed in: tuner1 (role 3)');
    expect(text).toContain('Uploads: failed 1, delivered 1');
    expect(text).toContain('order 7 x.bin: Offline');
    expect(text).toContain('start at login: no');
    expect(text.endsWith('line one\nline two')).toBe(true);
    expect(text).not.toMatch(/token|password/i);
  });
});
