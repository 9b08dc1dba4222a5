import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Message } from '@portal/contracts';
import { replies } from '../../lib/schema.js';
import { pushOf, vapidKeys } from './service.js';

/** The public VAPID key the browser subscribes with (POST /push/subscribe stores the subscription). */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Defines the push job at start, so pushes queued before a restart find their handler.
  pushOf(app);
  app.get('/push/vapid_public_key', {
    schema: {
      tags: ['Notifications'],
      summary: 'The public VAPID key for PushManager.subscribe (applicationServerKey)',
      response: replies(Type.Object({ public_key: Type.String() })),
    },
    handler: async () => ({ public_key: (await vapidKeys(app)).publicKey }),
  });

  // A browser that opts out (or signs out) forgets its subscription here first, so no push reaches the
  // next person using it. Only the caller's own subscription can be removed.
  app.post('/push/unsubscribe', {
    onRequest: app.requireUser,
    schema: {
      tags: ['Notifications'],
      summary: "Remove this browser's Web Push subscription",
      body: Type.Object({ endpoint: Type.String({ minLength: 10, maxLength: 500 }) }),
      response: replies(Message, 401),
    },
    handler: async (req) => {
      await app
        .db('push_subscriptions')
        .where({ user_id: req.user._id, endpoint: req.body.endpoint })
        .delete();
      return { status: 'success' as const, message: 'Unsubscribed.' };
    },
  });
};
