import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { httpError, msg } from './errors.js';

/**
 * The most pixels an uploaded image may have (one frame). Beyond it decoding takes hundreds of MB, on the
 * server for thumbnails and in every browser that shows the image; a small file can still claim that many.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** The usual file name ending for the type, without the dot. */
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

const BY_FORMAT: Record<string, Pick<CheckedImage, 'mime' | 'ext'>> = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by its first bytes, whatever the file name or declared type say. */
export function imageType(head: Buffer): CheckedImage['mime'] | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const six = head.length >= 6 ? head.toString('latin1', 0, 6) : '';
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const tooManyPixels = () =>
  httpError(
    413,
    'PAYLOAD_TOO_LARGE',
    msg(`The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`),
  );

/**
 * Every uploaded image passes here before it is stored: its type comes from its bytes (the declared type
 * and name are the sender's word only) and its header must be readable as that type, so no other kind of
 * file is kept and served as an image. Only the header is read, not the pixels.
 */
export async function checkImage(
  bytes: Buffer,
  notImage = msg('Images must be PNG, JPEG, WebP or GIF files.'),
): Promise<CheckedImage> {
  const refuse = () => httpError(415, 'UNSUPPORTED_FILE', notImage);
  const mime = imageType(bytes);
  if (!mime) throw refuse();
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse();
    });
  const kind = BY_FORMAT[meta.format ?? ''];
  if (!kind || kind.mime !== mime || !meta.width || !meta.height) throw refuse();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  return { ...kind, width: meta.width, height: meta.height };
}

/** Whether sharp gave up on an image for its pixel count (its `limitInputPixels`). */
export const isPixelLimit = (err: unknown) => /pixel limit/i.test((err as Error | null)?.message ?? '');

/** Reads an uploaded file into memory, refusing it with 413 `tooLarge` once it passes `maxBytes`. */
export async function readUpTo(stream: Readable, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.resume();
      throw httpError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
