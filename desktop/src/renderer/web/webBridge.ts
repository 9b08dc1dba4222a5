import { inputFilePicker } from '@portal/admin';
import { createApiClient, storageTokenStore } from '@portal/api-client';
import { isAdminArea, type Order, type OrderMessage } from '@portal/contracts';
import type { StaffEvent, UploadReport } from '@portal/ui';
import { createApiProxy } from '../../main/apiProxy.js';
import type { AppState, DesktopBridge } from '../../shared/bridge.js';
import { toStaffMessage, toStaffOrder } from '../../shared/orderView.js';
import { createRealtime, type SocketLike, websocketUrl, type WsTicket } from '../../shared/realtime.js';
import type { DesktopSettings } from '../../shared/settings.js';
import { loadWebSettings, saveWebSettings } from './settings.js';
import { createWebUploads } from './uploads.js';

const USER_KEY = 'portal-desktop.user';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The bridge for a plain browser: the same interface as the desktop's preload, over fetch and a websocket.
 * It has no file system, so "open files" downloads them and dropped files come from the page.
 */
export function createWebBridge(
  storage: Storage = window.localStorage,
  origin = window.location.origin,
): DesktopBridge {
  let settings: DesktopSettings = loadWebSettings(storage, origin);
  const tokens = storageTokenStore(storage, 'portal-desktop.');
  const signedOut = new Set<() => void>();
  const events = new Set<(e: StaffEvent) => void>();
  const openOrder = new Set<(id: number) => void>();
  const navigate = new Set<(path: string) => void>();
  const reports = new Set<(r: UploadReport) => void>();

  const build = () => {
    // The page's own origin goes through relative URLs, so a development proxy keeps working.
    const baseUrl = settings.serverUrl === origin ? '' : settings.serverUrl;
    const client = createApiClient({
      baseUrl,
      tokens,
      onSignOut: () => {
        storage.removeItem(USER_KEY);
        realtime.stop();
        for (const l of signedOut) l();
      },
    });
    return { client, uploads: createWebUploads({ base: `${baseUrl}/api`, http: client.http }) };
  };
  let { client, uploads } = build();
  const uploadListeners = new Set<(items: ReturnType<typeof uploads.list>) => void>();
  let offUploads = uploads.onChange((items) => {
    for (const l of uploadListeners) l(items);
  });

  const realtime = createRealtime({
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
    beforeConnect: async () => {
      await client.http.get('/pending_orders_count');
    },
    url: async () => {
      if (!tokens.getAccessToken()) return null;
      const server = settings.serverUrl || origin;
      const { ticket } = await client.http.post<WsTicket>('/ws/ticket', {});
      return websocketUrl(server, ticket);
    },
    onEvent: (event) => {
      for (const l of events) l(event);
    },
  });

  // The same checks and request building as the desktop's main process, with this page's tokens.
  const apiProxy = createApiProxy({
    baseUrl: () => (settings.serverUrl === origin ? origin : settings.serverUrl) || origin,
    tokens,
    refresh: () => client.http.refresh(),
  });

  const user = () => {
    try {
      return JSON.parse(storage.getItem(USER_KEY) ?? 'null') as AppState['user'];
    } catch {
      return null;
    }
  };
  const state = (): AppState => ({
    platform: 'web',
    version: 'web',
    user: user(),
    settings,
    sessionKept: true,
  });
  if (user()) realtime.start();

  const on =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    };

  return {
    getState: async () => state(),
    async signIn({ serverUrl, login, password }) {
      settings = saveWebSettings(storage, settings, { serverUrl: serverUrl.replace(/\/$/, '') || origin });
      offUploads();
      ({ client, uploads } = build());
      offUploads = uploads.onChange((items) => {
        for (const l of uploadListeners) l(items);
      });
      const session = await client.auth.signin({ login, password });
      if (!isAdminArea(session.user.role_id)) {
        await client.auth.signout().catch(() => undefined);
        throw Object.assign(new Error('Only staff accounts can use this app.'), {
          code: 'STAFF_ONLY',
          statusCode: 403,
        });
      }
      storage.setItem(USER_KEY, JSON.stringify(session.user));
      realtime.restart();
      return state();
    },
    async signOut() {
      realtime.stop();
      await client.auth.signout().catch(() => undefined);
      storage.removeItem(USER_KEY);
    },
    async updateSettings(patch) {
      // Another server means another account: signed out first, so no token goes to the new origin.
      if (patch.serverUrl !== undefined && patch.serverUrl !== settings.serverUrl) {
        realtime.stop();
        await client.auth.signout().catch(() => undefined);
        storage.removeItem(USER_KEY);
        for (const l of signedOut) l();
      }
      settings = saveWebSettings(storage, settings, patch);
      return settings;
    },
    chooseWorkFolder: async () => null,
    chooseFolder: async () => null,
    openWorkFolder: async () => undefined,
    async listPendingOrders(q) {
      const page = await client.http.get<{ items: Order[]; total: number }>('/pending_orders', {
        keyword: q.keyword,
        page: q.page,
        size: q.size,
      });
      return { orders: page.items.map(toStaffOrder), count: page.total };
    },
    getOrder: async (id) => toStaffOrder((await client.http.get<{ order: Order }>(`/order/${id}`)).order),
    getCounts: async () => ({
      pending: (await client.http.get<{ count: number }>('/pending_orders_count')).count,
    }),
    async changeStatus(id, status) {
      await client.http.put(`/order/${id}/change_status`, { status });
    },
    listMessages: async (id) =>
      (await client.http.get<{ items: OrderMessage[] }>(`/order_messages/${id}`)).items.map(toStaffMessage),
    async sendMessage(id, text) {
      const form = new FormData();
      form.append('message', text);
      await client.http.post(`/order_message/${id}`, form);
    },
    uploadFile: (orderId, file) => uploads.add(orderId, file),
    async openOrderFiles(id) {
      const original = await client.http.download(`/order/${id}/download_old_file`);
      saveBlob(original.blob, original.filename ?? `${id}.bin`);
      const ini = await client.http.download(`/order/${id}/download-ini`);
      saveBlob(ini.blob, ini.filename ?? `${id}.ini`);
    },
    listUploads: async () => uploads.list(),
    retryUpload: async (id) => uploads.retry(id),
    // The browser never asks: a drop is already the person's click.
    answerUpload: async () => undefined,
    onUploads: on(uploadListeners),
    onReport: on(reports),
    onEvent: on(events),
    sendRealtime: async (message) => realtime.send(message),
    // The browser build has no log file: the version, settings and browser are what it can tell.
    copyDiagnostics: async () => {
      const s = state();
      await navigator.clipboard.writeText(
        [
          `App: ${s.version} (${s.platform})`,
          `Browser: ${navigator.userAgent}`,
          `Server: ${s.settings.serverUrl || origin} (${realtime.isConnected() ? 'connected' : 'not connected'})`,
          `Signed in: ${s.user ? s.user.username : 'no'}`,
          `Language: ${s.settings.language}; theme: ${s.settings.theme}`,
        ].join('\n'),
      );
    },
    onOpenOrder: on(openOrder),
    onSignedOut: on(signedOut),
    apiRequest: (request) => apiProxy(request),
    async pickFiles(request) {
      const files = await inputFilePicker().pickFiles(request);
      return Promise.all(
        files.map(async (f) => ({ name: f.name, type: f.type, data: new Uint8Array(await f.arrayBuffer()) })),
      );
    },
    onNavigate: on(navigate),
  };
}
