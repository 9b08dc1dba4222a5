import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.js';

type ValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function describeValidation(context: string | undefined, items: ValidationItem[]): string {
  const first = items[0];
  if (!first) return 'The request is not valid.';
  const field =
    (first.params?.missingProperty as string | undefined) ??
    (first.params?.additionalProperty as string | undefined) ??
    first.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
    '';
  const where = field ? `"${field}"` : (context ?? 'request');
  if (first.params?.additionalProperty) return `The field ${where} is not allowed here.`;
  return `Invalid ${where}: ${first.message ?? 'not valid'}.`;
}

/** One error shape for every failure: { statusCode, code, message }. 5xx details stay in the log. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { validationContext?: string }, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .send({ statusCode: err.statusCode, code: err.code, message: err.message });
    }
    if (err.validation) {
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALIDATION',
        message: describeValidation(err.validationContext, err.validation as ValidationItem[]),
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply
        .status(413)
        .send({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        code: status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST',
        message: err.message,
      });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
