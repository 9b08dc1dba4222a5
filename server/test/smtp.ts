import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpTls {
  key: Buffer;
  cert: Buffer;
  /** TLS from the first byte (as on port 465) instead of STARTTLS. */
  implicit?: boolean;
}

/**
 * A real SMTP server on a free loopback port (or on `host`, such as an address of another network interface);
 * the app sends to it through SMTP_URL. Plain by default, taking sign-ins without TLS too; with `tls` it offers
 * STARTTLS (or speaks TLS at once) with that key and certificate. It takes any sign-in, noting the passwords
 * it was given.
 */
export async function startSmtp(
  tls?: SmtpTls,
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<{
  url: string;
  port: number;
  mails: ReceivedMail[];
  passwords: string[];
  close(): Promise<void>;
  waitFor(to: string): Promise<ReceivedMail>;
}> {
  const mails: ReceivedMail[] = [];
  const passwords: string[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    onAuth(auth, _session, done) {
      passwords.push(auth.password ?? '');
      done(null, { user: auth.username });
    },
    ...(tls
      ? { key: tls.key, cert: tls.cert, secure: !!tls.implicit }
      : { disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to.toLowerCase())) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  // A client that drops the connection over the certificate is no failure of the stand-in.
  if (tls) server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `${tls?.implicit ? 'smtps' : 'smtp'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    mails,
    passwords,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    waitFor(to: string) {
      const found = mails.find((m) => m.to.includes(to.toLowerCase()));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ to, resolve }));
    },
  };
}

/** The six-digit code in a received e-mail. */
export function codeIn(mail: ReceivedMail): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '');
  const match = unfolded.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in mail: ${unfolded}`);
  return match[1];
}

/** Quoted-printable (body) or Q/B encoded words (subject) back to text. */
function unQuote(s: string): string {
  const hex = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
  return decodeURIComponent(hex.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}
/** A received mail's subject, its encoded words decoded. */
export function subjectOf(raw: string): string {
  const folded = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : unQuote(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}
/** A received mail's (single-part) body as text. */
export function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? unQuote(body) : body;
}
