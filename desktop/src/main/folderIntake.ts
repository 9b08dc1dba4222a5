import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isApiError } from '@portal/api-client';
import type { UploadReport } from '@portal/ui';
import type { EventChannel, EventMap } from '../shared/bridge.js';
import type { DesktopSettings } from '../shared/settings.js';
import { type FolderWatcher, watchWorkFolder } from './fileWatcher.js';
import type { Translate } from './i18n.js';
import type { Dispatcher } from './notifications.js';
import type { ServerApi } from './serverApi.js';
import type { KeyValueStore } from './store.js';
import type { Timing } from './timing.js';
import { FileChanged } from './uploadEntry.js';
import { reportKey } from '../shared/reportKey.js';
import type { createUploadQueue } from './uploadQueue.js';
import type { FileSnapshot } from './writeDetector.js';
import { fileOrderNumber, folderOrderId, OUTBOX, readManifest, ruleOrderNumber } from './workFolder.js';
import type { ToolFolder } from '../shared/settings.js';
import type { Order } from '@portal/contracts';

export interface FolderIntakeDeps {
  settings: () => DesktopSettings;
  /** Keeps until when the folder was watched. */
  store: KeyValueStore;
  timing: Timing;
  t: Translate;
  /** Read at call time: the server may change. */
  api: () => ServerApi;
  queue: ReturnType<typeof createUploadQueue>;
  rememberOrder: (orderId: number, order: Order) => void;
  dispatcher: Dispatcher;
  push: <C extends EventChannel>(channel: C, payload: EventMap[C]) => void;
  showOrder: (orderId: number | null) => void;
  log: (message: string, extra?: unknown) => void;
}

const WATCH_MARK_KEY = 'watcher.lastSeen';
// Chosen files expire: a drop is followed by its upload at once.
const CHOSEN_FILE_MS = 10 * 60_000;

/**
 * What comes in through the work folder: its watcher, which order a finished file belongs to, the reports
 * of files that match none, and which paths the screens may ask to upload.
 */
export function createFolderIntake(deps: FolderIntakeDeps) {
  const { t, queue, dispatcher } = deps;
  const reports: UploadReport[] = [];
  const chosen = new Map<string, number>();
  let watcher: FolderWatcher | null = null;
  // One more watcher per tuning tool that saves into a folder of its own.
  let toolWatchers: FolderWatcher[] = [];
  let watchMark: NodeJS.Timeout | null = null;

  function report(r: Omit<UploadReport, 'id' | 'at'>) {
    const full: UploadReport = { ...r, id: `${Date.now()}-${reports.length}`, at: Date.now() };
    reports.push(full);
    if (reports.length > 50) reports.shift();
    deps.log('file not matched', full);
    deps.push('push:report', full);
    dispatcher.notify(
      t('desktop.report.title'),
      t(reportKey(r.reason), { file: r.fileName, number: r.orderNumber ?? '' }),
    );
  }

  /**
   * Which order a file in a watched folder is for: null when it is none of ours (outside an order folder,
   * the order's own original), `orderId: null` when it should name one and does not.
   */
  async function placeOf(
    file: string,
    tool?: ToolFolder,
  ): Promise<{ orderId: number | null; originalSha256: string | null } | null> {
    const root = tool ? tool.folder : deps.settings().workFolder;
    const parts = path.relative(root, file).split(path.sep);
    if (parts[0].startsWith('..') || (!tool && parts.length < 2)) return null;
    const fileName = path.basename(file);
    // The tool's own naming rule, or the outbox's when it has none.
    if (tool)
      return {
        orderId: tool.rule ? ruleOrderNumber(tool.rule, fileName) : fileOrderNumber(fileName),
        originalSha256: null,
      };
    if (parts[0] === OUTBOX) return { orderId: fileOrderNumber(fileName), originalSha256: null };
    const orderId = folderOrderId(parts[0]);
    if (orderId === null) return null;
    const manifest = await readManifest(path.join(root, parts[0]));
    // Only a folder the app made for that order ("Open in work folder"): one merely named like a number
    // ("2023-archive", holding older order folders) is not an order's.
    if (!manifest || manifest.orderId !== orderId) return null;
    if (fileName === manifest.original || fileName === manifest.ini) return null;
    // The original saved again under another name is not a tuned file (the queue's hash tells).
    return { orderId, originalSha256: manifest.originalSha256 ?? null };
  }

  /** A file of an order that could not be read for the whole wait (held open, or no permission to read). */
  async function handleStuck(file: string, tool?: ToolFolder): Promise<void> {
    const place = await placeOf(file, tool);
    if (!place || place.orderId === null) return;
    report({ fileName: path.basename(file), reason: 'unreadable', orderNumber: String(place.orderId) });
  }

  /** A finished file in the work folder: which order it belongs to, and whether it is ours to send. */
  async function handleFile(file: string, taken?: FileSnapshot, tool?: ToolFolder): Promise<void> {
    const place = await placeOf(file, tool);
    if (!place) return;
    const fileName = path.basename(file);
    const { orderId, originalSha256 } = place;
    if (orderId === null) return report({ fileName, reason: 'no-order-number', orderNumber: null });
    try {
      deps.rememberOrder(orderId, await deps.api().getOrderRaw(orderId));
    } catch (err) {
      if (isApiError(err) && err.statusCode === 404) {
        return report({ fileName, reason: 'unknown-order', orderNumber: String(orderId) });
      }
      // Offline or signed out: the queue keeps it and the server decides later.
    }
    const ask = !deps.settings().autoUpload;
    let added: Awaited<ReturnType<typeof queue.add>>;
    try {
      added = await queue.add({ orderId, file, ask, taken, skipSha256: originalSha256 });
    } catch (err) {
      // Written to again while it was copied: the watcher brings it back once it settles.
      if (err instanceof FileChanged) return;
      throw err;
    }
    const { entry, duplicate } = added;
    if (ask && !duplicate) {
      dispatcher.notify(
        t('desktop.notify.ask_title', { number: orderId }),
        t('desktop.notify.ask_body', { file: fileName }),
        () => {
          void queue.answer(entry.id, true);
          deps.showOrder(entry.orderId);
        },
      );
    }
  }

  function start() {
    const root = deps.settings().workFolder;
    if (!root || watcher) return;
    const last = deps.store.get(WATCH_MARK_KEY);
    watcher = watchWorkFolder({
      root,
      settleMs: deps.timing.settleMs,
      settleChecks: deps.timing.settleChecks,
      settleMaxMs: deps.timing.settleMaxMs,
      since: typeof last === 'number' ? last : undefined,
      onFile: (file, taken) =>
        void handleFile(file, taken).catch((err) => deps.log('file not handled', { file, err })),
      onStuck: (file) => void handleStuck(file).catch((err) => deps.log('file not handled', { file, err })),
      onError: (err) => deps.log('watcher error', err),
    });
    // Remembers until when the folder was watched, so files saved while the app was closed are picked up.
    const workRoot = path.resolve(root);
    toolWatchers = deps
      .settings()
      .toolFolders.filter((tool) => tool.folder && path.resolve(tool.folder) !== workRoot)
      .map((tool) =>
        watchWorkFolder({
          root: tool.folder,
          topLevel: true,
          settleMs: deps.timing.settleMs,
          settleChecks: deps.timing.settleChecks,
          settleMaxMs: deps.timing.settleMaxMs,
          since: typeof last === 'number' ? last : undefined,
          onFile: (file, taken) =>
            void handleFile(file, taken, tool).catch((err) => deps.log('file not handled', { file, err })),
          onStuck: (file) =>
            void handleStuck(file, tool).catch((err) => deps.log('file not handled', { file, err })),
          onError: (err) => deps.log('watcher error', { folder: tool.folder, err }),
        }),
      );
    const mark = () => deps.store.set(WATCH_MARK_KEY, Date.now());
    mark();
    watchMark = setInterval(mark, 30_000);
  }

  async function stop() {
    if (watchMark) clearInterval(watchMark);
    watchMark = null;
    const w = watcher;
    const tools = toolWatchers;
    watcher = null;
    toolWatchers = [];
    if (w) {
      deps.store.set(WATCH_MARK_KEY, Date.now());
      await Promise.all([w.close(), ...tools.map((t) => t.close())]);
    }
  }

  /** A dropped or chosen file, or one inside the work folder (links followed first). */
  async function mayUpload(file: string): Promise<boolean> {
    if (!path.isAbsolute(file)) return false;
    const resolved = path.resolve(file);
    const until = chosen.get(resolved);
    if (until && until > Date.now()) return true;
    const root = deps.settings().workFolder;
    if (!root) return false;
    // Links are followed first, so a link inside the folder to a file outside it does not count.
    const [real, realRoot] = await Promise.all([realpath(resolved), realpath(root)]).catch(() => [
      null,
      null,
    ]);
    if (!real || !realRoot) return false;
    const rel = path.relative(realRoot, real);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  }

  return {
    handleFile,
    start,
    stop,
    mayUpload,
    ready: async () => {
      await Promise.all([watcher?.ready, ...toolWatchers.map((t) => t.ready)]);
    },
    reports: () => [...reports],
    /** Files the person dropped or chose: these may be uploaded by path for a while. */
    allow(paths: string[]): void {
      const until = Date.now() + CHOSEN_FILE_MS;
      for (const p of paths) chosen.set(path.resolve(p), until);
    },
  };
}
