import path from 'node:path';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream/promises';
import { contentCheck } from '../../lib/content-type.js';
import { badRequest, HttpError, httpError } from '../../lib/errors.js';
import { cleanFileName } from '../../lib/file-names.js';
import { FileTooLargeError, type StoredFile } from '../../plugins/storage.js';

export interface Stored extends StoredFile {
  name: string;
}

/** The attachment columns a message row (order, ticket, chat) stores for its optional file. */
export const attachmentColumns = (file: Stored | undefined) => ({
  file_key: file?.key ?? null,
  file_name: file?.name ?? '',
  file_size: file?.size ?? 0,
});

export interface FileSpec {
  /** Storage folder. */
  folder: string;
  /** How the file is called in messages: "The original file". */
  label: string;
  /** Allowed name endings, lower case with the dot; any when missing. */
  extensions?: string[];
  /** Accepted first bytes (any of them); checked while streaming. */
  magic?: Buffer[];
  /** Accepted kinds of content (file-type extensions: 'pdf', 'zip' ...); checked while streaming. */
  accept?: string[];
  /** Message when the name or the first bytes are not accepted. */
  rejectMessage?: string;
  /** Several files may be sent under this name. */
  multiple?: boolean;
}

export interface Form {
  fields: Record<string, string[]>;
  files: Record<string, Stored[]>;
}

class RejectedFile extends Error {}

/** The form could not be read (cut off, no boundary, malformed): a 400, or the parser's own 4xx. */
function unreadable(err: unknown): Error {
  const status = (err as { statusCode?: number }).statusCode;
  if (err instanceof HttpError || (status && status >= 400 && status < 500)) return err as Error;
  return badRequest(
    'The form could not be read: it was cut off or is not valid multipart/form-data. Please try again.',
  );
}

export { cleanFileName } from '../../lib/file-names.js';

/**
 * Passes bytes through unchanged once the first ones match one of `magic`; fails the stream otherwise.
 * The failure can come before storage starts reading, so it is also kept in `rejected`.
 */
function magicCheck(magic: Buffer[]): Transform & { rejected: boolean } {
  const need = Math.max(...magic.map((m) => m.length));
  let head: Buffer | null = Buffer.alloc(0);
  const matches = (buf: Buffer) =>
    magic.some((m) => buf.length >= m.length && buf.subarray(0, m.length).equals(m));
  const check = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (head === null) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < need) return done();
        const out = head;
        head = null;
        verdict(out, done);
      },
      flush(done) {
        if (head === null) return done();
        verdict(head, done);
      },
    }),
    { rejected: false },
  );
  const verdict = (out: Buffer, done: (err: Error | null, data?: Buffer) => void) => {
    if (matches(out)) return done(null, out);
    check.rejected = true;
    done(new RejectedFile());
  };
  // Storage reads the stream a moment later; until then an early failure must not go unheard.
  check.on('error', () => {});
  return check;
}

export async function maxUploadBytes(app: FastifyInstance): Promise<{ bytes: number; mb: number }> {
  const mb = (await app.settings.all()).max_upload_mb;
  return { bytes: mb * 1024 * 1024, mb };
}

/** Deletes stored files after a failed request; a failure to delete only goes to the log. */
export async function discard(app: FastifyInstance, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (key)
      await app.storage.delete(key).catch((err) => app.log.warn({ err, key }, 'stored file not deleted'));
  }
}

/**
 * Reads a multipart form, streaming each expected file straight to storage (size-limited, fingerprinted)
 * and collecting text fields (repeated names collect into lists). Anything that goes wrong deletes the
 * files stored so far, so a refused request leaves nothing behind.
 */
export async function readForm(
  app: FastifyInstance,
  req: FastifyRequest,
  specs: Record<string, FileSpec>,
): Promise<Form> {
  if (!req.isMultipart())
    throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data.');
  const { bytes, mb } = await maxUploadBytes(app);
  const form: Form = { fields: {}, files: {} };
  try {
    const parts = req.parts();
    for (;;) {
      const next = await parts.next().catch((err) => {
        throw unreadable(err);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file') {
        form.fields[part.fieldname] = [...(form.fields[part.fieldname] ?? []), String(part.value)];
        continue;
      }
      const spec = specs[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw badRequest(`Unexpected file "${part.fieldname}".`);
      }
      const name = cleanFileName(part.filename);
      const already = form.files[part.fieldname] ?? [];
      const refuse = spec.rejectMessage ?? `${spec.label} is not an accepted file.`;
      // A second file is a mistake in the form, not a wrong kind of file: saying so avoids a misleading 415.
      if (already.length && !spec.multiple) {
        part.file.resume();
        throw badRequest(`Only one file can be attached in the field "${part.fieldname}".`);
      }
      if (spec.extensions && !spec.extensions.includes(path.extname(name).toLowerCase())) {
        part.file.resume();
        throw httpError(415, 'UNSUPPORTED_FILE', refuse);
      }
      let source: NodeJS.ReadableStream = part.file;
      const check = spec.magic ? magicCheck(spec.magic) : spec.accept ? contentCheck(spec.accept) : null;
      if (check) {
        // pipeline, not pipe: a request cut off closes the file stream without an error, and the check
        // must fail then too instead of waiting for bytes that never come.
        pipeline(part.file, check).catch(() => {});
        source = check;
      }
      // A failure of the request stream (cut off, malformed) is the client's; one of storage is ours.
      let requestFailed = false;
      part.file.once('error', () => {
        requestFailed = true;
      });
      const stored = await app.storage.put(spec.folder, source as never, { maxBytes: bytes }).catch((err) => {
        // The rest of the request is not wanted; stop reading it.
        if (!part.file.destroyed) part.file.destroy();
        if (err instanceof FileTooLargeError)
          throw httpError(413, 'PAYLOAD_TOO_LARGE', `${spec.label} is larger than the ${mb} MB limit.`);
        if (check?.rejected || err instanceof RejectedFile) throw httpError(415, 'UNSUPPORTED_FILE', refuse);
        throw requestFailed ? unreadable(err) : err;
      });
      form.files[part.fieldname] = [...already, { ...stored, name }];
    }
  } catch (err) {
    await discard(
      app,
      Object.values(form.files).flatMap((list) => list.map((f) => f.key)),
    );
    throw err;
  }
  return form;
}

/** One text field (the last one sent), trimmed; undefined when missing or empty. */
export function field(form: Form, name: string): string | undefined {
  const v = form.fields[name]?.at(-1)?.trim();
  return v === undefined || v === '' ? undefined : v;
}

/** A list sent as repeated fields, comma-separated text or a JSON array. */
export function listField(form: Form, name: string): string[] {
  const raw = [...(form.fields[name] ?? []), ...(form.fields[`${name}[]`] ?? [])];
  const out: string[] = [];
  for (const value of raw) {
    const v = value.trim();
    if (v.startsWith('[')) {
      try {
        const parsed = JSON.parse(v);
        if (Array.isArray(parsed)) {
          out.push(...parsed.map((x) => String(x).trim()));
          continue;
        }
      } catch {
        throw badRequest(`Invalid "${name}": not a valid list.`);
      }
    }
    out.push(...v.split(',').map((x) => x.trim()));
  }
  return out.filter(Boolean);
}

export const isYes = (v: string | undefined) =>
  v !== undefined && ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
