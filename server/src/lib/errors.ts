import type { ErrorCode } from '@portal/contracts';

/**
 * An error whose message is meant for the person using the portal. `field`: the request field the message is
 * about, so that a form can show it under that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, code: ErrorCode, message: string, field?: string) =>
  new HttpError(statusCode, code, message, field);

export const notFound = (what = 'Record') => httpError(404, 'NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  httpError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, field?: string) => httpError(400, 'BAD_REQUEST', message, field);
export const conflict = (message: string) => httpError(409, 'CONFLICT', message);

/** Marks a text that reaches a person without going through the helpers above, so it is translated too. */
export const msg = (text: string) => text;
