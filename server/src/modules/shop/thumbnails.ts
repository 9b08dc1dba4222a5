import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { httpError, msg } from '../../lib/errors.js';
import { isPixelLimit, MAX_IMAGE_PIXELS, tooManyPixels } from '../../lib/images.js';

/** The storefront's cards are at most ~300 CSS pixels wide: this covers them on 1.5x screens. */
export const THUMB_SIZE = 480;

/**
 * Makes and stores the WebP thumbnail of an uploaded product image (first frame of an animation, turned as
 * its EXIF says, never enlarged). A file that only looks like an image by its first bytes is refused like
 * any other file that is not an image; one with too many pixels is told so, as its type is fine.
 */
export async function storeThumbnail(app: FastifyInstance, image: Buffer): Promise<string> {
  let thumb: Buffer;
  try {
    thumb = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (isPixelLimit(err)) throw tooManyPixels();
    throw httpError(415, 'UNSUPPORTED_FILE', msg('Images must be PNG, JPEG, WebP or GIF files.'));
  }
  return (await app.storage.put('shop', Readable.from(thumb))).key;
}
