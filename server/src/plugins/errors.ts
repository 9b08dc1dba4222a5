import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, localizeMessage } from '../i18n/messages/index.js';
import { HttpError, msg } from '../lib/errors.js';
import { describeValidation, type ValidationItem } from '../lib/validation-messages.js';

/**
 * Errors of the multipart reader (busboy) carry no status: a body that is cut off, has no boundary or a
 * broken part header is the client's mistake, whichever route was reading it.
 */
const MULTIPART_FAULT =
  /Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Boundary not found|Part terminated early|Multipart: /i;

export function isMalformedBody(err: { message?: string; stack?: string; code?: string }): boolean {
  if (
    typeof err.code === 'string' &&
    /^FST_(PROTO_VIOLATION|INVALID_MULTIPART_CONTENT_TYPE|NO_FORM_DATA)/.test(err.code)
  )
    return true;
  return MULTIPART_FAULT.test(err.message ?? '') || /[\\/]busboy[\\/]/.test(err.stack ?? '');
}

/** MariaDB's strict-mode refusals of a value that does not fit its column. */
const STORED_VALUE_REFUSED = new Set([
  'ER_DATA_TOO_LONG',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_TRUNCATED_WRONG_VALUE',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
]);

/**
 * Fastify's `frameworkErrors` option: errors it answers before a route is found, so they never reach the
 * error handler below (an undecodable address such as /api/x/%, a path parameter over maxParamLength, a
 * failing async route constraint). They get the same shape and translation as every other error.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, msg('The address is too long.')]
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, msg('The address is not valid.')]
        : [400, msg('The request is not valid.')];
  if (err.code !== 'FST_ERR_BAD_URL' && err.code !== 'FST_ERR_MAX_PARAM_LENGTH')
    req.log.warn({ err }, 'request refused by the router');
  reply.status(status).send({
    statusCode: status,
    code: 'BAD_REQUEST',
    message: localizeMessage(message, languageOf(req)),
  });
}

/**
 * One error shape for every failure: { statusCode, code, message }. 5xx details stay in the log. Messages
 * are written in English and answered in the reader's language (Accept-Language), errors and confirmations.
 */
export default fp(async function errors(app: FastifyInstance) {
  // Runs on every JSON answer, so without a promise.
  app.addHook('preSerialization', (req, reply, payload, done) => {
    const message = (payload as { message?: unknown } | null)?.message;
    if (reply.statusCode >= 400 || typeof payload !== 'object' || typeof message !== 'string')
      return done(null, payload);
    const translated = localizeMessage(message, languageOf(req));
    done(null, translated === message ? payload : { ...(payload as object), message: translated });
  });

  app.setErrorHandler((err: FastifyError & { validationContext?: string }, req, reply) => {
    const t = (text: string) => localizeMessage(text, languageOf(req));
    // Refused before its body was read (an upload over the limit, a wrong file): the rest of the body is
    // dropped with the connection, so the client is told not to send its next request on it.
    if (!req.raw.complete) reply.header('connection', 'close');
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        code: err.code,
        message: t(err.message),
        ...(err.field ? { field: err.field } : {}),
      });
    }
    if (err.validation) {
      const { message, field } = describeValidation(
        err.validationContext,
        err.validation as ValidationItem[],
      );
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION', message: t(message), ...(field ? { field } : {}) });
    }
    if (!err.statusCode && isMalformedBody(err)) {
      return reply.status(400).send({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: t(
          msg(
            'The form could not be read: it was cut off or is not valid multipart/form-data. Please try again.',
          ),
        ),
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: t(msg('Too many attempts. Please wait a minute and try again.')),
      });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      // Only an upload carries a file; a JSON or form body over the limit is not one.
      const upload =
        err.code === 'FST_REQ_FILE_TOO_LARGE' ||
        err.code === 'FST_FILES_LIMIT' ||
        /^multipart\//i.test(req.headers['content-type'] ?? '');
      return reply.status(413).send({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: t(upload ? msg('The file is too large.') : msg('The request is too large.')),
      });
    }
    if (status === 415) {
      // Fastify's own words name only the status; say what the portal reads instead.
      return reply.status(415).send({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: t(
          msg(
            'This type of content is not accepted here. Please send JSON, or a form as multipart/form-data.',
          ),
        ),
      });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      // Fastify's own words are for developers and have no translation; say it plainly, in the reader's language.
      return reply.status(400).send({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: t(
          err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? msg('The request body is empty; send a JSON object.')
            : msg('The request body is not valid JSON.'),
        ),
      });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        code: status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST',
        message: t(err.message),
      });
    }
    if (STORED_VALUE_REFUSED.has(String(err.code))) {
      // The request's schema should have caught the value; the person can still act on the answer, so it is
      // theirs to see rather than a server fault, and logged as an error to close the gap.
      req.log.error({ err }, 'a value passed the request checks but not the database');
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALUE_OUT_OF_RANGE',
        message: t(msg('A value in the request is too long or too large to be stored.')),
      });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      code: 'INTERNAL',
      message: t(msg('Something went wrong on our side. Please try again.')),
    });
  });
});
