import { DEFAULT_SETTINGS, type DesktopSettings, type SettingsPatch } from '../../shared/settings.js';

const KEY = 'portal-desktop.settings';

/** The browser build keeps its settings in localStorage; the server defaults to the page's own origin. */
export function loadWebSettings(storage: Storage, origin: string): DesktopSettings {
  let saved: Partial<DesktopSettings> = {};
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<DesktopSettings>;
  } catch {
    saved = {};
  }
  return {
    ...DEFAULT_SETTINGS,
    serverUrl: origin,
    ...saved,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...saved.notifications },
  };
}

export function saveWebSettings(
  storage: Storage,
  current: DesktopSettings,
  patch: SettingsPatch,
): DesktopSettings {
  const next: DesktopSettings = {
    ...current,
    ...patch,
    notifications: { ...current.notifications, ...patch.notifications },
  };
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}
