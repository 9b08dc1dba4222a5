import { type AdminDeps, createSessionStore, createThemeStore } from '@portal/admin';
import { createApiClient, memoryTokenStore } from '@portal/api-client';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import type { AppState, DesktopBridge } from '../shared/bridge.js';
import { bridgeFetch } from '../shared/bridgeFetch.js';
import type { SettingsPatch } from '../shared/settings.js';

export interface DesktopDepsOptions {
  bridge: DesktopBridge;
  state: AppState;
  i18n: I18n;
  onSettings: (patch: SettingsPatch) => Promise<void>;
  onSignOut: () => Promise<void>;
  menu: AdminDeps['extensions'] extends infer E ? (E extends { menu?: infer M } ? M : never) : never;
  headerItems: ReactNode;
}

/**
 * The staff area's dependencies in the desktop renderer: API calls go through the preload to the main
 * process (which holds the tokens), events come from main's realtime connection, files from the native
 * dialog. The renderer itself never sees a token and talks to nothing but the preload.
 */
export function createDesktopDeps(o: DesktopDepsOptions): AdminDeps {
  const { bridge } = o;
  const api = createApiClient({
    baseUrl: '',
    // Empty on purpose: main adds the token, and a 401 that reaches here means the session is over.
    tokens: memoryTokenStore(),
    fetch: bridgeFetch((req) => bridge.apiRequest(req)),
    language: () => o.i18n.language,
  });
  const session = createSessionStore();
  session.getState().setUser(o.state.user);
  return {
    platform: 'desktop',
    api,
    session,
    theme: createThemeStore(o.state.settings.theme, (theme) => void o.onSettings({ theme })),
    subscribe: (listener) => bridge.onEvent(listener),
    // The chat's typing and read signals go over main's socket, as the web sends them over its own.
    sendRealtime: (message) => {
      if (message.type !== 'chat.typing' && message.type !== 'chat.read') return;
      void bridge
        .sendRealtime({
          type: message.type,
          ...(typeof message.user_id === 'number' ? { user_id: message.user_id } : {}),
          ...(typeof message.typing === 'boolean' ? { typing: message.typing } : {}),
        })
        .catch(() => undefined);
    },
    files: {
      kind: 'native',
      pickFiles: async (options) =>
        (await bridge.pickFiles(options)).map(
          (f) => new File([f.data as Uint8Array<ArrayBuffer>], f.name, { type: f.type }),
        ),
    },
    signOut: o.onSignOut,
    changeLanguage: (language) => o.onSettings({ language: language as AppState['settings']['language'] }),
    desktop: {
      openOrderFiles: (id) => bridge.openOrderFiles(id),
      uploadModifiedFile: (id, file) => bridge.uploadFile(id, file),
      openWorkFolder: () => bridge.openWorkFolder(),
    },
    extensions: { menu: o.menu, headerItems: o.headerItems },
  };
}
