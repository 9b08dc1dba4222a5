import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Message } from '@portal/contracts';
import { httpError, msg } from '../../lib/errors.js';
import { checkImage, readUpTo } from '../../lib/images.js';
import { replies } from '../../lib/schema.js';
import { multipartValidator } from '../orders/multipart-schema.js';
import { discard, readForm } from '../orders/upload.js';
import { IMAGE_PATH, isImageName } from './message-html.js';

const FOLDER = 'message-images';
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES: Record<string, string> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const NOT_AN_IMAGE = msg('The picture must be a PNG, JPEG, GIF or WebP image.');
const TOO_LARGE = msg('The picture is larger than 5 MB.');

/**
 * Pictures in staff messages (spec "General messaging"): uploaded from the message editor, shown in the
 * message box and in e-mails. Their addresses are random and served without a session, as an e-mail
 * client has none; only pictures recognised by content are kept.
 */
export const messageImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Messaging'];
  const canSend = app.requirePermission('dealers_manager.send_email');

  app.post('/upload_message_image', {
    onRequest: canSend,
    schema: {
      tags,
      summary: 'Upload a picture for a staff message (multipart `file`); answers its address for <img src>',
      consumes: ['multipart/form-data'],
      body: Type.Object({ file: Type.String({ format: 'binary' }) }),
      response: replies(Type.Object({ url: Type.String(), name: Type.String() }), 400, 401, 403, 413, 415),
    },
    validatorCompiler: multipartValidator,
    handler: async (req) => {
      const form = await readForm(app, req, {
        file: {
          folder: FOLDER,
          label: msg('The picture'),
          accept: Object.keys(TYPES),
          rejectMessage: NOT_AN_IMAGE,
        },
      });
      const file = form.files.file?.[0];
      if (!file) throw httpError(400, 'VALIDATION', msg('Please choose a picture.'));
      if (file.size > MAX_BYTES) {
        await discard(app, [file.key]);
        throw httpError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      }
      // The streaming check saw only the first bytes: the picture must also open as its type, within the
      // pixel limit, like every other uploaded image.
      const bytes = await readUpTo(await app.storage.get(file.key), MAX_BYTES, TOO_LARGE);
      const image = await checkImage(bytes, NOT_AN_IMAGE).catch(async (err) => {
        await discard(app, [file.key]);
        throw err;
      });
      const name = `${file.key.slice(FOLDER.length + 1)}.${image.ext}`;
      return { url: `${IMAGE_PATH}${name}`, name };
    },
  });

  app.post('/remove_message_image', {
    onRequest: canSend,
    schema: {
      tags,
      summary:
        'Delete a picture uploaded for a message (by its name or address), e.g. removed from the draft',
      body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: replies(Message, 401, 403, 404),
    },
    handler: async (req) => {
      const name = req.body.name.startsWith(IMAGE_PATH)
        ? req.body.name.slice(IMAGE_PATH.length)
        : req.body.name;
      if (!isImageName(name)) throw httpError(404, 'NOT_FOUND', msg('There is no such picture.'));
      const key = `${FOLDER}/${name.replace(/\.[a-z]+$/, '')}`;
      if ((await app.storage.size(key)) === null)
        throw httpError(404, 'NOT_FOUND', msg('There is no such picture.'));
      await app.storage.delete(key);
      return { status: 'success' as const, message: msg('The picture has been deleted.') };
    },
  });

  app.get('/message_image/:year/:month/:file', {
    schema: {
      tags,
      summary: 'A picture of a staff message (public: e-mails show it too)',
      security: [],
      params: Type.Object({
        year: Type.String({ pattern: '^\\d{4}$' }),
        month: Type.String({ pattern: '^\\d{2}$' }),
        file: Type.String({ maxLength: 60 }),
      }),
    },
    handler: async (req, reply) => {
      const name = `${req.params.year}/${req.params.month}/${req.params.file}`;
      if (!isImageName(name)) throw httpError(404, 'NOT_FOUND', msg('There is no such picture.'));
      const ext = name.split('.').pop() as string;
      const key = `${FOLDER}/${name.replace(/\.[a-z]+$/, '')}`;
      const size = await app.storage.size(key);
      if (size === null) throw httpError(404, 'NOT_FOUND', msg('There is no such picture.'));
      return reply
        .header('content-type', TYPES[ext])
        .header('content-length', String(size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await app.storage.get(key));
    },
  });
};
