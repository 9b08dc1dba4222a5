import { type MessageSend, ROLE, type User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import { MAIL_NOT_SET_UP, MailNotSetUpError } from '../../plugins/mailer.js';
import { audit } from '../../lib/audit.js';
import { badRequest, httpError } from '../../lib/errors.js';
import { cutText } from '../../lib/text-length.js';
import { pushOf } from '../push/service.js';
import { messageEmailHtml, messageText, sanitizeMessageHtml } from './message-html.js';
import { readSmsSettings, toE164, twilioProvider } from './sms.js';

export const DELIVER_JOB = 'messaging.deliver';
export type Channel = 'app' | 'email' | 'sms';

const CHUNK = 200;

/** The most recipients one send reaches (the rest of a larger audience is left out). */
const MAX_RECIPIENTS = 100_000;

/** The active customers a send names: chosen users, every customer, or every agent; optionally one country. */
function recipientQuery(app: FastifyInstance, body: Pick<MessageSend, 'audience' | 'user_ids' | 'country'>) {
  const q = app.db('users').where({ role_id: ROLE.CUSTOMER, status: 1 });
  const audience = body.audience ?? 'selected';
  if (audience === 'selected') {
    if (!body.user_ids?.length) throw badRequest('Please choose at least one recipient.');
    q.whereIn('id', body.user_ids);
  } else if (audience === 'agents') {
    q.whereIn('id', app.db('orders').distinct('user_id').where({ is_agent: true }));
  }
  if (body.country) q.where({ country: body.country.toUpperCase() });
  return q;
}

/** Ids of the recipients a send names. */
async function recipientsOf(app: FastifyInstance, body: MessageSend): Promise<number[]> {
  const ids: number[] = await recipientQuery(app, body).orderBy('id').limit(MAX_RECIPIENTS).pluck('id');
  if (!ids.length) throw badRequest('No customer matches the chosen recipients.');
  return ids;
}

/** How many people a send to all customers or all agents (optionally of one country) reaches now; 0 for none. */
export async function countRecipients(
  app: FastifyInstance,
  body: { audience: 'customers' | 'agents'; country?: string },
): Promise<number> {
  const [{ n }] = await recipientQuery(app, body).count({ n: '*' });
  return Math.min(Number(n), MAX_RECIPIENTS);
}

/** SMS can go out: the site's `sms_notification` switch is on and the provider has an account, token and sender. */
export async function smsAvailable(app: FastifyInstance): Promise<boolean> {
  if (!(await app.settings.all()).sms_notification) return false;
  const s = await readSmsSettings(app);
  return Boolean(s.account_sid.trim() && s.auth_token && s.from.trim());
}

export function messagingService(app: FastifyInstance) {
  /** Delivers the pending recipients of one message; each one's result is stored before the next. */
  app.queue.define<{ message_id: number }>(
    DELIVER_JOB,
    async ({ message_id }, ctx) => {
      const msg = await app.db('messages').where({ id: message_id }).first();
      if (!msg) return { skipped: true };
      const channels = String(msg.channels).split(',') as Channel[];
      const sms = channels.includes('sms') ? twilioProvider(await readSmsSettings(app)) : null;
      const site = (await app.settings.all()).site_title;
      const total = Number(msg.total);
      const text = messageText(msg.body, app.config.publicUrl);
      // Sanitised again as it goes out, as the page does on reading: a message stored by an older, laxer
      // sanitiser is made safe too. Pictures in an e-mail need the full address of the portal.
      const html = sanitizeMessageHtml(String(msg.body)).replace(
        /<img src="\//g,
        `<img src="${app.config.publicUrl}/`,
      );
      for (;;) {
        const batch = await app
          .db('message_recipients as r')
          .join('users as u', 'u.id', 'r.user_id')
          .select('r.id', 'u.email', 'u.phone', 'u.country', 'u.language', 'u.firstname', 'u.username')
          .where({ 'r.message_id': message_id, 'r.status': 'pending' })
          .orderBy('r.id')
          .limit(CHUNK);
        if (!batch.length) break;
        for (const r of batch) {
          const errors: string[] = [];
          if (channels.includes('email')) {
            const t = translator(r.language);
            const greeting = t('email.greeting', { name: r.firstname || r.username });
            const signature = t('email.signature', { site });
            await app.mailer
              .sendNow({
                to: r.email,
                subject: msg.subject,
                // Links to the portal open it in the recipient's language, as in the portal's own mails.
                language: r.language,
                text: [greeting, text, signature].join('\n\n'),
                html: messageEmailHtml({
                  language: r.language,
                  subject: msg.subject,
                  greeting,
                  body: html,
                  signature,
                }),
              })
              // Not sent is never counted as delivered: without a mail server the recipient fails with why.
              .catch((err: Error) =>
                errors.push(err instanceof MailNotSetUpError ? MAIL_NOT_SET_UP : `E-mail: ${err.message}`),
              );
          }
          if (sms) {
            const to = toE164(r.phone ?? '', r.country ?? '');
            if (!to) errors.push('SMS: no valid phone number.');
            else
              await sms
                .send(to, `${msg.subject}\n${text}`.slice(0, 1600))
                .catch((err: Error) => errors.push(`SMS: ${err.message}`));
          }
          await app
            .db('message_recipients')
            .where({ id: r.id })
            .update({ status: errors.length ? 'failed' : 'sent', error: errors.join(' ').slice(0, 255) });
        }
        const [{ sent }] = await app
          .db('message_recipients')
          .where({ message_id, status: 'sent' })
          .count({ sent: '*' });
        const [{ failed }] = await app
          .db('message_recipients')
          .where({ message_id, status: 'failed' })
          .count({ failed: '*' });
        await app
          .db('messages')
          .where({ id: message_id })
          .update({ sent: Number(sent), failed: Number(failed) });
        await ctx.progress({ done: Number(sent) + Number(failed), total });
        app.realtime.publishToStaff(
          {
            type: 'message.progress',
            message_id,
            done: Number(sent) + Number(failed),
            total,
            failed: Number(failed),
          },
          'dealers_manager.send_email',
        );
      }
      return { total };
    },
    { maxAttempts: 3 },
  );

  return {
    /** Pushes a notification to every browser the recipients subscribed (needs push_notification). */
    async pushTo(body: MessageSend): Promise<number> {
      if (!(await app.settings.all()).push_notification)
        throw badRequest('Push notifications are switched off in the settings.');
      const ids = await recipientsOf(app, body);
      await pushOf(app).notify(ids, {
        title: body.subject.trim(),
        body: cutText(messageText(sanitizeMessageHtml(body.message.trim()), app.config.publicUrl), 200),
        url: '/',
      });
      return ids.length;
    },

    /** Stores the message and its recipients; app messages are delivered at once, e-mail and SMS by the job. */
    async send(
      user: User,
      body: MessageSend,
      channels: Channel[],
    ): Promise<{ id: number; jobId: number | null }> {
      const subject = body.subject.trim();
      const text = sanitizeMessageHtml(body.message.trim());
      if (!subject || (!messageText(text, '') && !text.includes('<img')))
        throw badRequest('Please write a subject and a message.');
      if (channels.includes('sms') && !(await app.settings.all()).sms_notification)
        throw badRequest('SMS notifications are switched off in the settings.');
      // As the admin banner decides it: without a mail server no e-mail would go out, so nothing is sent
      // (rather than counting recipients who never get it).
      if (channels.includes('email') && !(await app.mailer.configured()))
        throw httpError(
          400,
          'FEATURE_DISABLED',
          'Nothing was sent: no e-mail server is set up yet. Choose another way to send it, or set up e-mail under Website settings, E-mail (SMTP).',
        );
      const ids = await recipientsOf(app, body);
      const inApp = channels.includes('app');
      const now = new Date();
      const id = await app.db.transaction(async (trx) => {
        const [newId] = await trx('messages').insert({
          sender_id: user._id,
          subject,
          body: text,
          channels: channels.join(','),
          total: ids.length,
          sent: inApp ? ids.length : 0,
          created_at: now,
        });
        const messageId = Number(newId);
        await audit(trx, user._id, 'message.send', 'message', messageId, {
          channel: channels,
          recipients: ids.length,
          subject,
        });
        for (let i = 0; i < ids.length; i += 500)
          await trx('message_recipients').insert(
            ids.slice(i, i + 500).map((userId) => ({
              message_id: messageId,
              user_id: userId,
              status: inApp ? 'sent' : 'pending',
              in_app: inApp,
              created_at: now,
            })),
          );
        return messageId;
      });
      if (inApp) {
        for (const userId of ids)
          app.realtime.publish(userId, { type: 'message.created', message_id: id, subject });
        await pushOf(app).notify(ids, {
          title: subject,
          body: cutText(messageText(text, app.config.publicUrl), 200),
          url: '/messages',
          tag: `message-${id}`,
        });
        return { id, jobId: null };
      }
      const jobId = await app.queue.enqueue(DELIVER_JOB, { message_id: id }, { createdBy: user._id });
      await app.db('messages').where({ id }).update({ job_id: jobId });
      return { id, jobId };
    },
  };
}
