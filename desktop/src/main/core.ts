import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isApiError } from '@portal/api-client';
import { isAdminArea, type Order } from '@portal/contracts';
import type { StaffEvent, UploadReport } from '@portal/ui';
import type { AppState, EventChannel, EventMap, SignInRequest } from '../shared/bridge.js';
import type { DesktopSettings, SettingsPatch } from '../shared/settings.js';
import { createApiProxy } from './apiProxy.js';
import { type FolderWatcher, watchWorkFolder } from './fileWatcher.js';
import { sha256File } from './hash.js';
import { createTranslator } from './i18n.js';
import { createDispatcher, type NotificationFactory, orderIdOf } from './notifications.js';
import { toStaffMessage, toStaffOrder, vehicleName } from '../shared/orderView.js';
import { createRealtime, type SocketFactory, websocketUrl, type WsTicket } from '../shared/realtime.js';
import { createServerApi, type ServerApi, UploadError } from './serverApi.js';
import { createSessionStore, type SafeStorageLike } from './session.js';
import { createSettings } from './settings.js';
import type { KeyValueStore } from './store.js';
import { AskFirst, createUploadQueue, FileChanged, type QueueEntry } from './uploadQueue.js';
import { currentSnapshot, type FileSnapshot, sameSnapshot } from './writeDetector.js';
import { fileOrderNumber, folderOrderId, OUTBOX, prepareOrderFolder, readManifest } from './workFolder.js';

export interface Timing {
  /** Time between two looks at a saved file. */
  settleMs: number;
  /** Looks in a row with the same size and time before a file counts as finished. */
  settleChecks: number;
  /** A file of another size than the original is asked about only when it stays so this long. */
  askAfterMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  /** A JSON call without an answer for this long fails. */
  requestTimeoutMs: number;
  /** An upload with no byte moving for this long is given up and retried. */
  uploadIdleMs: number;
  /** An upload's limit is this plus its size at 32 KB/s. */
  uploadBaseMs: number;
  /** An upload without progress for this long is started over when the server is seen again. */
  stallMs: number;
}

export const DEFAULT_TIMING: Timing = {
  settleMs: 75,
  settleChecks: 3,
  askAfterMs: 3000,
  retryBaseMs: 2000,
  retryMaxMs: 5 * 60_000,
  reconnectMinMs: 1000,
  reconnectMaxMs: 30_000,
  requestTimeoutMs: 30_000,
  uploadIdleMs: 30_000,
  uploadBaseMs: 60_000,
  stallMs: 10_000,
};

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
  onPendingCount?: (count: number | null) => void;
  onOnline?: (online: boolean) => void;
  defaults?: Partial<DesktopSettings>;
  timing?: Partial<Timing>;
  log?: (message: string, extra?: unknown) => void;
}

const WATCH_MARK_KEY = 'watcher.lastSeen';

/**
 * Everything the desktop app does, without Electron: session, settings, the server calls, the work folder,
 * its watcher, the upload queue, realtime events and the notifications they cause. `index.ts` hands it the
 * real Electron pieces; tests hand it fakes and a real server.
 */
export function createDesktopCore(deps: CoreDeps) {
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const log = deps.log ?? (() => undefined);
  const settings = createSettings(deps.settingsStore, deps.defaults);
  const session = createSessionStore(deps.settingsStore, deps.safeStorage);
  const t = createTranslator(() => settings.get().language);
  const reports: UploadReport[] = [];
  let api: ServerApi = makeApi();
  let watcher: FolderWatcher | null = null;
  let watchMark: NodeJS.Timeout | null = null;
  let countTimer: NodeJS.Timeout | null = null;
  let started = false;

  function makeApi(): ServerApi {
    return createServerApi({
      baseUrl: settings.get().serverUrl,
      tokens: session,
      requestTimeoutMs: timing.requestTimeoutMs,
      uploadIdleMs: timing.uploadIdleMs,
      uploadBaseMs: timing.uploadBaseMs,
      onSignOut: () => {
        session.setUser(null);
        realtime.stop();
        deps.push('push:signed-out', null);
      },
    });
  }

  const dispatcher = createDispatcher({
    factory: deps.notifications,
    prefs: () => settings.get().notifications,
    t,
    selfId: () => session.getUser()?._id ?? null,
    open: deps.showOrder,
    describeMessage: async (orderId, messageId) => {
      const m = (await api.listMessages(orderId)).find((x) => x._id === messageId);
      if (!m) return null;
      const who = `${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username;
      return { who, text: m.message || m.file?.name || '' };
    },
    describeOrder: async (id) => {
      const o = await api.getOrderRaw(id);
      const customer = o.user ? `${o.user.firstname} ${o.user.lastname}`.trim() || o.user.username : '';
      return [o.reg_no, vehicleName(o), customer].filter(Boolean).join(' - ');
    },
  });

  function report(r: Omit<UploadReport, 'id' | 'at'>) {
    const full: UploadReport = { ...r, id: `${Date.now()}-${reports.length}`, at: Date.now() };
    reports.push(full);
    if (reports.length > 50) reports.shift();
    log('file not matched', full);
    deps.push('push:report', full);
    const key =
      r.reason === 'unknown-order' ? 'desktop.report.unknown_order' : 'desktop.report.no_order_number';
    dispatcher.notify(t('desktop.report.title'), t(key, { file: r.fileName, number: r.orderNumber ?? '' }));
  }

  const queue = createUploadQueue({
    store: deps.uploadsStore,
    spoolDir: deps.spoolDir,
    baseDelayMs: timing.retryBaseMs,
    maxDelayMs: timing.retryMaxMs,
    stallMs: timing.stallMs,
    onAsk: (entry) => askLater(entry),
    deliver: async (entry, onProgress, signal) => {
      // The server may hold it already (an answer lost on the way, a crash after sending): look first,
      // unless the order was fetched a moment ago for this very file (a first attempt right after saving).
      const fresh = recentOrders.get(entry.orderId);
      recentOrders.delete(entry.orderId);
      const recent = entry.attempts === 0 && fresh && Date.now() - fresh.at < 5000 ? fresh.order : null;
      const order =
        recent ??
        (await api.getOrderRaw(entry.orderId).catch((err) => {
          if (isApiError(err) && err.statusCode === 404) throw new UploadError('not found', 404, false);
          return null;
        }));
      if (order?.revisions.some((r) => r.sha256 === entry.sha256)) return;
      // Tuned files keep the original's size; another size is a file still being written or a mistake.
      const original = order?.original_file?.size;
      if (!entry.confirmed && typeof original === 'number' && original !== entry.size) {
        const bytes = (n: number) => n.toLocaleString(settings.get().language || 'en');
        throw new AskFirst(
          t('desktop.uploads.size_question', {
            file: entry.fileName,
            size: bytes(entry.size),
            original: bytes(original),
          }),
        );
      }
      const key = partialKey(entry);
      const replaces = partials.get(key);
      await api.deliver({
        orderId: entry.orderId,
        path: entry.spool,
        name: entry.fileName,
        note: replaces ? t('desktop.uploads.replaces_note', { revision: replaces }) : undefined,
        signal,
        onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      });
      if (replaces) partials.delete(key);
      await checkUnchanged(entry);
    },
    classify: (err) => {
      if (err instanceof UploadError) {
        if (err.status === 404) return { message: t('desktop.uploads.order_missing'), retryable: false };
        // A session that ended waits for the next sign-in rather than failing for good.
        if (err.status === 401) return { message: t('desktop.uploads.signed_out'), retryable: true };
        if (err.timedOut) return { message: t('desktop.uploads.timed_out'), retryable: true };
        if (err.status === 0) return { message: t('desktop.uploads.offline'), retryable: true };
        return { message: err.message, retryable: err.retryable };
      }
      return { message: (err as Error)?.message ?? String(err), retryable: true };
    },
  });
  queue.onChange((items) => deps.push('push:uploads', items));

  // The order as fetched when its file was noticed, so the first attempt right after need not ask again.
  const recentOrders = new Map<number, { order: Order; at: number }>();

  // Revisions sent from a file that changed while it was being sent, by order and file: the final file
  // follows as the next revision, whose note says which one it replaces.
  const partials = new Map<string, number>();
  const partialKey = (e: Pick<QueueEntry, 'orderId' | 'source'>) => `${e.orderId}\n${e.source}`;

  /** After sending: a tuner's file that is no longer what was taken means a partial one went out. */
  async function checkUnchanged(entry: QueueEntry): Promise<void> {
    if (!entry.taken) return;
    const now = await currentSnapshot(entry.source);
    if (!now || sameSnapshot(now, entry.taken)) return;
    if ((await sha256File(entry.source).catch(() => null)) === entry.sha256) return;
    const order = await api.getOrderRaw(entry.orderId).catch(() => null);
    const revision = order?.revisions.find((r) => r.sha256 === entry.sha256)?.revision;
    if (revision) partials.set(partialKey(entry), revision);
    log('file changed while it was sent', { file: entry.source, revision });
  }

  /** Asks about a file only if it is still in question after a while (a pause in a save is not asked). */
  function askLater(entry: QueueEntry) {
    setTimeout(() => {
      if (queue.get(entry.id)?.state !== 'asking') return;
      dispatcher.notify(
        t('desktop.notify.ask_title', { number: entry.orderId }),
        entry.error ?? entry.fileName,
        () => deps.showOrder(entry.orderId),
      );
    }, timing.askAfterMs);
  }

  function refreshCounts() {
    if (countTimer) return;
    // Several events in a burst (a new order announces itself twice) cost one call.
    countTimer = setTimeout(() => {
      countTimer = null;
      api
        .counts()
        .then((c) => deps.onPendingCount?.(c.pending))
        .catch(() => undefined);
    }, 200);
  }

  const realtime = createRealtime({
    socket: deps.socket,
    minDelayMs: timing.reconnectMinMs,
    maxDelayMs: timing.reconnectMaxMs,
    // An authorised call first: it refreshes an expired access token and brings the tray count up to date.
    beforeConnect: async () => {
      const c = await api.counts();
      deps.onPendingCount?.(c.pending);
    },
    url: async () => {
      const server = settings.get().serverUrl;
      if (!server || !(await session.getAccessToken())) return null;
      const { ticket } = await api.client.http.post<WsTicket>('/ws/ticket', {});
      return websocketUrl(server, ticket);
    },
    onStatus: (online) => {
      deps.onOnline?.(online);
      // The server is reachable again: uploads waiting for it need not wait out their backoff.
      if (online) queue.wake();
    },
    onEvent: (event) => {
      if (event.type === 'hello') {
        deps.push('push:event', event);
        void catchUp(typeof event.last_id === 'number' ? event.last_id : 0).catch((err) =>
          log('catch-up failed', err),
        );
        return;
      }
      if (typeof event.id === 'number' && event.id > lastEventId()) setLastEventId(event.id);
      deliverEvent(event, true);
    },
  });

  function deliverEvent(event: StaffEvent, notify: boolean) {
    deps.push('push:event', event);
    if (notify) void dispatcher.handle(event);
    if (event.type.startsWith('order.') || event.type === 'counts.updated') refreshCounts();
  }

  // The id of the newest event seen, kept across restarts so that what came while the app was closed or
  // offline is replayed (the server keeps events for 7 days).
  const EVENT_CURSOR_KEY = 'realtime.lastEventId';
  const lastEventId = () => {
    const v = deps.settingsStore.get(EVENT_CURSOR_KEY);
    return typeof v === 'number' ? v : 0;
  };
  const setLastEventId = (id: number) => deps.settingsStore.set(EVENT_CURSOR_KEY, id);

  /**
   * After a (re)connect the server's hello names its newest event: everything between the last one seen
   * and that is fetched, handed to the screens, and told in one notice ("3 new orders while you were away").
   * Live events after the hello come over the socket, so the replay stops at the hello's id.
   */
  async function catchUp(newest: number): Promise<void> {
    let since = lastEventId();
    if (since === 0 || since >= newest) {
      // First start (nothing to replay) or nothing missed.
      if (newest > since) setLastEventId(newest);
      return;
    }
    const orders = new Set<number>();
    let messages = 0;
    const selfId = session.getUser()?._id ?? null;
    for (let page = 0; page < 20 && since < newest; page++) {
      const r = await api.client.http.get<{ events: StaffEvent[]; last_id: number }>('/events', {
        since,
        limit: 500,
      });
      for (const e of r.events) {
        if (typeof e.id !== 'number' || e.id > newest) continue;
        deliverEvent(e, false);
        const orderId = orderIdOf(e);
        if (e.type === 'order.created' && orderId !== null) orders.add(orderId);
        const fromOthers = e.from_staff !== true && (e.sender_id === undefined || e.sender_id !== selfId);
        if ((e.type === 'order.message' || e.type === 'ticket.message') && fromOthers) messages++;
      }
      if (r.events.length < 500 || r.last_id <= since) break;
      since = r.last_id;
    }
    if (newest > lastEventId()) setLastEventId(newest);
    dispatcher.summarize({ orders: orders.size, messages });
  }

  /** A finished file in the work folder: which order it belongs to, and whether it is ours to send. */
  async function handleFile(file: string, taken?: FileSnapshot): Promise<void> {
    const root = settings.get().workFolder;
    const parts = path.relative(root, file).split(path.sep);
    if (parts.length < 2 || parts[0].startsWith('..')) return;
    const fileName = path.basename(file);
    let orderId: number | null;
    let originalSha256: string | null = null;
    if (parts[0] === OUTBOX) {
      orderId = fileOrderNumber(fileName);
      if (orderId === null) return report({ fileName, reason: 'no-order-number', orderNumber: null });
    } else {
      orderId = folderOrderId(parts[0]);
      if (orderId === null) return;
      const manifest = await readManifest(path.join(root, parts[0]));
      if (manifest && (fileName === manifest.original || fileName === manifest.ini)) return;
      // The original saved again under another name is not a tuned file (the queue's hash tells).
      originalSha256 = manifest?.originalSha256 ?? null;
    }
    try {
      recentOrders.set(orderId, { order: await api.getOrderRaw(orderId), at: Date.now() });
    } catch (err) {
      if (isApiError(err) && err.statusCode === 404) {
        return report({ fileName, reason: 'unknown-order', orderNumber: String(orderId) });
      }
      // Offline or signed out: the queue keeps it and the server decides later.
    }
    const ask = !settings.get().autoUpload;
    let added: Awaited<ReturnType<typeof queue.add>>;
    try {
      added = await queue.add({ orderId, file, ask, taken, skipSha256: originalSha256 });
    } catch (err) {
      // Written to again while it was copied: the watcher brings it back once it settles.
      if (err instanceof FileChanged) return;
      throw err;
    }
    const { entry, duplicate } = added;
    if (ask && !duplicate) {
      dispatcher.notify(
        t('desktop.notify.ask_title', { number: orderId }),
        t('desktop.notify.ask_body', { file: fileName }),
        () => {
          void queue.answer(entry.id, true);
          deps.showOrder(entry.orderId);
        },
      );
    }
  }

  function startWatcher() {
    const root = settings.get().workFolder;
    if (!root || watcher) return;
    const last = deps.settingsStore.get(WATCH_MARK_KEY);
    watcher = watchWorkFolder({
      root,
      settleMs: timing.settleMs,
      settleChecks: timing.settleChecks,
      since: typeof last === 'number' ? last : undefined,
      onFile: (file, taken) =>
        void handleFile(file, taken).catch((err) => log('file not handled', { file, err })),
      onError: (err) => log('watcher error', err),
    });
    // Remembers until when the folder was watched, so files saved while the app was closed are picked up.
    const mark = () => deps.settingsStore.set(WATCH_MARK_KEY, Date.now());
    mark();
    watchMark = setInterval(mark, 30_000);
  }

  async function stopWatcher() {
    if (watchMark) clearInterval(watchMark);
    watchMark = null;
    const w = watcher;
    watcher = null;
    if (w) {
      deps.settingsStore.set(WATCH_MARK_KEY, Date.now());
      await w.close();
    }
  }

  // Chosen files expire: a drop is followed by its upload at once.
  const CHOSEN_FILE_MS = 10 * 60_000;
  const chosen = new Map<string, number>();

  async function mayUpload(file: string): Promise<boolean> {
    if (!path.isAbsolute(file)) return false;
    const resolved = path.resolve(file);
    const until = chosen.get(resolved);
    if (until && until > Date.now()) return true;
    const root = settings.get().workFolder;
    if (!root) return false;
    // Links are followed first, so a link inside the folder to a file outside it does not count.
    const [real, realRoot] = await Promise.all([realpath(resolved), realpath(root)]).catch(() => [
      null,
      null,
    ]);
    if (!real || !realRoot) return false;
    const rel = path.relative(realRoot, real);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  }

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
    if (started && next.workFolder !== prev.workFolder) {
      void stopWatcher().then(startWatcher);
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
    handleFile,
    reports: () => [...reports],
    watcherReady: () => watcher?.ready ?? Promise.resolve(),
    api: () => api,
    state,

    /** Starts the background work when a session exists (app start, after sign-in). */
    async start(): Promise<void> {
      if (started || !signedIn()) return;
      started = true;
      queue.start();
      realtime.start();
      startWatcher();
      await watcher?.ready;
    },
    async stop(): Promise<void> {
      started = false;
      realtime.stop();
      if (countTimer) clearTimeout(countTimer);
      countTimer = null;
      await stopWatcher();
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

    listPendingOrders: (q: Parameters<ServerApi['listPendingOrders']>[0]) => api.listPendingOrders(q),
    getOrder: async (id: number) => toStaffOrder(await api.getOrderRaw(id)),
    getCounts: () => api.counts(),
    async changeStatus(id: number, status: string) {
      await api.changeStatus(id, status);
      refreshCounts();
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
    allowPaths(paths: string[]): void {
      const until = Date.now() + CHOSEN_FILE_MS;
      for (const p of paths) chosen.set(path.resolve(p), until);
    },
    /**
     * A file dropped on an order: sent whatever the automatic-upload setting says (the drop is the click).
     * Only a file the person dropped or chose, or one inside the work folder, is taken: a page that was
     * taken over must not be able to send any file it can name.
     */
    async addPath(orderId: number, file: string): Promise<void> {
      if (!(await mayUpload(file))) {
        throw Object.assign(new Error(t('desktop.uploads.path_refused')), {
          statusCode: 403,
          code: 'PATH_REFUSED',
        });
      }
      await queue.add({ orderId, file, confirmed: true });
    },
    listUploads: () => queue.list(),
    retryUpload: (id: string) => queue.retry(id),
    answerUpload: (id: string, upload: boolean) => queue.answer(id, upload),
  };
}

export type DesktopCore = ReturnType<typeof createDesktopCore>;
