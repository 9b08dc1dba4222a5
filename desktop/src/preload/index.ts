import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createBridge } from './api.js';

// The only thing the page gets: one object of named functions (see src/shared/bridge.ts).
contextBridge.exposeInMainWorld('portal', createBridge(ipcRenderer, webUtils));
