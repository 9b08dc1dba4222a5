import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Tries to connect and authenticate; throws with the server's reason when it cannot. */
  verify(options: {
    host: string;
    port: number;
    secure?: boolean;
    user?: string;
    pass?: string;
  }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends through SMTP_URL when set, else through the SMTP settings of the site. The transport is built per
 * message because admins change the settings at run time; sending is rare enough for that to be cheap.
 */
export default fp(
  async function mailer(app: FastifyInstance) {
    const transport = async (): Promise<Transporter | null> => {
      if (app.config.smtpUrl) return nodemailer.createTransport(app.config.smtpUrl);
      const s = await app.settings.all();
      if (!s.smtp_host) return null;
      return nodemailer.createTransport({
        host: s.smtp_host,
        port: s.smtp_port || 587,
        secure: s.smtp_secure,
        auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
        connectionTimeout: 10_000,
      });
    };
    app.decorate<Mailer>('mailer', {
      async send(message) {
        const t = await transport();
        if (!t) {
          app.log.warn({ to: message.to, subject: message.subject }, 'no SMTP configured; e-mail not sent');
          return;
        }
        const s = await app.settings.all();
        const from = s.smtp_from || s.contact_email || `no-reply@${new URL(app.config.publicUrl).hostname}`;
        await t.sendMail({ from: `${s.site_title} <${from}>`, ...message });
        t.close();
      },
      async verify({ host, port, secure, user, pass }) {
        const t = nodemailer.createTransport({
          host,
          port,
          secure: secure ?? port === 465,
          auth: user ? { user, pass } : undefined,
          connectionTimeout: 8000,
          greetingTimeout: 8000,
          tls: { rejectUnauthorized: false },
        });
        try {
          await t.verify();
        } finally {
          t.close();
        }
      },
    });
  },
  { name: 'mailer', dependencies: ['settings'] },
);
