import { msg } from '../../lib/errors.js';

/**
 * nodemailer puts its own code (ESOCKET, ETLS) over the one of a failed TLS handshake, so a certificate that
 * could not be verified is known by Node's words for it: OpenSSL's reasons name the certificate, a name that
 * does not match names the altnames.
 */
const CERTIFICATE = /certificate|altnames/i;

/**
 * Why an SMTP check failed, in words that reveal nothing about the other server (no banner, no raw error).
 * `setting`: whether the site's "accept a self-signed certificate" applies (not with SMTP_URL).
 */
export function smtpReason(err: unknown, setting = true): string {
  const { code = '', message = '' } = err as { code?: string; message?: string };
  if ((code === 'ESOCKET' || code === 'ETLS') && CERTIFICATE.test(message))
    return setting
      ? msg(
          'Connection is not OK: the server\'s certificate could not be verified. If your mail server uses a self-signed certificate, turn on "Accept a self-signed certificate".',
        )
      : msg("Connection is not OK: the server's certificate could not be verified.");
  if (code === 'EAUTH') return msg('Connection is not OK: the server refused the user name or password.');
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code))
    return msg('Connection is not OK: the server could not be reached.');
  return msg('Connection is not OK.');
}
