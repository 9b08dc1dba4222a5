import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from '../packages/ui/build/antdStaticStyles';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** In the browser build the API is reached through this proxy, so the page and the API share an origin. */
const API_TARGET = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';

// The browser build gets the same policy as the desktop window, plus the proxied websocket.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export default defineConfig({
  // Absolute, so the config works from any working folder (the repository root, desktop/, e2e).
  root: path.join(here, 'src/renderer'),
  base: './',
  plugins: [react(), antdStaticStyles()],
  build: {
    outDir: path.join(here, 'dist/renderer'),
    emptyOutDir: true,
    // antd is one large library shared by every screen.
    chunkSizeWarningLimit: 1600,
  },
  server: { port: 5174, proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } } },
  preview: {
    port: 5174,
    headers: { 'Content-Security-Policy': CSP },
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
});
