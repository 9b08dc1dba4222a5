/**
 * The one contract between the renderer and the rest of the app: IPC channel names, their payloads and
 * the object the preload exposes as `window.portal`. The browser build implements the same interface over
 * fetch and a websocket, so the screens cannot tell the two apart.
 */
import type { User } from '@portal/contracts';
import type {
  OrderPage,
  OrderQuery,
  StaffApi,
  StaffCounts,
  StaffEvent,
  StaffOrder,
  StaffOrderMessage,
  UploadItem,
  UploadReport,
} from '@portal/ui';
import type { ApiRequest, ApiResponse } from './apiRequest.js';
import type { DesktopSettings, SettingsPatch } from './settings.js';

export interface AppState {
  /** 'desktop' has a work folder and native notifications; 'web' is the browser build. */
  platform: 'desktop' | 'web';
  version: string;
  user: User | null;
  settings: DesktopSettings;
  /** False where the system has no key store (Linux without a keyring): sign-in lasts until the app quits. */
  sessionKept: boolean;
}

export interface SignInRequest {
  serverUrl: string;
  login: string;
  password: string;
}

/** What the screens send over the server's socket: the chat's typing and read signals. */
export interface RealtimeMessage {
  type: 'chat.typing' | 'chat.read';
  /** The customer's conversation (staff name it; a customer's own needs none). */
  user_id?: number;
  typing?: boolean;
}

export interface PickFilesRequest {
  /** As a file input's `accept`: `.csv`, `image/*`, `.bin,.ori`. */
  accept?: string;
  multiple?: boolean;
}

/** A file chosen in the native dialog, read by the main process. */
export interface PickedFile {
  name: string;
  type: string;
  data: Uint8Array;
}

/** Calls from the renderer that the main process answers (ipcRenderer.invoke / ipcMain.handle). */
export interface InvokeMap {
  'app:get-state': { args: []; result: AppState };
  'session:sign-in': { args: [SignInRequest]; result: AppState };
  'session:sign-out': { args: []; result: undefined };
  'settings:update': { args: [SettingsPatch]; result: DesktopSettings };
  'settings:choose-work-folder': { args: []; result: string | null };
  /** The folder dialog alone (a tuning tool's folder); null when cancelled. */
  'settings:choose-folder': { args: []; result: string | null };
  'work-folder:open': { args: []; result: undefined };
  'orders:list-pending': { args: [OrderQuery]; result: OrderPage };
  'orders:get': { args: [number]; result: StaffOrder };
  'orders:counts': { args: []; result: StaffCounts };
  'orders:change-status': { args: [number, string]; result: undefined };
  'orders:open-files': { args: [number]; result: undefined };
  'messages:list': { args: [number]; result: StaffOrderMessage[] };
  'messages:send': { args: [number, string]; result: undefined };
  'uploads:add-path': { args: [number, string]; result: undefined };
  /** Files the person dropped on the window or chose in a file input (sent by the preload, not the page). */
  'uploads:allow-paths': { args: [string[]]; result: undefined };
  'uploads:list': { args: []; result: UploadItem[] };
  'uploads:retry': { args: [string]; result: undefined };
  'uploads:answer': { args: [string, boolean]; result: undefined };
  'api:request': { args: [ApiRequest]; result: ApiResponse };
  'files:pick': { args: [PickFilesRequest]; result: PickedFile[] };
  'realtime:send': { args: [RealtimeMessage]; result: boolean };
  /** Puts the diagnostics (versions, settings, queue, end of the log) on the clipboard. */
  'diagnostics:copy': { args: []; result: undefined };
}
export type InvokeChannel = keyof InvokeMap;

/** Pushes from the main process (webContents.send / ipcRenderer.on). */
export interface EventMap {
  'push:uploads': UploadItem[];
  'push:report': UploadReport;
  'push:event': StaffEvent;
  'push:open-order': number;
  'push:signed-out': null;
  /** A notification or a `portal://` link asked for a staff screen (`/admin/...`). */
  'push:navigate': string;
}
export type EventChannel = keyof EventMap;

export const INVOKE_CHANNELS = [
  'app:get-state',
  'session:sign-in',
  'session:sign-out',
  'settings:update',
  'settings:choose-work-folder',
  'settings:choose-folder',
  'work-folder:open',
  'orders:list-pending',
  'orders:get',
  'orders:counts',
  'orders:change-status',
  'orders:open-files',
  'messages:list',
  'messages:send',
  'uploads:add-path',
  'uploads:allow-paths',
  'uploads:list',
  'uploads:retry',
  'uploads:answer',
  'api:request',
  'files:pick',
  'realtime:send',
  'diagnostics:copy',
] as const satisfies readonly InvokeChannel[];

export const EVENT_CHANNELS = [
  'push:uploads',
  'push:report',
  'push:event',
  'push:open-order',
  'push:signed-out',
  'push:navigate',
] as const satisfies readonly EventChannel[];

/** `window.portal`: the staff API plus what only the app shell needs. */
export interface DesktopBridge extends StaffApi {
  getState(): Promise<AppState>;
  signIn(request: SignInRequest): Promise<AppState>;
  signOut(): Promise<void>;
  updateSettings(patch: SettingsPatch): Promise<DesktopSettings>;
  chooseWorkFolder(): Promise<string | null>;
  /** A folder from the native dialog, nothing else done with it. */
  chooseFolder(): Promise<string | null>;
  openWorkFolder(): Promise<void>;
  /** A notification or the tray asked to show an order. */
  onOpenOrder(listener: (orderId: number) => void): () => void;
  /** The server no longer accepts the session (refresh failed). */
  onSignedOut(listener: () => void): () => void;
  /** One call of the portal API, sent by the main process with the session's token. */
  apiRequest(request: ApiRequest): Promise<ApiResponse>;
  /** The native file dialog; answers the chosen files' contents (nothing when cancelled). */
  pickFiles(request: PickFilesRequest): Promise<PickedFile[]>;
  /** A deep link or notification asked for a staff screen. */
  onNavigate(listener: (path: string) => void): () => void;
  /** A chat signal over main's socket; answers false while the socket is away. */
  sendRealtime(message: RealtimeMessage): Promise<boolean>;
  /** Copies what a support request needs (no token, no password) to the clipboard. */
  copyDiagnostics(): Promise<void>;
}

/** The exact surface of `window.portal`; a test holds the preload to it. */
export const BRIDGE_METHODS = [
  'getState',
  'signIn',
  'signOut',
  'updateSettings',
  'chooseWorkFolder',
  'chooseFolder',
  'openWorkFolder',
  'listPendingOrders',
  'getOrder',
  'getCounts',
  'changeStatus',
  'listMessages',
  'sendMessage',
  'uploadFile',
  'openOrderFiles',
  'listUploads',
  'retryUpload',
  'answerUpload',
  'onUploads',
  'onReport',
  'onEvent',
  'onOpenOrder',
  'onSignedOut',
  'apiRequest',
  'pickFiles',
  'onNavigate',
  'sendRealtime',
  'copyDiagnostics',
] as const satisfies readonly (keyof DesktopBridge)[];

// Fails to compile when a method of the bridge is missing from the list above.
type Unlisted = Exclude<keyof DesktopBridge, (typeof BRIDGE_METHODS)[number]>;
export const bridgeListIsComplete: [Unlisted] extends [never] ? true : never = true;

// Same check for the channel lists.
type UnlistedInvoke = Exclude<InvokeChannel, (typeof INVOKE_CHANNELS)[number]>;
type UnlistedEvent = Exclude<EventChannel, (typeof EVENT_CHANNELS)[number]>;
export const channelListsAreComplete: [UnlistedInvoke | UnlistedEvent] extends [never] ? true : never = true;

export type {
  OrderPage,
  OrderQuery,
  StaffCounts,
  StaffEvent,
  StaffOrder,
  StaffOrderMessage,
  UploadItem,
  UploadReport,
};
