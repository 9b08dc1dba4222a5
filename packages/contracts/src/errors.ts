/** Stable error codes. Answers carry { statusCode, code, message }; clients branch on code, show message. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_TRANSITION',
  /** A delivered file that a newer save of the same file (named in its `replaces`) already replaced. */
  'SUPERSEDED',
  /** The order's files were deleted after the retention period (downloads, payment, a new delivery). */
  'FILES_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE',
  /** The request body's content type (not a file in it) is one the address does not read. */
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INSUFFICIENT_CREDITS',
  'INSUFFICIENT_BALANCE',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INVALID_CREDENTIALS',
  'ACCOUNT_UNVERIFIED',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_SUSPENDED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'SMTP_FAILED',
  'PROVIDER_CHECK_FAILED',
  'FEATURE_DISABLED',
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_INACTIVE',
  'API_KEY_REVOKED',
  'API_KEY_SCOPE',
  'ORIGIN_NOT_ALLOWED',
  'SECRET_KEY_IN_BROWSER',
  /** The database refused a value the request's checks let through (too long, too large): a gap in those checks. */
  'VALUE_OUT_OF_RANGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The request field the message is about, when it is about one (a form shows it under that field). */
  field?: string;
}
