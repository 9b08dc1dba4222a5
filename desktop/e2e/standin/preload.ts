/**
 * The preload as the desktop app runs it (`createBridge` and `reportChosenFiles` of src/preload), in a
 * plain Chromium page: ipcRenderer is a binding to the test process, where main's real handlers answer.
 */
import { createBridge, type IpcRendererLike, reportChosenFiles } from '../../src/preload/api.js';
import { decode, encode } from './wire.js';

type Listener = (event: unknown, payload: unknown) => void;

declare global {
  interface Window {
    __standInInvoke(channel: string, args: string): Promise<string>;
    __standInPush(channel: string, payload: string): void;
    /** Where the test put the files it drops (Chromium has no webUtils to tell a dropped file's path). */
    __standInDropFolder?: string;
  }
}

const listeners = new Map<string, Set<Listener>>();
const ipc: IpcRendererLike = {
  invoke: async (channel, ...args) => decode(await window.__standInInvoke(channel, encode(args))),
  on(channel, listener) {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
  },
  removeListener(channel, listener) {
    listeners.get(channel)?.delete(listener);
  },
};
window.__standInPush = (channel, payload) => {
  for (const l of listeners.get(channel) ?? []) l({}, decode(payload));
};
const webUtils = {
  getPathForFile: (file: File) =>
    window.__standInDropFolder ? `${window.__standInDropFolder}/${file.name}` : '',
};
window.portal = createBridge(ipc, webUtils);
reportChosenFiles(window, ipc, webUtils);
