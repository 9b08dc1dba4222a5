import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Content-Security-Policy for answers that carry a file someone uploaded. Should a browser ever show one as a
 * page of its own (an SVG opened directly, a file it was tricked into rendering), the page runs no script,
 * loads nothing from the portal and gets an origin of its own, so it cannot read the portal's storage.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Types browsers only display or save, never run, by the file-type extension found in the content. */
const PASSIVE: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/x-rar-compressed',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  xz: 'application/x-xz',
  bz2: 'application/x-bzip2',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
const PASSIVE_TYPES = new Set(Object.values(PASSIVE));
const OCTET_STREAM = 'application/octet-stream';

/** Bytes file-type needs to recognise every format it knows. */
const HEAD_BYTES = 4100;

/** The type a file is served with, told from its first bytes: a passive type, or plain bytes. */
export async function passiveTypeOf(head: Buffer): Promise<string> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  return (found && PASSIVE[found.ext]) || OCTET_STREAM;
}

/**
 * The type to answer with for a stored file: the recorded one only when it is passive. Rows stored before
 * types were told from the content may carry whatever the uploader's browser claimed (text/html, JavaScript).
 */
export function servedType(recorded: string | null | undefined): string {
  return recorded && PASSIVE_TYPES.has(recorded) ? recorded : OCTET_STREAM;
}

/** Passes bytes on unchanged and keeps the first ones, to tell the type from the content once stored. */
export function headKeeper(): Transform & { head: () => Buffer } {
  const kept: Buffer[] = [];
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (size < HEAD_BYTES) {
        kept.push(chunk.subarray(0, HEAD_BYTES - size));
        size += Math.min(chunk.length, HEAD_BYTES - size);
      }
      done(null, chunk);
    },
  });
  return Object.assign(stream, { head: () => Buffer.concat(kept) });
}
