/**
 * Main as the Electron entry builds it, for a Chromium page in the e2e: the real core and IPC handlers
 * (with their argument checks), a real websocket, the work folder on disk; only what needs Electron stands
 * in: safeStorage, notifications, the folder dialog and the shell.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import type { EventChannel, EventMap } from '../../src/shared/bridge.js';
import type { SocketLike } from '../../src/shared/realtime.js';
import { createDesktopCore } from '../../src/main/core.js';
import { createHandlers } from '../../src/main/handlers.js';
import { type IpcMainLike, registerIpc } from '../../src/main/ipc.js';
import { jsonFileStore } from '../../src/main/store.js';
import { decode, encode } from './wire.js';

export interface StandInMain {
  core: ReturnType<typeof createDesktopCore>;
  /** Folders the shell was asked to open. */
  opened: string[];
  /** Native notifications shown, as title and body. */
  shown: { title: string; body: string }[];
  /** What was put on the clipboard. */
  copied: string[];
  /** What the folder dialog answers next. */
  chooseFolderNext(folder: string | null): void;
  /** What the file dialog answers next (paths on disk). */
  chooseFilesNext(paths: string[]): void;
  stop(): Promise<void>;
}

export async function startMain(
  page: Page,
  opts: { dir: string; serverUrl: string; workFolder: string; appOrigin: string },
) {
  const opened: string[] = [];
  const shown: { title: string; body: string }[] = [];
  let nextFolder: string | null = null;
  let nextFiles: string[] = [];
  const copied: string[] = [];
  const core = createDesktopCore({
    settingsStore: jsonFileStore(path.join(opts.dir, 'settings.json')),
    uploadsStore: jsonFileStore(path.join(opts.dir, 'uploads.json')),
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s) => Buffer.from(s).reverse(),
      decryptString: (b) => Buffer.from(b).reverse().toString(),
    },
    notifications: ({ title, body }) => ({
      on: () => undefined,
      show: () => void shown.push({ title, body }),
    }),
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
    spoolDir: path.join(opts.dir, 'spool'),
    version: 'e2e',
    push: <C extends EventChannel>(channel: C, payload: EventMap[C]) => {
      void page
        .evaluate(([c, p]) => window.__standInPush(c, p), [channel, encode(payload)] as const)
        .catch(() => undefined);
    },
    showOrder: () => undefined,
    defaults: { serverUrl: opts.serverUrl, workFolder: opts.workFolder, language: 'en' },
  });

  const handlers = new Map<
    string,
    (event: { senderFrame?: { url: string } | null }, ...a: unknown[]) => unknown
  >();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  registerIpc(
    ipcMain,
    createHandlers(core, {
      chooseFolder: async () => nextFolder,
      chooseFiles: async () => nextFiles.splice(0),
      openPath: async (p) => void opened.push(p),
      copyText: (text) => void copied.push(text),
      system: () => ({ Node: process.version }),
      logTail: () => [],
    }),
    // The renderer's own address stands for the app's portal-app:// one.
    (url) => url.startsWith(`${opts.appOrigin}/`),
  );
  await page.exposeBinding('__standInInvoke', async ({ frame }, channel: string, args: string) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return encode(await handler({ senderFrame: { url: frame.url() } }, ...(decode(args) as unknown[])));
  });

  return {
    core,
    opened,
    shown,
    copied,
    chooseFolderNext: (folder: string | null) => {
      nextFolder = folder;
    },
    chooseFilesNext: (paths: string[]) => {
      nextFiles = [...paths];
    },
    stop: () => core.stop(),
  } satisfies StandInMain;
}
