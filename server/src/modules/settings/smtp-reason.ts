import { msg } from '../../lib/errors.js';

/** Why an SMTP check failed, in words that reveal nothing about the other server (no banner, no raw error). */
export function smtpReason(err: unknown): string {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'EAUTH') return msg('Connection is not OK: the server refused the user name or password.');
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code))
    return msg('Connection is not OK: the server could not be reached.');
  return msg('Connection is not OK.');
}
