import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionItem } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaff, type TestUser } from '../../server/test/helpers.js';
import { type Desktop, desktop, type Served, serve, until } from './harness.js';

let server: Served;
let staff: TestUser;
let dir: string;
let app: Desktop;

beforeAll(async () => {
  server = await serve();
  staff = await createStaff(server.app, { orders: true });
  dir = mkdtempSync(path.join(tmpdir(), 'portal-session-label-'));
  app = desktop(dir, server.url);
});

afterAll(async () => {
  await app.core.stop();
  await server.app.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const SYSTEM: Partial<Record<NodeJS.Platform, string>> = {
  win32: 'Windows',
  darwin: 'macOS',
  linux: 'Linux',
};

it("the person's list of sessions shows the app's session as the desktop app on its system", async () => {
  await app.core.signIn({ serverUrl: server.url, login: staff.username, password: staff.password });
  // Settled before the end, so stopping does not meet a socket still opening.
  await until(() => app.core.realtime.isConnected(), 'the websocket');
  const res = await server.app.inject({ method: 'GET', url: '/api/user/sessions', headers: staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  const others = (res.json().items as SessionItem[]).filter((s) => !s.current);
  expect(others).toHaveLength(1);
  expect(others[0].client).toMatchObject({ desktop_app: true, browser: '', os: SYSTEM[process.platform] });
  expect(others[0].user_agent).toMatch(/^PortalDesktop\/test \(/);
});
