import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateChecker, type UpdaterLike } from './updater.js';

function fakeUpdater() {
  const calls: string[] = [];
  const listeners = new Map<string, (arg: never) => void>();
  const updater: UpdaterLike = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    setFeedURL: (o) => calls.push(`feed ${o.url}`),
    checkForUpdates: async () => calls.push('check'),
    quitAndInstall: () => calls.push('install'),
    on: (event: string, l: (arg: never) => void) => listeners.set(event, l),
  } as UpdaterLike;
  return {
    updater,
    calls,
    downloaded: (version: string) => listeners.get('update-downloaded')?.({ version } as never),
  };
}

afterEach(() => vi.useRealTimers());

describe('update checks', () => {
  it('do nothing in a development run', () => {
    const { updater, calls } = fakeUpdater();
    createUpdateChecker({
      updater,
      isPackaged: false,
      onReady: () => undefined,
      beforeInstall: async () => undefined,
      log: () => undefined,
    }).start();
    expect(calls).toEqual([]);
  });

  it('check at start and then periodically, downloading in the background', () => {
    vi.useFakeTimers();
    const { updater, calls } = fakeUpdater();
    const checker = createUpdateChecker({
      updater,
      isPackaged: true,
      feedUrl: 'https://updates.example.com/staff',
      intervalMs: 60_000,
      onReady: () => undefined,
      beforeInstall: async () => undefined,
      log: () => undefined,
    });
    checker.start();
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(calls).toEqual(['feed https://updates.example.com/staff', 'check']);
    vi.advanceTimersByTime(3 * 60_000);
    expect(calls.filter((c) => c === 'check')).toHaveLength(4);
    checker.stop();
  });

  it('offer a restart once downloaded, saving the queue before installing', async () => {
    const { updater, calls, downloaded } = fakeUpdater();
    const offered: string[] = [];
    const checker = createUpdateChecker({
      updater,
      isPackaged: true,
      onReady: (v) => offered.push(v),
      beforeInstall: async () => {
        await new Promise((r) => setTimeout(r, 10));
        calls.push('queue saved');
      },
      log: () => undefined,
    });
    checker.start();
    await checker.restartToUpdate();
    expect(calls).not.toContain('install');
    downloaded('1.2.0');
    downloaded('1.2.0');
    expect(offered).toEqual(['1.2.0']);
    expect(checker.ready()).toBe('1.2.0');
    await checker.restartToUpdate();
    expect(calls.slice(-2)).toEqual(['queue saved', 'install']);
    checker.stop();
  });
});
