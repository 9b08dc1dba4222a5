/** The part of electron-updater's autoUpdater used here. */
export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string; channel?: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
  autoDownload: boolean;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * Checks for a new version once at start, in a packaged app only (a development run has no feed). The
 * feed is the generic provider of electron-builder.yml; PORTAL_UPDATE_URL overrides it for a private mirror.
 */
export function checkForUpdates(opts: {
  updater: UpdaterLike;
  isPackaged: boolean;
  feedUrl?: string;
  log: (message: string, extra?: unknown) => void;
}): Promise<void> {
  if (!opts.isPackaged) return Promise.resolve();
  const { updater } = opts;
  updater.autoDownload = true;
  updater.on('error', (err) => opts.log('update check failed', err.message));
  if (opts.feedUrl) updater.setFeedURL({ provider: 'generic', url: opts.feedUrl });
  return updater.checkForUpdatesAndNotify().then(
    () => undefined,
    (err: Error) => opts.log('update check failed', err.message),
  );
}
