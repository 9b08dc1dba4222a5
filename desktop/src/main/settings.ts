import { isLocale } from '@portal/contracts';
import {
  DEFAULT_SETTINGS,
  type DesktopSettings,
  type SettingsPatch,
  MAX_TOOL_FOLDERS,
  THEME_CHOICES,
  type ToolFolder,
} from '../shared/settings.js';
import type { KeyValueStore } from './store.js';

const KEY = 'settings';

export interface Settings {
  get(): DesktopSettings;
  update(patch: SettingsPatch): DesktopSettings;
  onChange(listener: (next: DesktopSettings, previous: DesktopSettings) => void): () => void;
}

/** A server URL a person typed: scheme added when missing, path and trailing slash dropped. */
export function normalizeServerUrl(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed) return '';
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  return url.origin;
}

/** Values read from disk may come from an older version or a hand edit: anything odd falls back. */
function sanitize(raw: unknown, defaults: DesktopSettings): DesktopSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<DesktopSettings>;
  const n = (r.notifications ?? {}) as Partial<DesktopSettings['notifications']>;
  const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
  return {
    serverUrl: typeof r.serverUrl === 'string' ? r.serverUrl : defaults.serverUrl,
    workFolder: typeof r.workFolder === 'string' ? r.workFolder : defaults.workFolder,
    autoUpload: bool(r.autoUpload, defaults.autoUpload),
    notifications: {
      newOrders: bool(n.newOrders, defaults.notifications.newOrders),
      messages: bool(n.messages, defaults.notifications.messages),
      tickets: bool(n.tickets, defaults.notifications.tickets),
      sound: bool(n.sound, defaults.notifications.sound),
    },
    language: isLocale(r.language) ? r.language : defaults.language,
    openAtLogin: bool(r.openAtLogin, defaults.openAtLogin),
    toolFolders: Array.isArray(r.toolFolders)
      ? r.toolFolders
          .filter(
            (f): f is ToolFolder =>
              !!f && typeof f.name === 'string' && typeof f.folder === 'string' && typeof f.rule === 'string',
          )
          .map((f) => ({ name: f.name.trim(), folder: f.folder.trim(), rule: f.rule.trim() }))
          .slice(0, MAX_TOOL_FOLDERS)
      : defaults.toolFolders,
    // 'light' was a choice of earlier versions: the site's own theme comes closest.
    theme: (THEME_CHOICES as readonly unknown[]).includes(r.theme)
      ? (r.theme as DesktopSettings['theme'])
      : (r.theme as unknown) === 'light'
        ? 'default'
        : defaults.theme,
  };
}

export function createSettings(store: KeyValueStore, defaults: Partial<DesktopSettings> = {}): Settings {
  const base = { ...DEFAULT_SETTINGS, ...defaults };
  let current = sanitize(store.get(KEY), base);
  const listeners = new Set<(next: DesktopSettings, previous: DesktopSettings) => void>();
  return {
    get: () => current,
    update(patch) {
      const previous = current;
      const merged = {
        ...current,
        ...patch,
        notifications: { ...current.notifications, ...patch.notifications },
      };
      if (patch.serverUrl !== undefined) merged.serverUrl = normalizeServerUrl(patch.serverUrl);
      current = sanitize(merged, base);
      store.set(KEY, current);
      for (const l of listeners) l(current, previous);
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
