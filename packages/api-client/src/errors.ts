import type { ErrorCode } from '@portal/contracts';

/** An error answer of the API. `message` is written for people and is shown as it comes. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | 'NETWORK';
  /** The request field the message is about, when the server named one. */
  readonly field?: string;

  constructor(statusCode: number, code: ErrorCode | 'NETWORK', message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Builds an ApiError from a failed response, tolerating bodies that are not the usual JSON shape. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const b = (body ?? {}) as { code?: unknown; message?: unknown; field?: unknown };
  const code =
    typeof b.code === 'string' ? (b.code as ErrorCode) : res.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const message =
    typeof b.message === 'string' && b.message ? b.message : res.statusText || `HTTP ${res.status}`;
  return new ApiError(res.status, code, message, typeof b.field === 'string' ? b.field : undefined);
}
