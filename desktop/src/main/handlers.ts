import { stat } from 'node:fs/promises';
import type { PickFilesRequest } from '../shared/bridge.js';
import type { DesktopCore } from './core.js';
import { diagnosticsText } from './diagnostics.js';
import { acceptToFilters, readPickedFiles } from './filePick.js';
import type { Handlers } from './ipc.js';

/** The native pieces the handlers use: Electron's dialog and shell in the app, stand-ins in the e2e. */
export interface NativeShell {
  /** The folder dialog; null when cancelled. */
  chooseFolder(): Promise<string | null>;
  /** The open-file dialog; the chosen paths (none when cancelled). */
  chooseFiles(options: {
    multiple: boolean;
    filters: { name: string; extensions: string[] }[];
  }): Promise<string[]>;
  openPath(path: string): Promise<unknown>;
  /** The settings changed (the tray's texts follow the language). */
  settingsChanged?(): void;
  copyText(text: string): void;
  /** Operating system and runtime versions, for the diagnostics. */
  system(): Record<string, string>;
  /** The end of the log file. */
  logTail(): string[];
}

/** The diagnostics a support request needs, from the core's state and the native pieces. */
export function diagnosticsOf(core: DesktopCore, native: Pick<NativeShell, 'system' | 'logTail'>): string {
  return diagnosticsText({
    state: core.state(),
    online: core.realtime.isConnected(),
    uploads: core.listUploads(),
    system: native.system(),
    log: native.logTail(),
  });
}

/** What main answers on each IPC channel, from the core and the native pieces. */
export function createHandlers(core: DesktopCore, native: NativeShell): Handlers {
  return {
    'app:get-state': () => core.state(),
    'session:sign-in': (req) => core.signIn(req),
    'session:sign-out': () => core.signOut(),
    'settings:update': async (patch) => {
      const next = await core.updateSettingsFromScreen(patch);
      native.settingsChanged?.();
      return next;
    },
    'settings:choose-work-folder': async () => {
      const chosen = await native.chooseFolder();
      if (chosen) {
        core.rememberPicked(chosen);
        await core.updateSettings({ workFolder: chosen });
      }
      return chosen;
    },
    'settings:choose-folder': async () => {
      const chosen = await native.chooseFolder();
      if (chosen) core.rememberPicked(chosen);
      return chosen;
    },
    'work-folder:open': async () => {
      // Only ever a folder: the shell would run a program it was pointed at.
      const folder = core.settings.get().workFolder;
      if (folder && (await stat(folder).catch(() => null))?.isDirectory()) await native.openPath(folder);
    },
    'orders:list-pending': (q) => core.listPendingOrders(q),
    'orders:get': (id) => core.getOrder(id),
    'orders:counts': () => core.getCounts(),
    'orders:change-status': (id, status) => core.changeStatus(id, status),
    'orders:open-files': async (id) => {
      await native.openPath(await core.openOrderFiles(id));
    },
    'messages:list': (id) => core.listMessages(id),
    'messages:send': (id, text) => core.sendMessage(id, text),
    'uploads:add-path': (id, file) => core.addPath(id, file),
    'uploads:allow-paths': (paths) => core.allowPaths(paths),
    'uploads:list': () => core.listUploads(),
    'uploads:retry': (id) => core.retryUpload(id),
    'uploads:answer': (id, upload) => core.answerUpload(id, upload),
    'api:request': (req) => core.apiRequest(req),
    'realtime:send': (message) => core.sendRealtime(message),
    'diagnostics:copy': () => native.copyText(diagnosticsOf(core, native)),
    'files:pick': async (req?: PickFilesRequest) => {
      const paths = await native.chooseFiles({
        multiple: req?.multiple === true,
        filters: acceptToFilters(typeof req?.accept === 'string' ? req.accept : undefined),
      });
      return readPickedFiles(paths);
    },
  };
}
