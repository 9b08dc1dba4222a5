import type { Translate } from './i18n.js';

/** The part of Electron's Tray used here. */
export interface TrayLike {
  setToolTip(text: string): void;
  /** macOS shows it beside the icon; elsewhere it does nothing. */
  setTitle(text: string): void;
  setContextMenu(menu: unknown): void;
  on(event: 'click', listener: () => void): unknown;
}

export interface MenuItemSpec {
  label: string;
  enabled?: boolean;
  click?: () => void;
  type?: 'separator' | 'normal';
}

export interface TrayOptions {
  tray: TrayLike;
  t: Translate;
  /** Electron's Menu.buildFromTemplate. */
  buildMenu: (items: MenuItemSpec[]) => unknown;
  onOpen: () => void;
  onOpenWorkFolder: () => void;
  onQuit: () => void;
  /** Puts the diagnostics for a support request on the clipboard. */
  onCopyDiagnostics?: () => void;
  /** Installs the downloaded new version (shown once one is ready). */
  onRestartToUpdate?: () => void;
}

/** Keeps the tray icon's count of pending orders, tooltip and menu up to date. */
export function createTrayController(opts: TrayOptions) {
  let count: number | null = null;
  let online = false;
  let updateReady = false;

  const render = () => {
    const { t } = opts;
    const status = online ? t('desktop.tray.online') : t('desktop.tray.offline');
    const pending = count === null ? '' : t('desktop.tray.pending', { count });
    opts.tray.setToolTip([t('desktop.app_name'), pending, status].filter(Boolean).join(' - '));
    opts.tray.setTitle(count ? String(count) : '');
    opts.tray.setContextMenu(
      opts.buildMenu([
        { label: pending || t('desktop.app_name'), enabled: false },
        { label: status, enabled: false },
        { label: '', type: 'separator' },
        { label: t('desktop.tray.open'), click: opts.onOpen },
        { label: t('desktop.tray.open_work_folder'), click: opts.onOpenWorkFolder },
        ...(opts.onCopyDiagnostics
          ? [{ label: t('desktop.tray.copy_diagnostics'), click: opts.onCopyDiagnostics }]
          : []),
        { label: '', type: 'separator' },
        ...(updateReady && opts.onRestartToUpdate
          ? [{ label: t('desktop.tray.restart_to_update'), click: opts.onRestartToUpdate }]
          : []),
        { label: t('desktop.tray.quit'), click: opts.onQuit },
      ]),
    );
  };
  opts.tray.on('click', opts.onOpen);
  render();

  return {
    setCount(n: number | null) {
      count = n;
      render();
    },
    setOnline(v: boolean) {
      online = v;
      render();
    },
    /** A new version is downloaded: the menu offers the restart. */
    setUpdateReady() {
      updateReady = true;
      render();
    },
    /** The language changed. */
    refresh: render,
    get count() {
      return count;
    },
  };
}

export type TrayController = ReturnType<typeof createTrayController>;
