import { isIP } from 'node:net';
import type SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';

/** A host on this machine: no network lies between the portal and it, so nobody can read what crosses. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = name.replace(/^::ffff:/, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(name) === 6 && /^(0*:)*:?0*1$/.test(name);
}

/**
 * Whether a plain `smtp://` connection must be upgraded with STARTTLS before signing in. nodemailer upgrades
 * when the server offers it, but whoever sits between the portal and another machine can strip that offer
 * and read the password; with this the sign-in is refused instead. Not for loopback, nor when the admin
 * allowed sign-in without encryption for that server.
 */
export function mustRequireTls(options: {
  host: string;
  secure: boolean;
  user?: string;
  allowUnencrypted?: boolean;
}): boolean {
  return !options.secure && !!options.user && !options.allowUnencrypted && !isLoopbackHost(options.host);
}

/**
 * nodemailer's options for SMTP_URL, read as nodemailer reads the address. TLS is required as above unless the
 * address says otherwise itself (`?requireTLS=false`, or `?ignoreTLS=true`).
 */
export function smtpUrlOptions(url: string): SMTPConnection.Options {
  const options = parseConnectionUrl(url);
  const requireTLS = mustRequireTls({
    host: options.host ?? 'localhost',
    secure: !!options.secure,
    user: options.auth?.user,
  });
  return { requireTLS, ...options };
}
