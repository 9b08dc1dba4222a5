import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PermanentJobError } from '../jobs/types.js';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { msg } from '../lib/errors.js';
import { hrefsInLanguage, linksInLanguage } from '../lib/mail-links.js';
import { mustRequireTls, smtpUrlOptions } from './mailer-tls.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The reader's language: links to the portal (in the text and the HTML) open it in this language. */
  language?: string | null;
  /** Where replies go when not to the portal's contact address (a dealer writing to their own customer). */
  replyTo?: string;
}

/** The message with its links to the portal opening it in the reader's language (mail-links.ts). */
function inLanguage({ language, ...mail }: MailMessage, publicUrl: string): MailMessage {
  const text = linksInLanguage(mail.text, publicUrl, language);
  return mail.html
    ? { ...mail, text, html: hrefsInLanguage(mail.html, publicUrl, language) }
    : { ...mail, text };
}

/** Why an e-mail did not go out when no SMTP server is configured (a job's error, a recipient's failure). */
export const MAIL_NOT_SET_UP = msg('E-mail not sent: no e-mail server is set up.');

/**
 * Thrown by `sendNow` when no SMTP server is configured: the e-mail was not sent, so whoever counts
 * deliveries must count it as not sent. Retrying cannot help until an admin sets one up, so its job fails at
 * once (and can be retried from the jobs page afterwards).
 */
export class MailNotSetUpError extends PermanentJobError {
  override name = 'MailNotSetUpError';
  readonly code = 'MAIL_NOT_SET_UP';
  constructor() {
    super(MAIL_NOT_SET_UP);
  }
}

/**
 * A failed sending as the jobs page shows it: what failed in our words (which the page translates), then
 * what the mail server or the network said, as it came. Our own errors (no server set up) stay as they are.
 */
function jobError(err: unknown): unknown {
  const cause = err instanceof PermanentJobError && err.cause ? err.cause : err;
  const { responseCode, response, code } = cause as {
    responseCode?: number;
    response?: string;
    code?: string;
  };
  const said = String(response || (cause as Error)?.message || cause);
  let text: string;
  if (typeof responseCode === 'number') text = msg(`The mail server refused the message: ${said}`);
  else if (code && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS'].includes(code))
    text = msg(`The mail server could not be reached: ${said}`);
  else return err;
  return err instanceof PermanentJobError
    ? new PermanentJobError(text, { cause })
    : new Error(text, { cause });
}

export interface Mailer {
  /**
   * Queues the message (durable, retried with backoff) and returns at once, so a request never waits on
   * SMTP and answers take the same time whether or not a mail goes out. Pass `trx` to queue it with a change.
   */
  send(message: MailMessage, opts?: { trx?: Knex.Transaction }): Promise<void>;
  /**
   * Sends now and throws when the SMTP server refuses (the job handler and "send a test e-mail"), or
   * `MailNotSetUpError` when no SMTP server is configured: a message that did not go out never looks sent.
   */
  sendNow(message: MailMessage): Promise<void>;
  /** Whether an SMTP server is configured at all (environment or site settings). */
  configured(): Promise<boolean>;
  /** When the last attempt to send failed on this instance (cleared by the next one that works). */
  lastFailure(): { at: Date; code: string } | null;
  /**
   * Tries to connect and authenticate; throws with the server's reason when it cannot. The server's
   * certificate is verified unless `allowSelfSigned`, and a password goes to another machine only over TLS
   * unless `allowUnencrypted`, as for real sends.
   */
  verify(options: {
    host: string;
    port: number;
    secure?: boolean;
    user?: string;
    pass?: string;
    allowSelfSigned?: boolean;
    allowUnencrypted?: boolean;
  }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The From of e-mails: the sender setting is an address ("no-reply@example.com", then shown with the site's
 * name) or a name and an address ("Portal <no-reply@example.com>"). Given to nodemailer as parts, so a name
 * with commas or quotes is encoded instead of read as a list of addresses.
 */
export function senderOf(setting: string, siteTitle: string): { name: string; address: string } {
  const named = /^(.*)<([^<>]+)>\s*$/s.exec(setting.trim());
  if (!named) return { name: siteTitle, address: setting.trim() };
  const name = (named[1] ?? '').trim().replace(/^"(.*)"$/s, '$1');
  return { name: name || siteTitle, address: (named[2] ?? '').trim() };
}

/**
 * TLS options of a connection: the server's certificate is verified (STARTTLS and implicit TLS alike), so
 * nobody between the portal and the mail server can read the password, unless the admin accepted a
 * self-signed certificate for that server.
 */
const tlsOptions = (allowSelfSigned: boolean) => ({ rejectUnauthorized: !allowSelfSigned });

/**
 * Sends through SMTP_URL when set (nodemailer's defaults: the certificate is verified unless the address says
 * `tls.rejectUnauthorized=false`), else through the SMTP settings of the site. Either way a password goes to
 * another machine only over TLS unless turned off for that server (mailer-tls.ts). The transport is built per
 * message because admins change the settings at run time; sending is rare enough for that to be cheap.
 */
export default fp(
  async function mailer(app: FastifyInstance) {
    const transport = async (): Promise<Transporter | null> => {
      if (app.config.smtpUrl) return nodemailer.createTransport(smtpUrlOptions(app.config.smtpUrl));
      const s = await app.settings.all();
      if (!s.smtp_host) return null;
      return nodemailer.createTransport({
        host: s.smtp_host,
        port: s.smtp_port || 587,
        secure: s.smtp_secure,
        auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
        connectionTimeout: 10_000,
        tls: tlsOptions(s.smtp_allow_self_signed),
        requireTLS: mustRequireTls({
          host: s.smtp_host,
          secure: s.smtp_secure,
          user: s.smtp_username,
          allowUnencrypted: s.smtp_allow_unencrypted,
        }),
      });
    };
    let failure: { at: Date; code: string } | null = null;
    const sendNow = async (mail: MailMessage) => {
      const message = inLanguage(mail, app.config.publicUrl);
      const t = await transport();
      if (!t) {
        app.log.warn({ subject: message.subject }, 'no SMTP configured; e-mail not sent');
        throw new MailNotSetUpError();
      }
      const s = await app.settings.all();
      const from = senderOf(
        s.smtp_from || s.contact_email || `no-reply@${new URL(app.config.publicUrl).hostname}`,
        s.site_title,
      );
      try {
        // Replies go to a person who reads them rather than to a no-reply sender.
        const replyTo = s.contact_email?.trim() || undefined;
        await t.sendMail({ from, ...(replyTo ? { replyTo } : {}), ...message });
        failure = null;
      } catch (err) {
        const { responseCode, command, code } = err as {
          responseCode?: number;
          command?: string;
          code?: string;
        };
        // Kept so the admin area can say that mail is failing, not only whether it is set up. Only a refused
        // recipient concerns this one message; a refused sender or sign-in fails every e-mail until fixed.
        failure = command === 'RCPT TO' ? null : { at: new Date(), code: String(code ?? 'ERROR') };
        // A 5xx answer (unknown mailbox, refused sender) will be the same next time: fail the job now. The
        // cause keeps nodemailer's code, which the test e-mail turns into words.
        if (typeof responseCode === 'number' && responseCode >= 500)
          throw new PermanentJobError((err as Error).message, { cause: err });
        throw err;
      } finally {
        t.close();
      }
    };
    app.queue.define<MailMessage>(
      'mail.send',
      (message) => sendNow(message).catch((err) => Promise.reject(jobError(err))),
      {
        maxAttempts: 6,
        backoffMs: 30_000,
      },
    );
    app.decorate<Mailer>('mailer', {
      async send(message, opts = {}) {
        await app.queue.enqueue('mail.send', inLanguage(message, app.config.publicUrl), { trx: opts.trx });
      },
      sendNow,
      async configured() {
        return !!app.config.smtpUrl || !!(await app.settings.all()).smtp_host;
      },
      lastFailure: () => failure,
      async verify({ host, port, secure, user, pass, allowSelfSigned = false, allowUnencrypted = false }) {
        const tlsFromStart = secure ?? port === 465;
        const t = nodemailer.createTransport({
          host,
          port,
          secure: tlsFromStart,
          auth: user ? { user, pass } : undefined,
          connectionTimeout: 8000,
          greetingTimeout: 8000,
          tls: tlsOptions(allowSelfSigned),
          requireTLS: mustRequireTls({ host, secure: tlsFromStart, user, allowUnencrypted }),
        });
        try {
          await t.verify();
        } finally {
          t.close();
        }
      },
    });
  },
  { name: 'mailer', dependencies: ['settings', 'queue'] },
);
