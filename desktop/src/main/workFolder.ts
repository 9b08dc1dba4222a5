import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@portal/contracts';
import { sha256File } from './hash.js';
import { vehicleName } from '../shared/orderView.js';

/** Files named with an order number and saved here are matched to that order wherever they came from. */
export const OUTBOX = 'outbox';
/** What the app wrote into an order folder, so the watcher can tell its own files from the tuner's. */
export const MANIFEST = '.portal-order.json';

export interface OrderManifest {
  orderId: number;
  original: string | null;
  originalSha256: string | null;
  ini: string;
}

// Characters Windows refuses in names; control characters are dropped separately.
const FORBIDDEN = /[<>:"/\\|?*]/g;

/** One part of a file or folder name that every desktop system accepts. */
export function safeSegment(raw: string, max = 60): string {
  const printable = [...raw].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  const cleaned = printable.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  return cleaned.slice(0, max).replace(/[. ]+$/, '');
}

/** "10234 - AB12CDE - VW Golf 2.0 TDI": the number first, so folders sort and match by it. */
export function orderFolderName(order: Pick<Order, '_id' | 'reg_no' | 'make' | 'model' | 'engine'>): string {
  const parts = [String(order._id), safeSegment(order.reg_no, 20), safeSegment(vehicleName(order))];
  return parts.filter(Boolean).join(' - ');
}

/** The order number at the start of an order folder's name (people may rename the rest). */
export function folderOrderId(folder: string): number | null {
  const m = /^(\d+)(?=$|[\s_-])/.exec(folder);
  return m ? Number(m[1]) : null;
}

/**
 * The order number in the name of a file saved to the outbox: "#10234", "order 10234", "order-10234" or
 * a name that starts with the number ("10234 stage1.bin"). Numbers elsewhere (engine sizes, years) are
 * not taken, since "Golf 2.0 2019.bin" must not be delivered to order 2019.
 */
export function fileOrderNumber(fileName: string): number | null {
  const m =
    /#\s*(\d+)/.exec(fileName) ??
    /(?:^|[^a-z])(?:order|ord|auftrag|commande|pedido)[\s_#.-]*(\d+)/i.exec(fileName) ??
    /^(\d+)(?=$|[^\d.]|\.\D)/.exec(fileName);
  return m ? Number(m[1]) : null;
}

/**
 * The order number by a tuning tool's own naming rule: `{order}` stands for the number and `*` for any
 * text, the rest as written (letter case aside): `ECM_{order}_*.bin`, `*#{order}*`. A rule without
 * `{order}` matches nothing.
 */
export function ruleOrderNumber(rule: string, fileName: string): number | null {
  if (!rule.includes('{order}')) return null;
  const source = rule
    .split('{order}')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*'),
    )
    .join('(\\d{1,9})');
  const m = new RegExp(`^${source}$`, 'i').exec(fileName);
  return m ? Number(m[1]) : null;
}

const IGNORED_NAMES = new Set(['thumbs.db', 'desktop.ini', '.ds_store']);
const IGNORED_EXT = /\.(tmp|temp|part|partial|crdownload|download|bak|swp|lock|ini|lnk)$/i;

/** Temporary, hidden and system files, and INI files (ours): never a modified ECU file. */
export function isIgnoredName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return (
    IGNORED_NAMES.has(lower) ||
    lower.startsWith('.') ||
    lower.startsWith('~') ||
    lower.endsWith('~') ||
    IGNORED_EXT.test(lower)
  );
}

export async function readManifest(folder: string): Promise<OrderManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as OrderManifest;
  } catch {
    return null;
  }
}

/** The existing folder of an order, found by its number even if a person renamed the rest. */
export async function findOrderFolder(workFolder: string, orderId: number): Promise<string | null> {
  const entries = await readdir(workFolder, { withFileTypes: true }).catch(() => []);
  const hit = entries.find((e) => e.isDirectory() && folderOrderId(e.name) === orderId);
  return hit ? path.join(workFolder, hit.name) : null;
}

export interface OrderFilesSource {
  downloadOriginal(orderId: number, file: string): Promise<void>;
  downloadIni(orderId: number, file: string): Promise<void>;
}

/**
 * Puts the original and its INI into the order's own folder and answers the folder. Each file arrives
 * under a temporary name and is renamed when complete, so neither the tuning tool nor our own watcher
 * ever sees half a file. An original already there with the right fingerprint is not downloaded again.
 */
export async function prepareOrderFolder(
  workFolder: string,
  order: Order,
  source: OrderFilesSource,
): Promise<string> {
  await mkdir(path.join(workFolder, OUTBOX), { recursive: true });
  const folder =
    (await findOrderFolder(workFolder, order._id)) ?? path.join(workFolder, orderFolderName(order));
  await mkdir(folder, { recursive: true });
  const previous = await readManifest(folder);
  const originalName = order.original_file
    ? safeSegment(order.original_file.name, 120) || 'original.bin'
    : null;
  const iniName = `${order._id}.ini`;
  const manifest: OrderManifest = {
    orderId: order._id,
    original: originalName,
    originalSha256: order.original_file?.sha256 ?? null,
    ini: iniName,
  };
  // Written first: the watcher must know the original is ours before it lands.
  await writeFile(path.join(folder, MANIFEST), JSON.stringify(manifest, null, 2));

  const fetchInto = async (name: string, download: (file: string) => Promise<void>) => {
    const final = path.join(folder, name);
    const tmp = `${final}.download`;
    try {
      await download(tmp);
      await rename(tmp, final);
    } finally {
      await rm(tmp, { force: true });
    }
  };
  if (originalName && order.original_file && !order.file_expired) {
    const target = path.join(folder, originalName);
    const same =
      existsSync(target) &&
      previous?.originalSha256 === order.original_file.sha256 &&
      (await sha256File(target)) === order.original_file.sha256;
    if (!same) await fetchInto(originalName, (f) => source.downloadOriginal(order._id, f));
  }
  await fetchInto(iniName, (f) => source.downloadIni(order._id, f));
  return folder;
}
