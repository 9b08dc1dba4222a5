import { hasPermission, isAdminArea, type User } from '@portal/contracts';
import { isOpen } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n/index.js';
import { badRequest, forbidden, httpError } from '../../lib/errors.js';
import { cutText } from '../../lib/text-length.js';
import { loadSchedule } from '../orders/schedule.js';
import { pushOf } from '../push/service.js';
import { attachmentColumns, discard, type Stored } from '../orders/upload.js';
import { forUpdate, isSqlite } from '../../db/connection.js';
import { toChatMessage } from './repo.js';
import { staffLanguages, writerName } from '../notifications/staff-mail.js';

export const UNREAD_MAIL_JOB = 'chat.unread_mail';
/** Unread chat goes out by e-mail after this long. */
export const UNREAD_MAIL_DELAY_MS = 5 * 60_000;

const isStaff = (u: User) => isAdminArea(u.role_id);

/** Live chat: one conversation per customer, named by the customer's id, whoever writes in it. */
export function chatService(app: FastifyInstance) {
  /**
   * The conversation the caller may act on: a customer only their own (another id is a 404, like a
   * missing one); staff need `live_support` and must name the customer.
   */
  async function conversationOf(user: User, requested: number | undefined): Promise<number> {
    if (!isStaff(user)) {
      if (requested !== undefined && requested !== user._id)
        throw httpError(404, 'NOT_FOUND', 'Conversation not found.');
      return user._id;
    }
    if (!hasPermission(user, 'live_support')) throw forbidden();
    if (!requested) throw badRequest('Please choose a conversation.');
    const customer = await app.db('users').where({ id: requested }).first('id', 'role_id');
    if (!customer || isAdminArea(customer.role_id))
      throw httpError(404, 'NOT_FOUND', 'Conversation not found.');
    return requested;
  }

  /**
   * What the customer's chat shows: whether it is within opening hours and whether a staff member has the
   * app open. Told apart so "closed" never reads like the customer's own connection dropped.
   */
  async function serviceState(): Promise<{ open: boolean; staff: boolean; online: boolean }> {
    const online = await app.realtime.onlineUsers();
    // Only staff who may answer chats count: one without `live_support` online would read "Online" to the
    // customer and then be refused when replying.
    const onlineStaff = online.length
      ? await app
          .db('users')
          .whereIn('id', online.slice(0, 1000))
          .whereIn('role_id', [1, 3])
          .select('role_id', 'permissions')
      : [];
    const staff = onlineStaff.some((u) =>
      hasPermission(
        {
          role_id: u.role_id,
          permissions: typeof u.permissions === 'string' ? JSON.parse(u.permissions) : u.permissions,
        },
        'live_support',
      ),
    );
    const { schedule, closing } = await loadSchedule(app.db);
    const open = isOpen(schedule, closing, new Date());
    return { open, staff, online: open && staff };
  }

  /** The service is online when a staff member has the app open and it is within opening hours. */
  async function serviceOnline(): Promise<boolean> {
    return (await serviceState()).online;
  }

  /** Tells the other side of a conversation; staff hear only when they hold `live_support`. */
  const toOtherSide = (
    conversation: number,
    fromStaff: boolean,
    event: Record<string, unknown> & { type: string },
  ) => {
    if (fromStaff) app.realtime.publish(conversation, event);
    else app.realtime.publishToStaff(event, 'live_support');
  };
  // One stored event reaches both: half the writes and fan-out of two events.
  const toBothSides = (conversation: number, event: Record<string, unknown> & { type: string }) =>
    app.realtime.publishToUserAndStaff(conversation, event, 'live_support');

  return {
    conversationOf,
    serviceOnline,
    serviceState,
    toOtherSide,

    async send(user: User, conversation: number, text: string, file: Stored | undefined) {
      if (!text && !file) throw badRequest('Please write a message or attach a file.');
      // Stored as MariaDB keeps it (whole seconds there), so the live message equals the one read back later.
      const createdAt = new Date();
      if (!isSqlite(app.db)) createdAt.setMilliseconds(0);
      const row = {
        user_id: conversation,
        sender_id: user._id,
        from_staff: isStaff(user),
        message: text,
        ...attachmentColumns(file),
        created_at: createdAt,
      };
      let id = 0;
      try {
        const [newId] = await app.db('chat_messages').insert(row);
        id = Number(newId);
      } finally {
        if (!id) await discard(app, [file?.key]);
      }
      // Everything the message shows is known here (the sender is the caller): no read back.
      const message = toChatMessage({
        ...row,
        id,
        read_at: null,
        mailed: false,
        s_username: user.username,
        s_firstname: user.firstname,
        s_lastname: user.lastname,
      });
      // Both sides get it: the sender's other tabs and devices show it too. A side that is away replays it
      // from GET /api/events when it comes back.
      toBothSides(conversation, { type: 'chat.message', user_id: conversation, message });
      // A customer whose tab is closed hears of the answer through Web Push.
      if (isStaff(user) && !(await app.realtime.isOnline(conversation)))
        await pushOf(app).notify(conversation, {
          title: user.firstname || user.username,
          body: cutText(text || file?.name || '', 200),
          url: '/chat_support',
          tag: 'chat',
        });
      await app.queue
        .enqueue(UNREAD_MAIL_JOB, { message_id: id }, { delayMs: UNREAD_MAIL_DELAY_MS, maxAttempts: 3 })
        .catch((err) => app.log.warn({ err }, 'unread chat e-mail not scheduled'));
      return message;
    },

    /** Marks what the other side wrote as read by the caller and tells them (read receipts). */
    async markRead(user: User, conversation: number): Promise<number> {
      const byStaff = isStaff(user);
      const q = app
        .db('chat_messages')
        .where({ user_id: conversation, from_staff: !byStaff })
        .whereNull('read_at');
      const last = await q.clone().max({ id: 'id' }).first();
      const lastId = Number(last?.id ?? 0);
      if (!lastId) return 0;
      await q.clone().where('id', '<=', lastId).update({ read_at: new Date() });
      toBothSides(conversation, {
        type: 'chat.read',
        user_id: conversation,
        by_staff: byStaff,
        last_id: lastId,
      });
      return lastId;
    },

    /** Defines the job that e-mails chat messages still unread some minutes after they were sent. */
    defineUnreadMail() {
      app.queue.define<{ message_id: number }>(UNREAD_MAIL_JOB, async ({ message_id }) => {
        const row = await app.db('chat_messages').where({ id: message_id }).first();
        if (!row || row.read_at || row.mailed) return { skipped: true };
        const fromStaff = Boolean(row.from_staff);
        // One e-mail covers every message of that side still unread, so a burst of messages is one e-mail.
        // The messages are claimed under a lock: the burst's other jobs, running at the same time, find
        // them mailed and send nothing.
        const pending = await app.db.transaction(async (trx) => {
          const rows = await forUpdate(
            trx,
            trx('chat_messages')
              .where({ user_id: row.user_id, from_staff: fromStaff, mailed: false })
              .whereNull('read_at')
              .orderBy('id'),
          );
          if (rows.length > 0)
            await trx('chat_messages')
              .whereIn(
                'id',
                rows.map((p) => p.id),
              )
              .update({ mailed: true });
          return rows;
        });
        if (pending.length === 0) return { skipped: true };
        const sender = await app
          .db('users')
          .where({ id: row.sender_id })
          .first('username', 'firstname', 'lastname');
        const customer = await app
          .db('users')
          .where({ id: row.user_id })
          .first('email', 'language', 'username', 'firstname');
        const senderName = sender ? await writerName(app, sender) : '';
        const site = (await app.settings.all()).site_title;
        const text = pending.map((p) => p.message || p.file_name).join('\n');
        const recipients: { to: string; language: string; name: string; link: string }[] = fromStaff
          ? customer?.email
            ? [
                {
                  to: customer.email,
                  language: customer.language,
                  name: customer.firstname || customer.username,
                  link: '/chat_support',
                },
              ]
            : []
          : await (async () => {
              const { staff_emails } = await app.settings.get('notifications');
              const languageOf = await staffLanguages(app, staff_emails);
              return staff_emails.map((to) => ({
                to,
                language: languageOf(to),
                name: translator(languageOf(to))('orders.team'),
                link: '/admin/chat_support',
              }));
            })();
        for (const r of recipients) {
          const t = translator(r.language);
          await app.mailer.send({
            to: r.to,
            language: r.language,
            subject: t('support.chat_unread_subject', { sender: senderName }),
            text: [
              t('email.greeting', { name: r.name }),
              t('support.chat_unread_body', { sender: senderName, message: text }),
              t('support.chat_open_link', { url: `${app.config.publicUrl}${r.link}` }),
              t('email.signature', { site }),
            ].join('\n\n'),
          });
        }
        return { mailed: recipients.length };
      });
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
