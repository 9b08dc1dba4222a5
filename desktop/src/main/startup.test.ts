import { describe, expect, it } from 'vitest';
import { type StartupApp, startOnce } from './startup.js';

function fakeApp(lock: boolean) {
  const calls: string[] = [];
  const listeners = new Map<string, (...a: unknown[]) => void>();
  const app: StartupApp = {
    requestSingleInstanceLock: () => {
      calls.push('lock');
      return lock;
    },
    quit: () => calls.push('quit'),
    on: (event: string, l: (...a: unknown[]) => void) => {
      calls.push(`on:${event}`);
      listeners.set(event, l);
    },
    whenReady: () => {
      calls.push('whenReady');
      return Promise.resolve();
    },
  } as StartupApp;
  return { app, calls, listeners };
}

describe('starting the app', () => {
  it('quits a second copy before anything else runs', async () => {
    const { app, calls } = fakeApp(false);
    let ready = false;
    const runs = startOnce(app, {
      onSecondInstance: () => undefined,
      onOpenUrl: () => undefined,
      ready: async () => {
        ready = true;
      },
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(false);
    expect(calls).toEqual(['lock', 'quit']);
    expect(ready).toBe(false);
  });

  it('takes the lock, then listens for later starts and links, then starts the rest', async () => {
    const { app, calls, listeners } = fakeApp(true);
    const seen: string[] = [];
    startOnce(app, {
      onSecondInstance: (argv) => seen.push(argv.join(' ')),
      onOpenUrl: (url) => seen.push(url),
      ready: async () => {
        calls.push('ready');
      },
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['lock', 'on:second-instance', 'on:open-url', 'whenReady', 'ready']);
    listeners.get('second-instance')?.({}, ['app', 'portal://admin/orders/5']);
    let prevented = false;
    listeners.get('open-url')?.({ preventDefault: () => (prevented = true) }, 'portal://admin/orders/6');
    expect(seen).toEqual(['app portal://admin/orders/5', 'portal://admin/orders/6']);
    expect(prevented).toBe(true);
  });
});
