import path from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';

/** The renderer is served from this private scheme rather than file://, so 'self' means only the app. */
export const APP_SCHEME = 'portal-app';
export const APP_ORIGIN = `${APP_SCHEME}://app`;
export const APP_URL = `${APP_ORIGIN}/index.html`;

/**
 * Content security policy of the renderer. The renderer never talks to the server itself (the main
 * process does), so nothing outside the app is allowed. Inline styles are antd's CSS-in-JS.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The main window's options: locked down, with the narrow preload as its only way out. */
export function mainWindowOptions(preloadPath: string, icon?: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#141414',
    autoHideMenuBar: true,
    ...(icon ? { icon } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: true,
    },
  };
}

export const isAppUrl = (url: string) => url === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`);

/** The minimal shape of webContents the lock-down needs. */
export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

/**
 * No new windows, no navigation away from the app, no webviews. Links to the web (none yet) would go to
 * the system browser through `openExternal`, and only for http(s).
 */
export function lockDown(contents: WebContentsLike, openExternal?: (url: string) => void): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (openExternal && /^https?:\/\//i.test(url)) openExternal(url);
    return { action: 'deny' };
  });
  const stay = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', stay);
  contents.on('will-redirect', stay);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * Maps a request on the app scheme to a file of the built renderer, or null for anything outside it
 * (`..`, encoded slashes, other hosts).
 */
export function resolveAppFile(url: string, rendererDir: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== 'app') return null;
  let rel: string;
  try {
    rel = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (rel === '/' || rel === '') rel = '/index.html';
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${rel}`);
  return file.startsWith(root + path.sep) ? file : null;
}
