import { msg } from '../../lib/errors.js';

/**
 * nodemailer puts its own code (ESOCKET, ETLS) over the one of a failed TLS handshake, so a certificate that
 * could not be verified is known by Node's words for it: OpenSSL's reasons name the certificate, a name that
 * does not match names the altnames.
 */
const CERTIFICATE = /certificate|altnames/i;

/**
 * Why an SMTP check failed, in words that reveal nothing about the other server (no banner, no raw error).
 * `setting`: whether the site's "accept a self-signed certificate" and "allow sign-in without encryption"
 * apply (not with SMTP_URL).
 */
export function smtpReason(err: unknown, setting = true): string {
  // A send the server refused for good carries nodemailer's error as its cause.
  const cause = (err as { cause?: unknown }).cause;
  const source = cause && typeof cause === 'object' && 'code' in cause ? cause : err;
  const {
    code = '',
    message = '',
    responseCode,
  } = source as { code?: string; message?: string; responseCode?: number };
  // TLS is required before signing in (mailer-tls.ts) and the server answered STARTTLS with a refusal.
  if (code === 'ETLS' && typeof responseCode === 'number')
    return setting
      ? msg(
          'Connection is not OK: the server offers no encrypted connection (STARTTLS), so the password was not sent. If your mail server is on your own network and has no TLS, turn on "Allow sign-in without encryption".',
        )
      : msg(
          'Connection is not OK: the server offers no encrypted connection (STARTTLS), so the password was not sent.',
        );
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
