import { Readable } from 'node:stream';
import { ShopProductFields } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, msg } from '../../lib/errors.js';
import { checkImage, readUpTo } from '../../lib/images.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { storeThumbnail } from './thumbnails.js';

/** Each product image at most this size; the storefront shows them at most a few hundred pixels wide. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SLOTS = ['image1', 'image2', 'image3'] as const;
export type ImageSlot = (typeof SLOTS)[number];

export interface ProductForm {
  fields: ShopProductFields;
  /** Stored keys of the uploaded images, and of the thumbnail made from a new image1. */
  images: Partial<Record<ImageSlot | 'thumbnail', string>>;
}

const JSON_FIELDS = new Set(['extra_options', 'remove_images']);
const NUMBER_FIELDS = new Set(['price', 'weight', 'inventory', 'category_id', 'id']);

function coerce(name: string, raw: string): unknown {
  if (JSON_FIELDS.has(name)) {
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest(`The field "${name}" must be valid JSON.`);
    }
  }
  if (name === 'category_id' && (raw === '' || raw === 'null')) return null;
  if (NUMBER_FIELDS.has(name) && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  return raw;
}

/**
 * Reads product add/update: JSON, or multipart text fields plus image1..image3. Images are checked by their
 * content and stored; if the form turns out to be invalid, what was stored is removed again.
 */
export async function readProductForm(app: FastifyInstance, req: FastifyRequest): Promise<ProductForm> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as ShopProductFields, images: {} };
  const fields: Record<string, unknown> = {};
  const images: ProductForm['images'] = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const slot = part.fieldname as ImageSlot;
        if (!SLOTS.includes(slot) || images[slot]) {
          part.file.resume();
          throw badRequest(`Unexpected file "${part.fieldname}".`);
        }
        const bytes = await readUpTo(part.file, MAX_IMAGE_BYTES, msg('Each image must be 5 MB or smaller.'));
        if (bytes.length === 0 && !part.filename) continue;
        await checkImage(bytes);
        const stored = await app.storage.put('shop', Readable.from(bytes), { maxBytes: MAX_IMAGE_BYTES });
        images[slot] = stored.key;
        if (slot === 'image1') images.thumbnail = await storeThumbnail(app, bytes);
      } else {
        if (!(part.fieldname in ShopProductFields.properties))
          throw badRequest(`The field "${part.fieldname}" is not allowed here.`);
        fields[part.fieldname] = coerce(part.fieldname, String(part.value));
      }
    }
    // Checked as the JSON body is: the same limits, counted in characters, and the same words.
    const problem = schemaProblem(ShopProductFields, fields, 'body');
    if (problem) throw problem;
  } catch (err) {
    await Promise.all(Object.values(images).map((k) => app.storage.delete(k)));
    throw err;
  }
  return { fields: fields as ShopProductFields, images };
}
