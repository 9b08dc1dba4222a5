import type { DesktopBridge, EventChannel, EventMap, InvokeChannel, InvokeMap } from '../shared/bridge.js';
import { type IpcResult, unwrap } from '../shared/ipcResult.js';

/** The part of Electron's ipcRenderer the preload uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/** Electron's webUtils: the path of a dropped file, since File.path no longer exists. */
export interface WebUtilsLike {
  getPathForFile(file: File): string;
}

/**
 * Builds `window.portal`. Every function names its own channel; there is no way to reach any other
 * channel or pass an arbitrary one from the page.
 */
export function createBridge(ipc: IpcRendererLike, webUtils: WebUtilsLike) {
  const call = async <C extends InvokeChannel>(channel: C, ...args: InvokeMap[C]['args']) =>
    unwrap((await ipc.invoke(channel, ...args)) as IpcResult<InvokeMap[C]['result']>);
  const listen =
    <C extends EventChannel>(channel: C) =>
    (listener: (payload: EventMap[C]) => void) => {
      // The event object is not handed to the page: it carries the sender, which the page must not see.
      const wrapped = (_event: unknown, payload: unknown) => listener(payload as EventMap[C]);
      ipc.on(channel, wrapped);
      return () => {
        ipc.removeListener(channel, wrapped);
      };
    };
  const onSignedOut = listen('push:signed-out');

  return {
    getState: () => call('app:get-state'),
    signIn: (request) => call('session:sign-in', request),
    signOut: () => call('session:sign-out'),
    updateSettings: (patch) => call('settings:update', patch),
    chooseWorkFolder: () => call('settings:choose-work-folder'),
    chooseFolder: () => call('settings:choose-folder'),
    openWorkFolder: () => call('work-folder:open'),
    listPendingOrders: (query) => call('orders:list-pending', query),
    getOrder: (id) => call('orders:get', id),
    getCounts: () => call('orders:counts'),
    changeStatus: (id, status) => call('orders:change-status', id, status),
    listMessages: (id) => call('messages:list', id),
    sendMessage: (id, text) => call('messages:send', id, text),
    uploadFile: async (orderId, file) => {
      const filePath = webUtils.getPathForFile(file);
      if (!filePath) throw new Error('This file cannot be uploaded from here.');
      await call('uploads:add-path', orderId, filePath);
    },
    openOrderFiles: (id) => call('orders:open-files', id),
    listUploads: () => call('uploads:list'),
    retryUpload: (id) => call('uploads:retry', id),
    answerUpload: (id, upload) => call('uploads:answer', id, upload),
    onUploads: listen('push:uploads'),
    onReport: listen('push:report'),
    onEvent: listen('push:event'),
    onOpenOrder: listen('push:open-order'),
    onSignedOut: (listener) => onSignedOut(() => listener()),
    apiRequest: (request) => call('api:request', request),
    pickFiles: (request) => call('files:pick', request),
    onNavigate: listen('push:navigate'),
    sendRealtime: (message) => call('realtime:send', message),
    copyDiagnostics: () => call('diagnostics:copy'),
  } satisfies DesktopBridge;
}

/** The part of the page's window the preload listens on. */
export interface DropTarget {
  addEventListener(type: 'drop' | 'change', listener: (event: Event) => void, capture: boolean): void;
}

/**
 * Tells the main process which files the person really dropped on the window or chose in a file input:
 * only those (and files inside the work folder) may be uploaded by path. Events a script made up are not
 * trusted, and a File a script built has no path, so the page cannot widen this list.
 */
export function reportChosenFiles(target: DropTarget, ipc: IpcRendererLike, webUtils: WebUtilsLike): void {
  const send = (files: ArrayLike<File> | null | undefined) => {
    const paths = Array.from(files ?? [])
      .map((f) => webUtils.getPathForFile(f))
      .filter(Boolean);
    if (paths.length) void ipc.invoke('uploads:allow-paths', paths.slice(0, 100));
  };
  target.addEventListener(
    'drop',
    (event) => {
      if (event.isTrusted) send((event as DragEvent).dataTransfer?.files);
    },
    true,
  );
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (event.isTrusted && input?.type === 'file') send(input.files);
    },
    true,
  );
}
