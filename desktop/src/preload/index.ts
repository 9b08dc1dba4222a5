import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createBridge, reportChosenFiles } from './api.js';

// The only thing the page gets: one object of named functions (see src/shared/bridge.ts).
contextBridge.exposeInMainWorld('portal', createBridge(ipcRenderer, webUtils));
// Outside a page (the preload's own tests) there is nothing to listen on.
if (typeof window !== 'undefined') reportChosenFiles(window, ipcRenderer, webUtils);
