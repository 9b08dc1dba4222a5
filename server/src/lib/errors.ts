import type { ErrorCode } from '@portal/contracts';

/** An error whose message is meant for the person using the portal. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const httpError = (statusCode: number, code: ErrorCode, message: string) =>
  new HttpError(statusCode, code, message);

export const notFound = (what = 'Record') => httpError(404, 'NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  httpError(403, 'FORBIDDEN', message);
export const badRequest = (message: string) => httpError(400, 'BAD_REQUEST', message);
export const conflict = (message: string) => httpError(409, 'CONFLICT', message);

/** Marks a text that reaches a person without going through the helpers above, so it is translated too. */
export const msg = (text: string) => text;
