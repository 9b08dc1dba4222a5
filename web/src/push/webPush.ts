/**
 * Web Push in this browser: the service worker (`/sw.js`, registered on the first opt-in), the
 * subscription made with the server's VAPID key, and its removal on opt-out and sign-out. The browser's
 * permission is asked for only from a click (settings tab or the support pages' prompt).
 */
import type { PushControl, PushState } from '@portal/admin';
import { api } from '../api';

const WORKER_URL = '/sw.js';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  // Service workers refused (some private windows): as if the browser had no push.
  return currentSubscription().then(
    (sub) => (sub ? 'on' : 'off'),
    () => 'unsupported',
  );
}

/** Asks for permission (from a click), subscribes this browser and hands the subscription to the server. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const reg = await navigator.serviceWorker.ready;
  const key = keyBytes((await api.support.push.vapidPublicKey()).public_key);
  let sub = await reg.pushManager.getSubscription();
  // Made with another key (the server's key pair was replaced): the push service would refuse our pushes.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { keys } = sub.toJSON();
  await api.support.push.subscribe({
    endpoint: sub.endpoint,
    keys: keys?.p256dh && keys.auth ? { p256dh: keys.p256dh, auth: keys.auth } : undefined,
  });
  return 'on';
}

/**
 * Ends this browser's subscription. With `tellServer` the server forgets it first (opt-out, sign-out);
 * without (the session already ended) the push service answers the server's next push with "gone", and
 * the server forgets it then. Either way the next person using this browser gets nobody's pushes.
 */
export async function disablePush(tellServer = true): Promise<PushState> {
  const sub = await currentSubscription().catch(() => null);
  if (sub) {
    if (tellServer) await api.support.push.unsubscribe(sub.endpoint).catch(() => undefined);
    await sub.unsubscribe().catch(() => false);
  }
  return pushState();
}

export const webPush: PushControl = { state: pushState, enable: enablePush, disable: () => disablePush() };
