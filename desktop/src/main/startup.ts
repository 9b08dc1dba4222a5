/** The part of Electron's `app` the start-up needs (a plain object in tests). */
export interface StartupApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  whenReady(): Promise<unknown>;
}

export interface StartupSteps {
  /** Another start of the app (a `portal://` link clicked, the icon clicked again) with its arguments. */
  onSecondInstance: (argv: string[]) => void;
  /** A `portal://` link opened on macOS. */
  onOpenUrl: (url: string) => void;
  /** Everything else, once Electron is ready (window, tray, core). */
  ready: () => Promise<void>;
}

/**
 * Starts the app in the one safe order: the single-instance lock first (a second copy quits before it
 * touches the stores or the watched folder), then the handlers for links and later starts, so none that
 * arrives while the core starts is lost, then the rest once Electron is ready. Answers whether it runs.
 */
export function startOnce(app: StartupApp, steps: StartupSteps): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => steps.onSecondInstance(argv));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    steps.onOpenUrl(url);
  });
  void app.whenReady().then(steps.ready);
  return true;
}
