import { pipeline } from 'node:stream/promises';
import { FileLinkUpdate } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, httpError } from '../../lib/errors.js';
import { cleanFileName } from '../../lib/file-names.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { headKeeper, passiveTypeOf } from '../../lib/uploaded-files.js';
import { FileTooLargeError } from '../../plugins/storage.js';

export interface UploadedFile {
  key: string;
  size: number;
  name: string;
  type: string;
}

export interface FileLinkForm {
  fields: {
    title?: string;
    category?: string;
    description?: string;
    url?: string;
    is_public?: boolean;
  };
  file: UploadedFile | null;
}

function coerce(name: string, raw: string): unknown {
  if (name === 'is_public') return raw === 'true' || raw === '1' || raw === 'on';
  return raw;
}

/**
 * Reads POST/PUT /flink: multipart fields and an optional `file` part (streamed to storage), or a JSON body
 * without a file. A stored file is removed again when the form turns out to be invalid.
 */
export async function readFileLinkForm(app: FastifyInstance, req: FastifyRequest): Promise<FileLinkForm> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as FileLinkForm['fields'], file: null };
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  const maxBytes = (await app.settings.all()).max_upload_mb * 1024 * 1024;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest(`Unexpected file "${part.fieldname}": send one file in a field named "file".`);
        }
        // The type is told from the content, never taken from the uploader: a script served with its own
        // type from the portal's origin would run there.
        const head = headKeeper();
        // pipeline, not pipe: a request cut off must fail the upload, not leave storage waiting.
        pipeline(part.file, head).catch(() => {});
        const stored = await app.storage.put('downloads', head, { maxBytes }).catch((err) => {
          if (err instanceof FileTooLargeError)
            throw httpError(
              413,
              'PAYLOAD_TOO_LARGE',
              `The file must be ${maxBytes / 1024 / 1024} MB or smaller.`,
            );
          throw err;
        });
        file = {
          key: stored.key,
          size: stored.size,
          name: cleanFileName(part.filename, 'download'),
          type: await passiveTypeOf(head.head()),
        };
        // An empty file part is what a browser sends when no file was chosen.
        if (stored.size === 0 && !part.filename) {
          await app.storage.delete(stored.key);
          file = null;
        }
      } else {
        if (!(part.fieldname in FileLinkUpdate.properties))
          throw badRequest(`The field "${part.fieldname}" is not allowed here.`);
        fields[part.fieldname] = coerce(part.fieldname, String(part.value));
      }
    }
    // Checked as the JSON body is: the same limits, counted in characters, and the same words.
    const problem = schemaProblem(FileLinkUpdate, fields, 'body');
    if (problem) throw problem;
  } catch (err) {
    if (file) await app.storage.delete((file as UploadedFile).key);
    throw err;
  }
  return { fields: fields as FileLinkForm['fields'], file };
}
