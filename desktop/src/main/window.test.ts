import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_URL, CONTENT_SECURITY_POLICY, lockDown, mainWindowOptions, resolveAppFile } from './window.js';

describe('the main window', () => {
  it('is locked down: isolated, sandboxed, no node, web security on, only the preload', () => {
    const prefs = mainWindowOptions('/app/dist/preload.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/dist/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('has a policy that allows nothing from outside the app', () => {
    const rules = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(';').map((r) => {
        const [name, ...values] = r.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(rules['default-src']).toEqual(["'none'"]);
    expect(rules['script-src']).toEqual(["'self'"]);
    expect(rules['connect-src']).toEqual(["'self'"]);
    expect(rules['object-src']).toEqual(["'none'"]);
    expect(rules['frame-ancestors']).toEqual(["'none'"]);
  });

  it('denies new windows and navigation away from the app', () => {
    let openHandler: ((d: { url: string }) => { action: string }) | undefined;
    const listeners: Record<string, (e: { preventDefault(): void }, url?: string) => void> = {};
    const openExternal = vi.fn();
    lockDown(
      {
        setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => {
          openHandler = h;
        },
        on: (event: string, l: (e: { preventDefault(): void }, url?: string) => void) => {
          listeners[event] = l;
        },
      } as never,
      openExternal,
    );
    expect(openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://example.com');

    const away = { preventDefault: vi.fn() };
    listeners['will-navigate'](away, 'https://evil.example');
    expect(away.preventDefault).toHaveBeenCalled();
    const home = { preventDefault: vi.fn() };
    listeners['will-navigate'](home, APP_URL);
    expect(home.preventDefault).not.toHaveBeenCalled();
    const redirect = { preventDefault: vi.fn() };
    listeners['will-redirect'](redirect, 'http://127.0.0.1/');
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    listeners['will-attach-webview'](webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('serves only files of the built renderer on its scheme', () => {
    const root = path.resolve('/app/dist/renderer');
    expect(resolveAppFile('portal-app://app/', root)).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile('portal-app://app/assets/index.js', root)).toBe(path.join(root, 'assets/index.js'));
    expect(resolveAppFile('portal-app://app/../main.js', root)).toBe(path.join(root, 'main.js'));
    expect(resolveAppFile('portal-app://app/%2e%2e/%2e%2e/secret', root)).toBe(path.join(root, 'secret'));
    expect(resolveAppFile('portal-app://app/..%2f..%2fsecret', root)).toBeNull();
    expect(resolveAppFile('portal-app://app/%E0%A4%A', root)).toBeNull();
    expect(resolveAppFile('portal-app://other/index.html', root)).toBeNull();
    expect(resolveAppFile('file:///etc/passwd', root)).toBeNull();
  });
});
