import { isAdminArea } from '@portal/contracts';
import type { AppState, EventChannel, EventMap, RealtimeMessage, SignInRequest } from '../shared/bridge.js';
import { toStaffMessage, toStaffOrder } from '../shared/orderView.js';
import type { SocketFactory } from '../shared/realtime.js';
import type { DesktopSettings, SettingsPatch } from '../shared/settings.js';
import { createApiProxy } from './apiProxy.js';
import { createDeliveries } from './deliveries.js';
import { createEventFeed } from './eventFeed.js';
import { createFolderIntake } from './folderIntake.js';
import { createTranslator } from './i18n.js';
import type { NotificationFactory } from './notifications.js';
import { createServerApi, desktopUserAgent, type ServerApi } from './serverApi.js';
import { createSessionStore, type SafeStorageLike } from './session.js';
import { createSettings } from './settings.js';
import { createStaffNotices } from './staffNotices.js';
import type { KeyValueStore } from './store.js';
import { DEFAULT_TIMING, type Timing } from './timing.js';
import { prepareOrderFolder } from './workFolder.js';

export { DEFAULT_TIMING, type Timing } from './timing.js';

export interface CoreDeps {
  settingsStore: KeyValueStore;
  uploadsStore: KeyValueStore;
  safeStorage: SafeStorageLike;
  notifications: NotificationFactory;
  socket: SocketFactory;
  /** Where queued files are copied to (inside the app's own data folder). */
  spoolDir: string;
  version: string;
  /** Sends a push to the renderer (nothing when no window is open). */
  push: <C extends EventChannel>(channel: C, payload: EventMap[C]) => void;
  /** Brings the window forward, with an order open when given. */
  showOrder: (orderId: number | null) => void;
  /** Brings the window forward at a staff screen (`/admin/...`: a ticket, a chat conversation). */
  showPath?: (path: string) => void;
  onPendingCount?: (count: number | null) => void;
  onOnline?: (online: boolean) => void;
  defaults?: Partial<DesktopSettings>;
  timing?: Partial<Timing>;
  log?: (message: string, extra?: unknown) => void;
}

/**
 * Everything the desktop app does, without Electron, put together from its parts: session and settings
 * here, the upload queue (`deliveries.ts`), the work folder (`folderIntake.ts`), the server's events
 * (`eventFeed.ts`) and the notifications (`staffNotices.ts`). `index.ts` hands it the real Electron
 * pieces; tests hand it fakes and a real server.
 */
export function createDesktopCore(deps: CoreDeps) {
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const log = deps.log ?? (() => undefined);
  const settings = createSettings(deps.settingsStore, deps.defaults);
  const session = createSessionStore(deps.settingsStore, deps.safeStorage);
  const t = createTranslator(() => settings.get().language);
  const pickedFolders = new Set<string>();
  let api: ServerApi = makeApi();
  const currentApi = () => api;
  let started = false;

  function makeApi(): ServerApi {
    return createServerApi({
      baseUrl: settings.get().serverUrl,
      tokens: session,
      userAgent: desktopUserAgent(deps.version),
      requestTimeoutMs: timing.requestTimeoutMs,
      uploadIdleMs: timing.uploadIdleMs,
      uploadBaseMs: timing.uploadBaseMs,
      onSignOut: () => {
        session.setUser(null);
        feed.realtime.stop();
        deps.push('push:signed-out', null);
      },
    });
  }

  const selfId = () => session.getUser()?._id ?? null;
  const dispatcher = createStaffNotices({
    factory: deps.notifications,
    prefs: () => settings.get().notifications,
    t,
    selfId,
    open: deps.showOrder,
    openPath: deps.showPath,
    api: currentApi,
  });

  const { queue, rememberOrder } = createDeliveries({
    store: deps.uploadsStore,
    spoolDir: deps.spoolDir,
    timing,
    t,
    language: () => settings.get().language,
    api: currentApi,
    server: () => settings.get().serverUrl,
    dispatcher,
    showOrder: deps.showOrder,
    log,
  });
  queue.onChange((items) => deps.push('push:uploads', items));

  const feed = createEventFeed({
    socket: deps.socket,
    timing,
    store: deps.settingsStore,
    serverUrl: () => settings.get().serverUrl,
    hasToken: async () => !!(await session.getAccessToken()),
    selfId,
    api: currentApi,
    dispatcher,
    push: deps.push,
    onPendingCount: deps.onPendingCount,
    onOnline: (online) => {
      deps.onOnline?.(online);
      // The server is reachable again: uploads waiting for it need not wait out their backoff.
      if (online) queue.wake();
    },
    log,
  });
  const realtime = feed.realtime;

  const intake = createFolderIntake({
    settings: () => settings.get(),
    store: deps.settingsStore,
    timing,
    t,
    api: currentApi,
    queue,
    rememberOrder,
    dispatcher,
    push: deps.push,
    showOrder: deps.showOrder,
    log,
  });

  const signedIn = () => session.getUser() !== null && !!settings.get().serverUrl;

  const state = (): AppState => ({
    platform: 'desktop',
    version: deps.version,
    user: session.getUser(),
    settings: settings.get(),
    sessionKept: session.remembers(),
  });

  settings.onChange((next, prev) => {
    if (next.serverUrl !== prev.serverUrl) {
      // A socket of the old server must not go on: it is opened again for the new one after sign-in.
      realtime.stop();
      api = makeApi();
    }
    const folders = (s: DesktopSettings) => JSON.stringify([s.workFolder, s.toolFolders]);
    if (started && folders(next) !== folders(prev)) {
      void intake.stop().then(intake.start);
    }
  });

  // The renderer's screens call the API through this; `api` is read at call time (the server may change).
  const apiRequest = createApiProxy({
    baseUrl: () => settings.get().serverUrl,
    tokens: session,
    refresh: () => api.client.http.refresh(),
  });

  return {
    settings,
    session,
    apiRequest,
    queue,
    realtime,
    dispatcher,
    t,
    handleFile: intake.handleFile,
    reports: intake.reports,
    watcherReady: intake.ready,
    api: currentApi,
    state,

    /** Starts the background work when a session exists (app start, after sign-in). */
    async start(): Promise<void> {
      if (started || !signedIn()) return;
      started = true;
      queue.start();
      realtime.start();
      intake.start();
      await intake.ready();
    },
    async stop(): Promise<void> {
      started = false;
      feed.stop();
      await intake.stop();
      await queue.stop();
    },

    async signIn(req: SignInRequest): Promise<AppState> {
      if (req.serverUrl !== settings.get().serverUrl && session.getUser()) await this.signOut();
      settings.update({ serverUrl: req.serverUrl });
      const s = await api.signIn(req.login, req.password);
      if (!isAdminArea(s.user.role_id)) {
        await api.signOut().catch(() => undefined);
        throw Object.assign(new Error(t('desktop.signin.staff_only')), {
          code: 'STAFF_ONLY',
          statusCode: 403,
        });
      }
      session.setUser(s.user);
      await this.start();
      return state();
    },
    async signOut(): Promise<void> {
      await this.stop();
      await api.signOut().catch(() => undefined);
      await session.clear();
    },
    /**
     * Another server means another account: the session ends first (signed out at the old server), so no
     * token of the old server is ever sent to the new one, and the socket is opened again after sign-in.
     */
    async updateSettings(patch: SettingsPatch): Promise<DesktopSettings> {
      if (patch.serverUrl !== undefined && patch.serverUrl !== settings.get().serverUrl) {
        const wasSignedIn = session.getUser() !== null;
        await this.signOut();
        if (wasSignedIn) deps.push('push:signed-out', null);
      }
      return settings.update(patch);
    },

    /** A folder the person chose in the native folder dialog: one the screens may then name in the settings. */
    rememberPicked(folder: string) {
      pickedFolders.add(folder);
    },

    /**
     * A change from the screens. The work folder and the tool folders decide which files the app uploads, so
     * they may only be ones already set or chosen in the native dialog: a page that misbehaved must not be
     * able to point the app at the disk's root or the user's home and have their files uploaded.
     */
    async updateSettingsFromScreen(patch: SettingsPatch): Promise<DesktopSettings> {
      const now = settings.get();
      const known = (folder: string) =>
        pickedFolders.has(folder) ||
        folder === now.workFolder ||
        now.toolFolders.some((f) => f.folder === folder);
      const folders = [
        ...(patch.workFolder !== undefined && patch.workFolder !== '' ? [patch.workFolder] : []),
        ...(patch.toolFolders ?? []).map((f) => f.folder),
      ];
      if (!folders.every(known)) throw new Error(t('desktop.settings.folder_from_dialog'));
      return this.updateSettings(patch);
    },

    listPendingOrders: (q: Parameters<ServerApi['listPendingOrders']>[0]) => api.listPendingOrders(q),
    getOrder: async (id: number) => toStaffOrder(await api.getOrderRaw(id)),
    getCounts: () => api.counts(),
    async changeStatus(id: number, status: string) {
      await api.changeStatus(id, status);
      feed.refreshCounts();
    },
    listMessages: async (id: number) => (await api.listMessages(id)).map(toStaffMessage),
    async sendMessage(id: number, text: string) {
      await api.sendMessage(id, text);
    },
    /** Puts the original and INI into the order's folder; answers the folder for the shell to open. */
    async openOrderFiles(id: number): Promise<string> {
      const root = settings.get().workFolder;
      if (!root) throw new Error(t('desktop.settings.work_folder_missing'));
      return prepareOrderFolder(root, await api.getOrderRaw(id), api);
    },
    /** Files the person dropped or chose (reported by the preload): these may be uploaded by path. */
    allowPaths: (paths: string[]) => intake.allow(paths),
    /**
     * A file dropped on an order: sent whatever the automatic-upload setting says (the drop is the click).
     * Only a file the person dropped or chose, or one inside the work folder, is taken: a page that was
     * taken over must not be able to send any file it can name.
     */
    async addPath(orderId: number, file: string): Promise<void> {
      if (!(await intake.mayUpload(file))) {
        throw Object.assign(new Error(t('desktop.uploads.path_refused')), {
          statusCode: 403,
          code: 'PATH_REFUSED',
        });
      }
      await queue.add({ orderId, file, confirmed: true });
    },
    /** A chat signal from the screens over the socket; false while it is away (a typing signal can wait). */
    sendRealtime: (message: RealtimeMessage) => realtime.send(message),
    listUploads: () => queue.list(),
    retryUpload: (id: string) => queue.retry(id),
    answerUpload: (id: string, upload: boolean) => queue.answer(id, upload),
  };
}

export type DesktopCore = ReturnType<typeof createDesktopCore>;
