import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
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
};
