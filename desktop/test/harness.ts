/** Test pieces: a real server on a free port, the desktop core with fake Electron parts, and waiting. */
import { mkdirSync } from 'node:fs';
import { rename, writeFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../server/test/helpers.js';
import { createDesktopCore, type DesktopCore, type Timing } from '../src/main/core.js';
import type { NotificationLike } from '../src/main/notifications.js';
import type { SafeStorageLike } from '../src/main/session.js';
import { jsonFileStore } from '../src/main/store.js';
import type { SocketLike } from '../src/shared/realtime.js';

export const FAST: Partial<Timing> = {
  settleMs: 20,
  settleChecks: 3,
  askAfterMs: 150,
  retryBaseMs: 100,
  retryMaxMs: 400,
  reconnectMinMs: 100,
  reconnectMaxMs: 400,
};

export interface Served {
  app: TestApp;
  url: string;
  port: number;
}

/** A whole server listening on loopback; `port` reuses an address (a server coming back after a stop). */
export async function serve(overrides: Parameters<typeof buildTestApp>[0] = {}, port = 0): Promise<Served> {
  const app = await buildTestApp({ rateLimits: false, ...overrides });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { app, url: `http://127.0.0.1:${actual}`, port: actual };
}

/** Stands in for safeStorage: reversible, but never the plain text. */
export const fakeSafeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(`enc:${Buffer.from(s).toString('base64')}`),
  decryptString: (b) => Buffer.from(b.toString().slice(4), 'base64').toString(),
};

export interface Shown {
  title: string;
  body: string;
  click: () => void;
}

export interface Desktop {
  core: DesktopCore;
  shown: Shown[];
  opened: (number | null)[];
  /** Staff screens a click asked for (a ticket, a chat conversation). */
  paths: string[];
  workFolder: string;
}

/** The desktop app's logic as the Electron entry builds it, with its data in `dir`. */
export function desktop(
  dir: string,
  serverUrl: string,
  settings: Record<string, unknown> = {},
  timing: Partial<Timing> = FAST,
  push: (channel: string, payload: unknown) => void = () => undefined,
): Desktop {
  const workFolder = path.join(dir, 'work');
  mkdirSync(workFolder, { recursive: true });
  const shown: Shown[] = [];
  const opened: (number | null)[] = [];
  const paths: string[] = [];
  const core = createDesktopCore({
    settingsStore: jsonFileStore(path.join(dir, 'settings.json')),
    uploadsStore: jsonFileStore(path.join(dir, 'uploads.json')),
    safeStorage: fakeSafeStorage,
    notifications: ({ title, body }) => {
      let click: () => unknown = () => undefined;
      const n: NotificationLike = {
        on: (_e, l) => {
          click = l;
        },
        show: () => shown.push({ title, body, click: () => click() }),
      };
      return n;
    },
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
    spoolDir: path.join(dir, 'spool'),
    version: 'test',
    push,
    showOrder: (id) => opened.push(id),
    showPath: (p) => paths.push(p),
    defaults: { workFolder, serverUrl, ...settings },
    timing,
  });
  return { core, shown, opened, paths, workFolder };
}

/** Polls until `check` answers something truthy; fails with `what` after `ms`. */
export async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  ms = 10_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Saves a file the way tuning tools do: into a temporary name, in chunks with pauses, then renamed to its
 * final name. Answers the moment the rename happened (the tool "closed the file").
 */
export async function saveLikeTuningTool(
  target: string,
  data: Buffer,
  chunks = 6,
  pauseMs = 40,
): Promise<number> {
  const tmp = `${target}.tmp`;
  await writeFile(tmp, Buffer.alloc(0));
  const step = Math.ceil(data.length / chunks);
  for (let i = 0; i < data.length; i += step) {
    await appendFile(tmp, data.subarray(i, i + step));
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  await rename(tmp, target);
  return Date.now();
}

/**
 * Writes a file in place the way a slow tool does: chunk after chunk into its final name, with a long
 * pause after the chunk at `pauseAt` (a fraction of the file). Answers the moment the last byte was written.
 */
export async function writeSlowly(
  target: string,
  data: Buffer,
  opts: { chunks?: number; gapMs?: number; pauseAt?: number; pauseMs?: number } = {},
): Promise<number> {
  const chunks = opts.chunks ?? 16;
  const step = Math.ceil(data.length / chunks);
  const pauseAfter = Math.floor(chunks * (opts.pauseAt ?? 0.5));
  await writeFile(target, Buffer.alloc(0));
  for (let i = 0, n = 1; i < data.length; i += step, n++) {
    await appendFile(target, data.subarray(i, i + step));
    const wait = n === pauseAfter ? (opts.pauseMs ?? 0) : (opts.gapMs ?? 0);
    if (wait > 0 && i + step < data.length) await new Promise((r) => setTimeout(r, wait));
  }
  return Date.now();
}
