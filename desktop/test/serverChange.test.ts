import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStaff } from '../../server/test/helpers.js';
import { desktop, type Served, serve, until } from './harness.js';
import { type RecordingProxy, recordingProxy } from './recordingProxy.js';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-server-change-'));
const servers: Served[] = [];
const proxies: RecordingProxy[] = [];

afterAll(async () => {
  for (const p of proxies) await p.close();
  for (const s of servers) await s.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

it('signs out before another server is used, sends it no old token and opens the socket with a ticket', async () => {
  const a = await serve();
  const b = await serve();
  servers.push(a, b);
  const atA = await recordingProxy(a.port);
  const atB = await recordingProxy(b.port);
  proxies.push(atA, atB);
  const staffA = await createStaff(a.app, { orders: true });
  const staffB = await createStaff(b.app, { orders: true });
  const pushed: string[] = [];
  const app = desktop(dir, atA.url, {}, undefined, (channel) => pushed.push(channel));
  try {
    await app.core.signIn({ serverUrl: atA.url, login: staffA.username, password: staffA.password });
    await until(() => app.core.realtime.isConnected(), 'the socket to the first server');
    const oldAccess = await app.core.session.getAccessToken();
    const oldRefresh = await app.core.session.getRefreshToken();
    expect(oldAccess).toBeTruthy();
    const upgradeA = atA.requests.find((r) => r.url.startsWith('/api/ws?'));
    expect(upgradeA?.url).toMatch(/^\/api\/ws\?ticket=/);
    expect(atA.requests.some((r) => r.url.includes('token='))).toBe(false);

    await app.core.updateSettings({ serverUrl: atB.url });
    expect(app.core.state().user).toBeNull();
    expect(pushed).toContain('push:signed-out');
    expect(await app.core.session.getAccessToken()).toBeNull();
    await until(() => !app.core.realtime.isConnected(), 'the old socket closed');
    // Whatever the screens ask now reaches the new server without a token.
    await expect(app.core.getCounts()).rejects.toBeTruthy();
    await app.core.apiRequest({ method: 'GET', path: '/api/pending_orders_count' });

    await app.core.signIn({ serverUrl: atB.url, login: staffB.username, password: staffB.password });
    await until(() => app.core.realtime.isConnected(), 'the socket to the new server');
    expect(atB.requests.length).toBeGreaterThan(2);
    const everything = JSON.stringify(atB.requests);
    expect(everything).not.toContain(oldAccess as string);
    expect(everything).not.toContain(oldRefresh as string);
    expect(atB.requests.find((r) => r.url.startsWith('/api/ws?'))?.url).toMatch(/^\/api\/ws\?ticket=/);
  } finally {
    await app.core.stop();
  }
});

it('keeps a file queued for one server away from another server, and says which server it was for', async () => {
  const a = await serve();
  const b = await serve();
  servers.push(a, b);
  const atA = await recordingProxy(a.port);
  const atB = await recordingProxy(b.port);
  proxies.push(atB);
  const staffA = await createStaff(a.app, { orders: true });
  const staffB = await createStaff(b.app, { orders: true });
  const own = mkdtempSync(path.join(dir, 'queue-'));
  const app = desktop(own, atA.url);
  try {
    await app.core.signIn({ serverUrl: atA.url, login: staffA.username, password: staffA.password });
    // The first server goes away with the file still queued for its order 1.
    await atA.close();
    const file = path.join(own, 'tuned.bin');
    writeFileSync(file, Buffer.alloc(4096, 3));
    await app.core.allowPaths([file]);
    await app.core.addPath(1, file);
    await until(() => app.core.listUploads()[0]?.state === 'retrying', 'the upload waiting for its server');

    await app.core.updateSettings({ serverUrl: atB.url });
    await app.core.signIn({ serverUrl: atB.url, login: staffB.username, password: staffB.password });
    const [entry] = app.core.listUploads();
    app.core.retryUpload(entry.id);
    await until(() => app.core.listUploads()[0]?.state === 'failed', 'the upload refused');
    expect(app.core.listUploads()[0].error).toBe(
      `This file was queued for ${atA.url}; it is not sent to another server.`,
    );
    expect(atB.requests.some((r) => r.url.includes('submit_order') || r.url.includes('/order/1'))).toBe(
      false,
    );
  } finally {
    await app.core.stop();
  }
});
