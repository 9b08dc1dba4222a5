import type { Locale } from '@portal/contracts';

/** The same choices as the web's theme switch; 'default' follows the site's default theme. */
export const THEME_CHOICES = ['default', 'dark', 'red', 'custom'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface NotificationPrefs {
  newOrders: boolean;
  messages: boolean;
  tickets: boolean;
  /** Plays the system sound with a notification. */
  sound: boolean;
}

/** A tuning tool that saves into a folder of its own, with its own way of naming files by order. */
export interface ToolFolder {
  name: string;
  folder: string;
  /** `{order}` for the number, `*` for any text (`ECM_{order}_*.bin`); empty: the outbox's rule. */
  rule: string;
}

export const MAX_TOOL_FOLDERS = 10;

/** Everything a person can change in the app; kept by the main process (electron-store). */
export interface DesktopSettings {
  serverUrl: string;
  /** The folder the tuning tool opens from and saves into; one sub-folder per order, plus `outbox`. */
  workFolder: string;
  /** Uploads a finished modified file at once; otherwise it waits for one click. */
  autoUpload: boolean;
  notifications: NotificationPrefs;
  language: Locale;
  theme: ThemeChoice;
  /** Starts the app (in the tray) when the person logs in to the computer. */
  openAtLogin: boolean;
  /** Watched beside the work folder, one per tool. */
  toolFolders: ToolFolder[];
}

export const DEFAULT_SETTINGS: DesktopSettings = {
  serverUrl: '',
  workFolder: '',
  autoUpload: true,
  notifications: { newOrders: true, messages: true, tickets: true, sound: true },
  language: 'en',
  theme: 'dark',
  openAtLogin: false,
  toolFolders: [],
};

export type SettingsPatch = Partial<Omit<DesktopSettings, 'notifications'>> & {
  notifications?: Partial<NotificationPrefs>;
};
