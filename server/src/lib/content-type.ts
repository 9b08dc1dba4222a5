import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise every format it knows. */
const HEAD_BYTES = 4100;

/** Attachments of tickets and chat: images, PDF and archives, recognised by their content. */
export const ATTACHMENT_TYPES = [
  'jpg',
  'png',
  'apng',
  'gif',
  'webp',
  'bmp',
  'heic',
  'pdf',
  'zip',
  'rar',
  '7z',
];

/**
 * Passes bytes through unchanged once the first ones are recognised as one of `accept` (file-type
 * extensions); fails the stream otherwise, so a renamed executable is refused whatever its name says.
 * The verdict can come before storage starts reading, so it is also kept in `rejected`.
 */
export function contentCheck(accept: string[]): Transform & { rejected: boolean } {
  let head: Buffer | null = Buffer.alloc(0);
  const verdict = (out: Buffer, done: (err: Error | null, data?: Buffer) => void) => {
    fileTypeFromBuffer(out).then(
      (type) => {
        if (type && accept.includes(type.ext)) return done(null, out);
        check.rejected = true;
        done(new Error('file content not accepted'));
      },
      () => {
        check.rejected = true;
        done(new Error('file content not recognised'));
      },
    );
  };
  const check = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (head === null) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) return done();
        const out = head;
        head = null;
        verdict(out, done);
      },
      flush(done) {
        if (head === null) return done();
        const out = head;
        head = null;
        verdict(out, done);
      },
    }),
    { rejected: false },
  );
  // Storage reads the stream a moment later; until then an early failure must not go unheard.
  check.on('error', () => {});
  return check;
}
