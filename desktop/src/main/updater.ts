/** The part of electron-updater's autoUpdater used here. */
export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string; channel?: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
}

export interface UpdateCheckOptions {
  updater: UpdaterLike;
  /** A development run has no feed: nothing is checked. */
  isPackaged: boolean;
  /** PORTAL_UPDATE_URL: a private mirror instead of the feed the build was made with. */
  feedUrl?: string;
  /** Time between two checks (the app runs for days in the tray). */
  intervalMs?: number;
  /** A new version was downloaded in the background and is ready to be installed. */
  onReady: (version: string) => void;
  /** Runs before the app quits to install: the upload queue is saved so it goes on after the restart. */
  beforeInstall: () => Promise<void>;
  log: (message: string, extra?: unknown) => void;
}

/**
 * Checks for a new version at start and then every few hours, downloads it in the background and offers
 * "restart to update"; without that click it is installed when the app quits anyway.
 */
export function createUpdateChecker(opts: UpdateCheckOptions) {
  const { updater } = opts;
  let timer: ReturnType<typeof setInterval> | null = null;
  let ready: string | null = null;

  const check = () =>
    updater.checkForUpdates().then(
      () => undefined,
      (err: Error) => opts.log('update check failed', err.message),
    );

  return {
    start(): void {
      if (!opts.isPackaged || timer) return;
      updater.autoDownload = true;
      updater.autoInstallOnAppQuit = true;
      updater.on('error', (err) => opts.log('update check failed', err.message));
      updater.on('update-downloaded', (info) => {
        if (ready === info.version) return;
        ready = info.version;
        opts.onReady(info.version);
      });
      if (opts.feedUrl) updater.setFeedURL({ provider: 'generic', url: opts.feedUrl });
      void check();
      timer = setInterval(() => void check(), opts.intervalMs ?? 4 * 60 * 60_000);
      timer.unref?.();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** The version waiting to be installed, if any. */
    ready: () => ready,
    /** Saves the queue (uploads under way start over after the restart), then installs and restarts. */
    async restartToUpdate(): Promise<void> {
      if (!ready) return;
      await opts.beforeInstall();
      updater.quitAndInstall(false, true);
    },
  };
}
