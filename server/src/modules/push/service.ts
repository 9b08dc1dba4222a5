import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { parseJson } from '../../db/helpers.js';
import { isPushServiceEndpoint } from './endpoints.js';

export const PUSH_JOB = 'push.send';

export interface PushPayload {
  title: string;
  body: string;
  /** Where a click on the notification leads, inside the portal. */
  url: string;
  tag?: string;
}

interface Vapid {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: made on first use and kept in the settings table beside the other stored secrets, so
 * every instance signs with the same key and subscriptions survive restarts. The private key never leaves
 * the server.
 */
export async function vapidKeys(app: FastifyInstance): Promise<Vapid> {
  const read = async () =>
    parseJson<Vapid | null>((await app.db('settings').where({ key: 'vapid' }).first())?.value, null);
  const stored = await read();
  if (stored?.publicKey && stored.privateKey) return stored;
  const fresh = webpush.generateVAPIDKeys();
  // Two instances starting at once: the first key pair written wins and both use it.
  await app
    .db('settings')
    .insert({ key: 'vapid', value: JSON.stringify(fresh), updated_at: new Date() })
    .onConflict('key')
    .ignore();
  return (await read()) ?? fresh;
}

const services = new WeakMap<object, PushService>();

/** The push service of this app (its job is defined once, whichever module asks first). */
export function pushOf(app: FastifyInstance): PushService {
  let service = services.get(app.queue);
  if (!service) {
    service = pushService(app);
    services.set(app.queue, service);
  }
  return service;
}

/** Web Push to every browser a user subscribed, when `push_notification` is on; run as a background job. */
function pushService(app: FastifyInstance) {
  app.queue.define<{ user_ids: number[]; payload: PushPayload }>(
    PUSH_JOB,
    async ({ user_ids, payload }) => {
      const subs = await app.db('push_subscriptions').whereIn('user_id', user_ids);
      if (!subs.length) return { sent: 0 };
      const vapid = await vapidKeys(app);
      const subject = `mailto:${(await app.settings.all()).contact_email || 'no-reply@localhost'}`;
      let sent = 0;
      for (const s of subs) {
        const keys = parseJson<{ p256dh?: string; auth?: string }>(s.keys, {});
        if (!keys.p256dh || !keys.auth) continue;
        // Stored before endpoints were checked, or the accepted hosts changed since: never called.
        if (!isPushServiceEndpoint(s.endpoint, app.config.pushServiceHosts)) {
          await app.db('push_subscriptions').where({ id: s.id }).delete();
          continue;
        }
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: 24 * 3600,
              timeout: 15_000,
            },
          );
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          // The push service says this subscription is gone for good: forget it.
          if (status === 404 || status === 410)
            await app.db('push_subscriptions').where({ id: s.id }).delete();
          else app.log.warn({ err, status }, 'push not delivered');
        }
      }
      return { sent };
    },
    { maxAttempts: 2 },
  );

  return {
    /** Queues one push job for these users; does nothing while the site has pushes switched off. */
    async notify(userIds: number | number[], payload: PushPayload): Promise<void> {
      try {
        if (!(await app.settings.all()).push_notification) return;
        const ids = Array.isArray(userIds) ? userIds : [userIds];
        for (let i = 0; i < ids.length; i += 1000)
          await app.queue.enqueue(
            PUSH_JOB,
            { user_ids: ids.slice(i, i + 1000), payload },
            { maxAttempts: 2 },
          );
      } catch (err) {
        app.log.warn({ err }, 'push not queued');
      }
    },
  };
}

export interface PushService {
  notify(userIds: number | number[], payload: PushPayload): Promise<void>;
}
