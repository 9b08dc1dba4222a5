import { Readable } from 'node:stream';
import { ProfileUpdate } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, msg } from '../../lib/errors.js';
import { checkImage, readUpTo } from '../../lib/images.js';
import { schemaProblem } from '../../lib/schema-check.js';

const PICTURE_MAX_BYTES = 3 * 1024 * 1024;

/**
 * Reads the profile form; the picture is stored as "key|mime", its type read from its bytes (it is served
 * with that type). The caller removes the old one once the change is saved, or this one if it is refused.
 */
export async function readProfileForm(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<Record<string, unknown>> {
  const fields: Record<string, string> = {};
  let picture: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // A second picture would overwrite the first and leave it stored.
        if (part.fieldname !== 'profile_picture' || picture)
          throw badRequest(`Unexpected file "${part.fieldname}".`);
        const bytes = await readUpTo(
          part.file,
          PICTURE_MAX_BYTES,
          msg('The picture must be 3 MB or smaller.'),
        );
        if (bytes.length === 0 && !part.filename) continue;
        const image = await checkImage(bytes, msg('The picture must be a PNG, JPEG, WebP or GIF image.'));
        const stored = await app.storage.put('avatars', Readable.from(bytes));
        picture = `${stored.key}|${image.mime}`;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    // Named, so the form shows it under that field; in the words a JSON body gets.
    const problem = schemaProblem(ProfileUpdate, fields, 'body');
    if (problem) throw problem;
  } catch (err) {
    if (picture) await app.storage.delete(picture.split('|')[0]);
    throw err;
  }
  return picture ? { ...fields, profile_picture: picture } : fields;
}
