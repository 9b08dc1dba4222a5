import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from '../../src/modules/downloads/test-form.js';
import { localStorage } from '../../src/plugins/storage.js';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';

const MB = 1024 * 1024;
let app: TestApp;
const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
const stale = path.join(filesDir, 'uploads', '2026', '01', 'left-behind.part');
const fresh = path.join(filesDir, 'uploads', '2026', '01', 'being-written.part');

beforeAll(async () => {
  // What a crash in the middle of two uploads leaves: one partial file long untouched, one just written.
  mkdirSync(path.dirname(stale), { recursive: true });
  writeFileSync(stale, 'half');
  writeFileSync(fresh, 'half');
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(stale, hourAgo, hourAgo);
  app = await buildTestApp({ filesDir, uploadRequestMb: 1, uploadDailyMb: 2 });
  await app.settings.set('site', { ...(await app.settings.all()), file_upload_public: true });
});
afterAll(async () => {
  await app.cleanup();
  rmSync(filesDir, { recursive: true, force: true });
});

const upload = async (u: TestUser, files: { name: string; size: number }[]) => {
  const { payload, headers } = await formData(
    {},
    files.map((f) => ({ field: 'files', name: f.name, content: Buffer.alloc(f.size, 7) })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/file_upload',
    headers: { ...u.headers, ...headers },
    payload,
  });
};
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && e.parentPath.includes(`${path.sep}uploads${path.sep}`) && !e.name.endsWith('.part'),
  ).length;

describe('upload quotas', () => {
  it('refuses one request carrying more than the per-request limit before reading it', async () => {
    const u = await createUser(app);
    const before = storedFiles();
    const res = await upload(u, [
      { name: 'a.bin', size: 0.6 * MB },
      { name: 'b.bin', size: 0.6 * MB },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toBe(before);
    expect(await app.db('file_uploads').where({ user_id: u.id })).toHaveLength(0);
  });

  it('refuses uploads past a customer’s daily limit; failed requests do not count', async () => {
    const u = await createUser(app);
    expect((await upload(u, [{ name: 'a.bin', size: 0.9 * MB }])).statusCode).toBe(200);
    expect((await upload(u, [{ name: 'empty.bin', size: 0 }])).statusCode).toBe(400);
    expect((await upload(u, [{ name: 'b.bin', size: 0.9 * MB }])).statusCode).toBe(200);
    const third = await upload(u, [{ name: 'c.bin', size: 0.9 * MB }]);
    expect(third.statusCode).toBe(413);
    expect(third.json().message).toMatch(/today/);
    // Someone else's quota is their own.
    expect((await upload(await createUser(app), [{ name: 'd.bin', size: 0.9 * MB }])).statusCode).toBe(200);
  });
});

describe('file names', () => {
  it('drops right-to-left overrides and other invisible characters', async () => {
    const u = await createUser(app);
    const res = await upload(u, [
      { name: 'invoice\u202Efdp.exe', size: 10 },
      { name: 'a\u0007b\u200Bc.txt', size: 10 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { name: string }) => i.name)).toEqual(['invoicefdp.exe', 'abc.txt']);
  });
});

describe('partial files', () => {
  it('are removed when an upload fails midway', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    try {
      const storage = localStorage(dir);
      const broken = new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024, 1));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(storage.put('uploads', broken)).rejects.toThrow('connection reset');
      const left = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(left).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('left by an earlier crash are swept at start-up; one still being written stays', async () => {
    expect(await app.partialsSwept).toBe(1);
    const parts = readdirSync(filesDir, { recursive: true })
      .map(String)
      .filter((n) => n.endsWith('.part'));
    expect(parts.map((p) => path.basename(p))).toEqual(['being-written.part']);
  });
});
