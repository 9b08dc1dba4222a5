import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonFileStore } from './store.js';
import { backoffDelay, type QueueEntry } from './uploadEntry.js';
import { createUploadQueue, type DeliverFn } from './uploadQueue.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'queue-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

function queue(deliver: DeliverFn) {
  return createUploadQueue({
    store: jsonFileStore(path.join(dir, 'uploads.json')),
    spoolDir: path.join(dir, 'spool'),
    deliver,
    classify: (err) => ({ message: (err as Error).message, retryable: (err as Error).message !== 'refused' }),
    baseDelayMs: 20,
    maxDelayMs: 80,
  });
}

function file(name: string, content: string) {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
}

describe('the upload queue', () => {
  it('sends the same bytes for the same order once, whatever the file is called', async () => {
    const sent: QueueEntry[] = [];
    const q = queue(async (e) => {
      sent.push(e);
    });
    q.start();
    const a = await q.add({ orderId: 1, file: file('a.bin', 'tuned') });
    const b = await q.add({ orderId: 1, file: file('b.bin', 'tuned') });
    const c = await q.add({ orderId: 2, file: file('c.bin', 'tuned') });
    expect([a.duplicate, b.duplicate, c.duplicate]).toEqual([false, true, false]);
    await until(() => sent.length === 2);
    // Delivered entries still count: the file saved again later is not sent again.
    expect((await q.add({ orderId: 1, file: file('d.bin', 'tuned') })).duplicate).toBe(true);
    expect(sent.map((e) => e.orderId)).toEqual([1, 2]);
    await q.stop();
  });

  it('keeps a copy of its own, so a file overwritten meanwhile is delivered as it was', async () => {
    const received: string[] = [];
    const q = queue(async (e) => {
      const { readFileSync } = await import('node:fs');
      received.push(readFileSync(e.spool, 'utf8'));
    });
    const p = file('x.bin', 'first');
    await q.add({ orderId: 3, file: p });
    writeFileSync(p, 'second');
    q.start();
    await until(() => received.length === 1);
    expect(received).toEqual(['first']);
    await q.stop();
  });

  it('retries with growing delays while the server is away, and survives a restart', async () => {
    let attempts = 0;
    const first = queue(async () => {
      attempts++;
      throw new Error('offline');
    });
    first.start();
    await first.add({ orderId: 4, file: file('y.bin', 'data') });
    await until(() => attempts >= 3);
    await first.stop();
    const [stored] = first.entries();
    expect(stored).toMatchObject({ state: 'retrying', error: 'offline' });
    expect(stored.attempts).toBeGreaterThanOrEqual(3);

    const delivered: string[] = [];
    const second = queue(async (e) => {
      delivered.push(e.id);
    });
    expect(second.entries().map((e) => e.id)).toEqual([stored.id]);
    second.start();
    second.wake();
    await until(() => second.entries()[0].state === 'delivered');
    expect(delivered).toEqual([stored.id]);
    await second.stop();
  });

  it('keeps a refused upload, with its reason, until someone retries it', async () => {
    let refuse = true;
    const q = queue(async () => {
      if (refuse) throw new Error('refused');
    });
    q.start();
    const { entry } = await q.add({ orderId: 5, file: file('z.bin', 'data') });
    await until(() => q.get(entry.id)?.state === 'failed');
    expect(q.get(entry.id)?.error).toBe('refused');
    refuse = false;
    q.retry(entry.id);
    await until(() => q.get(entry.id)?.state === 'delivered');
    await q.stop();
  });

  it('resends an upload cut short by a quit', async () => {
    // Hangs like a slow upload until the quit aborts it.
    const q = queue(
      (_e, _p, signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    q.start();
    const { entry } = await q.add({ orderId: 6, file: file('w.bin', 'data') });
    await until(() => q.get(entry.id)?.state === 'uploading');
    await q.stop();
    expect(q.get(entry.id)?.state).toBe('waiting');
    const again = queue(async () => undefined);
    again.start();
    await until(() => again.get(entry.id)?.state === 'delivered');
    await again.stop();
  });

  it('holds a file for one click when asked to, and forgets it on a no', async () => {
    const sent: string[] = [];
    const q = queue(async (e) => {
      sent.push(e.fileName);
    });
    q.start();
    const yes = await q.add({ orderId: 7, file: file('yes.bin', 'one'), ask: true });
    const no = await q.add({ orderId: 7, file: file('no.bin', 'two'), ask: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    await q.answer(yes.entry.id, true);
    await q.answer(no.entry.id, false);
    await until(() => sent.length === 1);
    expect(sent).toEqual(['yes.bin']);
    expect(q.get(no.entry.id)).toBeUndefined();
    await q.stop();
  });

  it('waits longer after each failure, up to a ceiling', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, 1000, 8000, mid))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});
