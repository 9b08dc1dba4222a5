import { Readable } from 'node:stream';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, msg } from '../../lib/errors.js';
import { cleanFileName } from '../../lib/file-names.js';
import { checkImage, readUpTo } from '../../lib/images.js';
import { checkPart, jsonOrMultipart } from '../../lib/schema.js';
import { schemaProblem } from '../../lib/schema-check.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  field: string;
  key: string;
  mime: string;
  name: string;
}

/** How a multipart text field becomes the value the JSON schema expects. */
/** 'id' differs from 'int' in that an empty field means "not chosen" rather than "clear". */
export type FieldKind = 'text' | 'int' | 'id' | 'int-list' | 'text-list' | 'json';

export interface FormSpec {
  fields: Record<string, FieldKind>;
  /** File fields accepted, all images (typed by their bytes), stored under `folder`. */
  imageFields: string[];
  folder: string;
}

/**
 * Reads a multipart form: each image is read (at most 5 MB), checked by its bytes and stored as it arrives;
 * text fields are turned into the types of `schema` and checked against it. On any problem the images
 * already stored are removed again.
 */
export async function readForm<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  spec: FormSpec,
  schema: TSchema,
): Promise<{ body: T; images: UploadedImage[] }> {
  const raw: Record<string, string[]> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!spec.imageFields.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Unexpected file "${part.fieldname}".`);
        }
        const bytes = await readUpTo(part.file, IMAGE_MAX_BYTES, msg('Each image must be 5 MB or smaller.'));
        if (bytes.length === 0 && !part.filename) continue;
        const image = await checkImage(bytes);
        const stored = await app.storage.put(spec.folder, Readable.from(bytes));
        images.push({
          field: part.fieldname,
          key: stored.key,
          mime: image.mime,
          name: cleanFileName(part.filename, 'image'),
        });
      } else {
        // Browsers send list fields as "name" or "name[]".
        const name = part.fieldname.replace(/\[\]$/, '');
        if (!(name in spec.fields)) throw badRequest(`The field "${name}" is not allowed here.`);
        raw[name] = [...(raw[name] ?? []), String(part.value)];
      }
    }
    const body = coerce(raw, spec.fields);
    // Checked as the JSON body is: the same limits, counted in characters, and the same words.
    const problem = schemaProblem(schema, body, 'body');
    if (problem) throw problem;
    return { body: body as T, images };
  } catch (err) {
    await discardImages(app, images);
    throw err;
  }
}

export async function discardImages(app: FastifyInstance, images: { key: string }[]): Promise<void> {
  for (const image of images) await app.storage.delete(image.key).catch(() => undefined);
}

function coerce(raw: Record<string, string[]>, kinds: Record<string, FieldKind>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(raw)) {
    const last = values[values.length - 1].trim();
    switch (kinds[name]) {
      case 'text':
        out[name] = values[values.length - 1];
        break;
      case 'int':
        // An empty field clears the value; anything else must be a whole number.
        out[name] = last === '' ? null : /^-?\d+$/.test(last) ? Number(last) : last;
        break;
      case 'id':
        if (last !== '') out[name] = /^\d+$/.test(last) ? Number(last) : last;
        break;
      case 'json':
        out[name] = last === '' ? [] : parseJsonField(name, last);
        break;
      case 'text-list':
      case 'int-list': {
        const items = listValues(values);
        out[name] = kinds[name] === 'int-list' ? items.map((v) => (/^\d+$/.test(v) ? Number(v) : v)) : items;
        break;
      }
    }
  }
  return out;
}

/** A list sent as repeated fields, as a JSON array, or as one comma-separated value. */
function listValues(values: string[]): string[] {
  if (values.length === 1) {
    const only = values[0].trim();
    if (only.startsWith('[')) {
      const parsed = parseJsonField('list', only);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v).trim()).filter(Boolean);
    }
    return only
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return values.map((v) => v.trim()).filter(Boolean);
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The field "${name}" must be valid JSON.`);
  }
}

/**
 * Validator for routes taking JSON or multipart that also have params or a query string: the body goes
 * through `jsonOrMultipart`, the other parts are converted from text and checked against their schemas.
 */
export const formRouteValidator = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
  if (httpPart === 'body') return jsonOrMultipart({ schema });
  const s = schema as TSchema;
  return (data: unknown) => checkPart(s, data, httpPart);
};
