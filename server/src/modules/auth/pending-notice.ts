import type { FastifyInstance } from 'fastify';
import { mailPhrases } from '../notifications/phrase-mail.js';
import { phrase } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import { displayName, staffLanguages } from '../notifications/staff-mail.js';
import type { UserRow } from '../users/mapper.js';

/** Where staff approve it: the customer list, filtered to accounts waiting for approval. */
const PENDING_LINK = '/admin/agent_manager/agents_list?status=0';

/**
 * An account now waits for staff to approve it: a bell notification for those who may approve accounts and,
 * as with new orders and tickets, an e-mail to the staff notification addresses while that switch is on.
 * Never fails the sign-up.
 */
export async function pendingAccountNotice(app: FastifyInstance, row: UserRow): Promise<void> {
  try {
    const params = { name: displayName(row), email: row.email };
    const title = phrase('email.pending_account_subject', params);
    const message = phrase('email.pending_account_body', params);
    await notificationsService(app).create({
      inbox: 'staff',
      desk: 'dealers_manager.edit_dealer',
      type: 'user.pending',
      title,
      message,
      link: PENDING_LINK,
    });
    const flags = await app.settings.get('notifications');
    if (!flags.email_on_new_account) return;
    const languageOf = await staffLanguages(app, flags.staff_emails);
    for (const to of flags.staff_emails)
      mailPhrases(
        app,
        to,
        languageOf(to),
        {
          subject: title,
          name: phrase('orders.team'),
          lines: [
            message,
            phrase('email.pending_account_link', { url: `${app.config.publicUrl}${PENDING_LINK}` }),
          ],
        },
        'new account e-mail',
      );
  } catch (err) {
    app.log.warn({ err, user: row.id }, 'new account notice not sent');
  }
}
