import { ROLE } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes counted against the sender's daily upload quota, refunded when the request fails. */
    uploadCharged: number;
  }
}

const isMultipart = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Limits on what one request and one customer may upload, for every multipart route at once: a request may
 * carry at most UPLOAD_REQUEST_MB (it must say its length, so nothing is read before the check), and a
 * customer may send at most UPLOAD_DAILY_MB a day (counted in the database, so every instance agrees).
 * Per-file limits stay with the routes.
 */
export default fp(
  async function uploadQuota(app: FastifyInstance) {
    const requestMax = app.config.uploadRequestMb * 1024 * 1024;
    const dailyMax = app.config.uploadDailyMb * 1024 * 1024;
    app.decorateRequest('uploadCharged', 0);

    const charge = async (req: FastifyRequest) => {
      const length = Number(req.headers['content-length']);
      if (!req.headers['content-length'] || !Number.isFinite(length))
        throw httpError(411, 'BAD_REQUEST', 'Please send the upload with its length (Content-Length).');
      if (length > requestMax)
        throw httpError(
          413,
          'PAYLOAD_TOO_LARGE',
          `One upload may carry at most ${app.config.uploadRequestMb} MB. Please send fewer or smaller files.`,
        );
      if (req.user?.role_id !== ROLE.CUSTOMER) return;
      const day = today();
      await app
        .db('upload_usage')
        .insert({ user_id: req.user._id, day, bytes: 0 })
        .onConflict(['user_id', 'day'])
        .ignore();
      const charged = await app
        .db('upload_usage')
        .where({ user_id: req.user._id, day })
        .andWhere('bytes', '<=', dailyMax - length)
        .increment('bytes', length);
      if (charged !== 1)
        throw httpError(
          413,
          'PAYLOAD_TOO_LARGE',
          'You have reached your upload limit for today. Please try again tomorrow.',
        );
      req.uploadCharged = length;
    };
    // After the route's own guards (onRequest), before anything reads the body. Every call passes through
    // these two hooks and almost none uploads: those go on without a promise.
    app.addHook('preValidation', (req, _reply, done) => {
      if (!isMultipart(req)) return done();
      charge(req).then(() => done(), done);
    });

    app.addHook('onResponse', (req, reply, done) => {
      if (!req.uploadCharged || reply.statusCode < 400 || !req.user) return done();
      app
        .db('upload_usage')
        .where({ user_id: req.user._id, day: today() })
        .decrement('bytes', req.uploadCharged)
        .catch((err) => req.log.warn({ err }, 'upload quota not refunded'))
        .finally(() => done());
    });
  },
  { name: 'upload-quota', dependencies: ['database', 'auth'] },
);
