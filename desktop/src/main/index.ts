/**
 * Electron entry: creates the real pieces (window, tray, notifications, stores, safeStorage) and hands
 * them to the core, which does the work. Everything worth testing lives in the modules it imports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  Notification,
  nativeImage,
  net,
  protocol,
  safeStorage,
  shell,
  Tray,
} from 'electron';
import Store from 'electron-store';
import updater from 'electron-updater';
import WebSocket from 'ws';
import type { EventChannel, EventMap } from '../shared/bridge.js';
import { appIcons, iconDir } from './appIcons.js';
import { createDesktopCore } from './core.js';
import { createBadge } from './badge.js';
import { createHandlers, diagnosticsOf, type NativeShell } from './handlers.js';
import { createLogFile, type LogFile } from './logFile.js';
import { registerIpc } from './ipc.js';
import { startOnce } from './startup.js';
import { DEEP_LINK_SCHEME, deepLinkFromArgs, deepLinkPath } from '../shared/deepLink.js';
import type { SocketLike } from '../shared/realtime.js';
import type { KeyValueStore } from './store.js';
import { createTrayController, type TrayController } from './tray.js';
import { createUpdateChecker, type UpdaterLike } from './updater.js';
import {
  APP_SCHEME,
  APP_URL,
  CONTENT_SECURITY_POLICY,
  isAppUrl,
  lockDown,
  mainWindowOptions,
  resolveAppFile,
} from './window.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, 'renderer');
const icons = appIcons(process.platform, iconDir(app.isPackaged, process.resourcesPath, here));
let logFile: LogFile | null = null;
const log = (message: string, extra?: unknown) => {
  console.log(`[portal] ${message}`, extra ?? '');
  logFile?.write(message, extra);
};

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let window: BrowserWindow | null = null;
let tray: TrayController | null = null;
let quitting = false;
let restartToUpdate: () => void = () => undefined;
let badge: ReturnType<typeof createBadge> | null = null;
// Started with the computer (the login item): the app waits in the tray until it is opened.
const LOGIN_ARG = '--hidden';
const startedAtLogin = () =>
  process.argv.includes(LOGIN_ARG) || app.getLoginItemSettings().wasOpenedAtLogin === true;
let startHidden = false;

const push = <C extends EventChannel>(channel: C, payload: EventMap[C]) => {
  if (window && !window.isDestroyed()) window.webContents.send(channel, payload);
};

function showOrder(orderId: number | null) {
  if (!window) createWindow();
  window?.show();
  window?.focus();
  if (orderId !== null) push('push:open-order', orderId);
}

/** A `portal://` link or a notification asked for a staff screen: show the window there. */
function showPath(path: string | null) {
  if (!path) return;
  if (!window) createWindow();
  window?.show();
  window?.focus();
  push('push:navigate', path);
}

function createWindow() {
  window = new BrowserWindow(mainWindowOptions(path.join(here, 'preload.cjs'), icons.window));
  lockDown(window.webContents, (url) => void shell.openExternal(url));
  // The staff screens need no camera, microphone, location or notifications of the web kind.
  window.webContents.session.setPermissionRequestHandler((_contents, _permission, answer) => answer(false));
  window.once('ready-to-show', () => {
    if (startHidden) startHidden = false;
    else window?.show();
  });
  // Closing the window keeps the app in the tray: the watcher and the queue go on working.
  window.on('close', (e) => {
    if (!quitting) {
      e.preventDefault();
      window?.hide();
    }
  });
  window.on('closed', () => {
    window = null;
  });
  void window.loadURL(APP_URL);
}

// Links and later starts that come before the window exists are shown once it does.
let started = false;
let pendingLink: string | null = null;
const openLink = (link: string | null) => {
  if (started) showPath(link);
  else pendingLink = link ?? pendingLink;
};

// One instance only: a second start just brings the first window forward.
startOnce(app, {
  onSecondInstance: (argv) => {
    const link = deepLinkFromArgs(argv);
    if (!started) pendingLink = link ?? pendingLink;
    else if (link) showPath(link);
    else showOrder(null);
  },
  onOpenUrl: (url) => openLink(deepLinkPath(url)),
  ready: startApp,
});

async function startApp() {
  // The system's place for logs (~/Library/Logs/<app> on macOS, the app's data folder elsewhere).
  logFile = createLogFile({ dir: app.getPath('logs') });
  log(`started ${app.getVersion()}`, { platform: process.platform, electron: process.versions.electron });
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(request.url, rendererDir);
    if (!file) return new Response('Not found', { status: 404 });
    const res = await net.fetch(`file://${file}`).catch(() => null);
    if (!res?.ok) return new Response('Not found', { status: 404 });
    const headers = new Headers(res.headers);
    if (file.endsWith('.html')) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return new Response(res.body, { status: res.status, headers });
  });

  const settingsStore = new Store({ name: 'settings' }) as unknown as KeyValueStore;
  const uploadsStore = new Store({ name: 'uploads' }) as unknown as KeyValueStore;
  const core = createDesktopCore({
    settingsStore,
    uploadsStore,
    safeStorage,
    notifications: (o) => new Notification(o),
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
    spoolDir: path.join(app.getPath('userData'), 'spool'),
    version: app.getVersion(),
    push,
    showOrder,
    showPath,
    defaults: { workFolder: path.join(app.getPath('documents'), 'Tuning Portal'), language: 'en' },
    onPendingCount: (n) => {
      tray?.setCount(n);
      badge?.set(n);
    },
    onOnline: (v) => tray?.setOnline(v),
    log,
  });

  const chooser = (options: Electron.OpenDialogOptions) =>
    window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
  const native: NativeShell = {
    chooseFolder: async () => {
      const res = await chooser({ properties: ['openDirectory', 'createDirectory'] });
      return res.canceled ? null : (res.filePaths[0] ?? null);
    },
    chooseFiles: async ({ multiple, filters }) => {
      const res = await chooser({
        properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
        filters,
      });
      return res.canceled ? [] : res.filePaths;
    },
    openPath: (p) => shell.openPath(p),
    settingsChanged: () => tray?.refresh(),
    copyText: (text) => clipboard.writeText(text),
    system: () => ({
      System: `${process.platform} ${process.getSystemVersion()} ${process.arch}`,
      Electron: process.versions.electron ?? '',
      Chrome: process.versions.chrome ?? '',
      'Log file': logFile?.path ?? '',
    }),
    logTail: () => logFile?.tail(200) ?? [],
  };
  registerIpc(ipcMain, createHandlers(core, native), isAppUrl);

  const t = core.t;
  // The waiting count on the dock (macOS), the launcher (Linux) and as the taskbar overlay (Windows).
  badge = createBadge(
    {
      setBadgeCount: (n) => app.setBadgeCount(n),
      setOverlay:
        process.platform === 'win32'
          ? (image, words) =>
              window?.setOverlayIcon(image ? nativeImage.createFromBuffer(image) : null, words)
          : undefined,
    },
    (count) => t('desktop.tray.pending', { count }),
  );
  // Only an installed app registers itself: a development run would register the bare Electron binary.
  const applyLoginItem = () => {
    if (!app.isPackaged) return;
    app.setLoginItemSettings({ openAtLogin: core.settings.get().openAtLogin, args: [LOGIN_ARG] });
  };
  applyLoginItem();
  core.settings.onChange((next, prev) => {
    if (next.openAtLogin !== prev.openAtLogin) applyLoginItem();
  });
  tray = createTrayController({
    // The @2x beside a PNG is picked by itself; a name ending in Template makes it a template on macOS.
    tray: new Tray(nativeImage.createFromPath(icons.tray)),
    t,
    buildMenu: (items) => Menu.buildFromTemplate(items),
    onOpen: () => showOrder(null),
    onOpenWorkFolder: () => void shell.openPath(core.settings.get().workFolder),
    onQuit: () => app.quit(),
    onCopyDiagnostics: () => native.copyText(diagnosticsOf(core, native)),
    onRestartToUpdate: () => restartToUpdate(),
  });

  startHidden = startedAtLogin();
  createWindow();
  await core.start();
  const updates = createUpdateChecker({
    updater: updater.autoUpdater as unknown as UpdaterLike,
    isPackaged: app.isPackaged,
    feedUrl: process.env.PORTAL_UPDATE_URL,
    log,
    onReady: (version) => {
      tray?.setUpdateReady();
      core.dispatcher.notify(
        t('desktop.update.ready_title', { version }),
        t('desktop.update.ready_body'),
        () => void updates.restartToUpdate(),
      );
    },
    // The queue is saved and the watch mark set; quitting then skips the usual stop.
    beforeInstall: async () => {
      quitting = true;
      await core.stop();
    },
  });
  restartToUpdate = () => void updates.restartToUpdate();
  updates.start();

  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  started = true;
  const startLink = deepLinkFromArgs(process.argv) ?? pendingLink;
  if (startLink) window?.webContents.once('did-finish-load', () => push('push:navigate', startLink));
  app.on('activate', () => showOrder(null));
  app.on('before-quit', (e) => {
    if (quitting) return;
    quitting = true;
    e.preventDefault();
    // The queue and the watch mark are saved before the process ends.
    void core.stop().finally(() => app.quit());
  });
}

app.on('window-all-closed', () => {
  // Stays in the tray on every platform; quitting is in the tray menu.
});
