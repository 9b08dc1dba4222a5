import type { FastifyInstance } from 'fastify';
import { readSmsSettings, toE164, twilioProvider } from './sms.js';

export const SMS_JOB = 'sms.send';

const services = new WeakMap<object, SmsService>();

export interface SmsService {
  /** Queues one text to a user's phone; does nothing while the site has SMS switched off. */
  text(userId: number, body: string): Promise<void>;
}

/** The text-message service of this app (its job is defined once, whichever module asks first). */
export function smsOf(app: FastifyInstance): SmsService {
  let service = services.get(app.queue);
  if (!service) {
    service = smsService(app);
    services.set(app.queue, service);
  }
  return service;
}

/** One text per job, sent by the provider in the background so a slow provider never holds up a request. */
function smsService(app: FastifyInstance): SmsService {
  app.queue.define<{ user_id: number; body: string }>(
    SMS_JOB,
    async ({ user_id, body }) => {
      if (!(await app.settings.all()).sms_notification) return { sent: 0, skipped: 'SMS is switched off.' };
      const user = await app.db('users').where({ id: user_id }).first('phone', 'country');
      const to = toE164(user?.phone ?? '', user?.country ?? '');
      if (!to) return { sent: 0, skipped: 'No valid phone number.' };
      const { id } = await twilioProvider(await readSmsSettings(app)).send(to, body);
      return { sent: 1, id };
    },
    { maxAttempts: 3 },
  );
  return {
    async text(userId, body) {
      try {
        if (!(await app.settings.all()).sms_notification) return;
        await app.queue.enqueue(SMS_JOB, { user_id: userId, body }, { maxAttempts: 3 });
      } catch (err) {
        app.log.warn({ err }, 'SMS not queued');
      }
    },
  };
}
