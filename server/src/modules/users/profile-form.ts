import { ProfileUpdate } from '@portal/contracts';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, httpError } from '../../lib/errors.js';
import { FileTooLargeError } from '../../plugins/storage.js';
import { findById } from './repo.js';

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const PICTURE_MAX_BYTES = 3 * 1024 * 1024;

/** Reads the profile form; the picture is stored as "key|mime" and the old one removed after the change. */
export async function readProfileForm(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<Record<string, unknown>> {
  const fields: Record<string, string> = {};
  let picture: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_picture') throw badRequest(`Unexpected file "${part.fieldname}".`);
        if (!PICTURE_TYPES.has(part.mimetype)) {
          part.file.resume();
          throw httpError(415, 'UNSUPPORTED_FILE', 'The picture must be a PNG, JPEG, WebP or GIF image.');
        }
        const stored = await app.storage
          .put('avatars', part.file, { maxBytes: PICTURE_MAX_BYTES })
          .catch((err) => {
            if (err instanceof FileTooLargeError)
              throw httpError(413, 'PAYLOAD_TOO_LARGE', 'The picture must be 3 MB or smaller.');
            throw err;
          });
        picture = `${stored.key}|${part.mimetype}`;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!Value.Check(ProfileUpdate, fields)) {
      const first = [...Value.Errors(ProfileUpdate, fields)][0];
      throw badRequest(`Invalid "${first?.path.replace(/^\//, '')}": ${first?.message ?? 'not valid'}.`);
    }
  } catch (err) {
    if (picture) await app.storage.delete(picture.split('|')[0]);
    throw err;
  }
  if (!picture) return fields;
  const previous = (await findById(app.db, req.user._id))?.profile_picture;
  if (previous) await app.storage.delete(previous.split('|')[0]);
  return { ...fields, profile_picture: picture };
}
