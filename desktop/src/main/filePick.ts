import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_LIMITS } from '../shared/apiRequest.js';
import type { PickedFile } from '../shared/bridge.js';

/** The native dialog's filters for a file input's `accept` list (extensions only; MIME kinds widen to all). */
export function acceptToFilters(accept: string | undefined): { name: string; extensions: string[] }[] {
  const items = (accept ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  const exts = items.filter((a) => a.startsWith('.')).map((a) => a.slice(1));
  const images = items.some((a) => a === 'image/*');
  if (images) exts.push('png', 'jpg', 'jpeg', 'gif', 'webp', 'svg');
  if (!exts.length || items.some((a) => !a.startsWith('.') && a !== 'image/*')) return [];
  return [{ name: exts.join(', '), extensions: [...new Set(exts)] }];
}

const TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain',
};

/** Reads the chosen files for the renderer; together they may not pass the upload limit. */
export async function readPickedFiles(
  paths: readonly string[],
  maxBytes: number = API_LIMITS.multipartBytes,
) {
  let total = 0;
  for (const p of paths) total += (await stat(p)).size;
  if (total > maxBytes)
    throw Object.assign(new Error('The files are too large.'), { statusCode: 413, code: 'TOO_LARGE' });
  const files: PickedFile[] = [];
  for (const p of paths) {
    const ext = path.extname(p).toLowerCase();
    files.push({
      name: path.basename(p),
      type: TYPES[ext] ?? 'application/octet-stream',
      data: new Uint8Array(await readFile(p)),
    });
  }
  return files;
}
