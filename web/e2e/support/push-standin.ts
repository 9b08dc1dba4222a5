import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { startPushEndpoint } from '../../../server/test/support/push-endpoint';

/** The run's push service stand-in (its certificate is trusted by the server, see playwright.config). */
export function startPushService() {
  const cert = process.env.PORTAL_E2E_PUSH_CERT;
  const key = process.env.PORTAL_E2E_PUSH_KEY;
  if (!cert || !key) throw new Error('playwright.config makes the push certificate');
  return startPushEndpoint([], { cert: readFileSync(cert), key: readFileSync(key) });
}

/**
 * Headless Chromium has no push service of its own (PushManager.subscribe fails), so the browser's
 * subscription is pointed at the stand-in: `subscribe` answers its endpoint and keys, remembering the
 * application server key the page passed. Everything else (the page's calls, the server's encrypted
 * pushes, the real service worker) is the real thing.
 */
export async function pointPushAtStandIn(
  context: BrowserContext,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await context.addInitScript((cfg) => {
    const KEY = '__push_standin';
    type Stored = { endpoint: string; key: number[] };
    const make = (s: Stored | null) =>
      s && {
        endpoint: s.endpoint,
        expirationTime: null,
        options: { applicationServerKey: Uint8Array.from(s.key).buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: cfg.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          localStorage.setItem(`${KEY}_ended`, s.endpoint);
          return true;
        },
      };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const k = options?.applicationServerKey as Uint8Array;
      const stored = { endpoint: cfg.endpoint, key: Array.from(k) };
      localStorage.setItem(KEY, JSON.stringify(stored));
      return make(stored) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      make(JSON.parse(localStorage.getItem(KEY) ?? 'null')) as unknown as PushSubscription | null;
  }, sub);
}
