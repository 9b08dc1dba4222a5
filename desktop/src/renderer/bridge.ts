import type { DesktopBridge } from '../shared/bridge.js';
import { createWebBridge } from './web/webBridge.js';

declare global {
  interface Window {
    /** Set by the desktop app's preload; absent in a plain browser. */
    portal?: DesktopBridge;
  }
}

/** The desktop's preload bridge when there is one, otherwise the browser implementation of the same API. */
export function getBridge(): DesktopBridge {
  return window.portal ?? createWebBridge();
}
