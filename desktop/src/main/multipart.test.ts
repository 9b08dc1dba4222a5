import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendMultipart } from './multipart.js';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-multipart-'));
const file = path.join(dir, 'tuned.bin');
writeFileSync(file, Buffer.alloc(256 * 1024, 7));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const send = (url: string, progress: number[]) =>
  sendMultipart({
    method: 'PUT',
    url,
    headers: {},
    file: { field: 'modified_file', name: 'tuned.bin', path: file },
    onProgress: (sent) => progress.push(sent),
  });

describe('multipart progress', () => {
  it('reports nothing while no server answers, so the queue never takes an offline try for a sent file', async () => {
    const progress: number[] = [];
    await expect(send(`http://127.0.0.1:${await closedPort()}/api/x`, progress)).rejects.toThrow();
    expect(progress).toEqual([]);
  });

  it('reports the bytes once connected, up to the whole body', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const progress: number[] = [];
    const { port } = server.address() as AddressInfo;
    expect((await send(`http://127.0.0.1:${port}/api/x`, progress)).status).toBe(200);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeGreaterThan(256 * 1024);
    await new Promise((r) => server.close(r));
  });
});
