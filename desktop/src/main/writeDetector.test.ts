import { appendFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canOpen, waitUntilSettled } from './writeDetector.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'settle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const settle = { intervalMs: 15, checks: 3 };

describe('waiting for a file to be written', () => {
  it('answers the size and time only once they stop changing', async () => {
    const file = path.join(dir, 'a.bin');
    writeFileSync(file, 'x');
    let writes = 0;
    const writer = setInterval(() => {
      if (++writes <= 8) appendFileSync(file, 'more');
    }, 10);
    const taken = await waitUntilSettled(file, settle);
    clearInterval(writer);
    expect(writes).toBeGreaterThanOrEqual(8);
    expect(taken?.size).toBe(1 + 8 * 4);
  });

  it('answers null for a file renamed away (a temporary name) and waits past an empty file', async () => {
    const file = path.join(dir, 'b.tmp');
    writeFileSync(file, '');
    setTimeout(() => renameSync(file, path.join(dir, 'b.bin')), 80);
    expect(await waitUntilSettled(file, settle)).toBeNull();
  });

  it('opens for writing on Windows (where a tool that still writes denies it) and for reading elsewhere', async () => {
    const file = path.join(dir, 'c.bin');
    writeFileSync(file, 'done');
    expect(await canOpen(file, 'linux')).toBe(true);
    expect(await canOpen(file, 'win32')).toBe(true);
    expect(await canOpen(path.join(dir, 'gone.bin'), 'win32')).toBe(false);
  });
});
