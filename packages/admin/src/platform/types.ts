/**
 * What the staff/admin area needs from the app that mounts it. The web app and the desktop renderer each
 * build one `AdminDeps` and hand it down through `AdminDepsProvider` (React) and the router's context
 * (guards and loaders). Nothing in this package picks a transport, a storage or a platform by itself.
 */
import type { ApiClient } from '@portal/api-client';
import type { User } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { MenuEntry } from '../shell/menu';

export interface SessionState {
  /** The signed-in user as last read from the server; refreshed on every navigation. */
  user: User | null;
  setUser: (user: User | null) => void;
}
export type SessionStore = UseBoundStore<StoreApi<SessionState>>;

export const THEME_CHOICES = ['default', 'dark', 'red', 'custom'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface ThemeState {
  /** The person's local choice, as stored (spec 4: anything unknown later resolves to dark). */
  choice: string;
  setChoice: (choice: ThemeChoice) => void;
}
export type ThemeStore = UseBoundStore<StoreApi<ThemeState>>;

/** A server event (`order.updated`, `counts.updated`, ...) as the realtime connection delivers it. */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export interface PickFilesOptions {
  /** As the `accept` attribute of a file input: `.csv`, `image/*`, `.bin,.ori`. */
  accept?: string;
  multiple?: boolean;
}

/**
 * Choosing files from disk. The web answers with a browser file input (rendered, so it can be driven like
 * any input); the desktop with its native dialog through the preload. Dropped files are `File`s on both.
 */
export interface FilePicker {
  /** 'input' renders `<input type=file>`; 'native' calls `pickFiles` from a button. */
  kind: 'input' | 'native';
  pickFiles(options: PickFilesOptions): Promise<File[]>;
}

/** What only the desktop app can do; absent on the web. */
export interface DesktopExtras {
  /** Puts an order's files into its work folder and opens the folder. */
  openOrderFiles?(orderId: number): Promise<void>;
  /** Queues a file (dropped or picked) as the modified file of an order. */
  uploadModifiedFile?(orderId: number, file: File): Promise<void>;
  openWorkFolder?(): Promise<void>;
}

/** Screens and menu entries the mounting app adds to the staff area (e.g. the desktop's work queue). */
export interface AdminExtensions {
  menu?: readonly MenuEntry[];
  /** Shown in the header before the notification bell. */
  headerItems?: ReactNode;
}

/** Where push notifications stand in this browser: 'denied' means blocked in the browser's settings. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Web Push of this browser (web only): the opt-in asks the browser, subscribes and tells the server. */
export interface PushControl {
  state(): Promise<PushState>;
  enable(): Promise<PushState>;
  disable(): Promise<PushState>;
}

export interface AdminDeps {
  /** 'web' or 'desktop': screens that differ by platform ask this, never the environment. */
  platform: 'web' | 'desktop';
  api: ApiClient;
  session: SessionStore;
  theme: ThemeStore;
  /** Server events of the signed-in person; returns the unsubscribe function. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  files: FilePicker;
  /** Ends the session (asks the server, forgets local state); the shell then goes to /login. */
  signOut(): Promise<void>;
  changeLanguage(lng: string): Promise<void>;
  /** admin_auto_login (web only): the admin continues as this dealer in the customer area. */
  signInAsDealer?(userId: number): Promise<User>;
  /** Back from a dealer's session to the admin's own; false when there was nothing to go back to. */
  returnToAdmin?(): Promise<boolean>;
  desktop?: DesktopExtras;
  extensions?: AdminExtensions;
  /** Sends a socket message (`chat.typing`, `chat.read`) when the platform keeps a socket; else absent. */
  sendRealtime?(message: RealtimeEvent): void;
  /** Browser push notifications; absent where the platform notifies in its own way (desktop). */
  push?: PushControl;
}

/**
 * Sent by a platform after its connection came back: anything may have changed meanwhile. Kept here, not
 * in liveUpdates.ts, so the web's socket code (a lazy chunk) can import it without the first load.
 */
export const RECONNECTED_EVENT = 'realtime.reconnected';
