/*
 * The portal's service worker: shows Web Push messages from the server ({ title, body, url, tag }) and
 * opens the page a message is about when it is clicked. It caches nothing; the app works as before
 * without it. Registered only once a person turns push notifications on.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(data) {
  if (!data) return {};
  try {
    return data.json() || {};
  } catch {
    return { body: data.text() };
  }
}

/** Only a path of this site is opened: a message can never send the reader somewhere else. */
function pathOf(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  const p = payloadOf(event.data);
  const title = typeof p.title === 'string' && p.title ? p.title : self.location.host;
  const tag = typeof p.tag === 'string' && p.tag ? p.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof p.body === 'string' ? p.body : '',
      icon: '/push-icon.png',
      tag,
      // A newer message with the same tag (the same order, ticket) replaces the old one and still alerts.
      renotify: Boolean(tag),
      data: { url: pathOf(p.url) },
    }),
  );
});

/** Focuses a tab already on the page, else moves an open tab of the portal there, else opens a new one. */
async function openPage(target) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = tabs.find((c) => c.url === target);
  if (there) return there.focus();
  const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
  if (tab && 'navigate' in tab) {
    try {
      const moved = await tab.navigate(target);
      if (moved) return moved.focus();
    } catch {
      // A tab this worker does not control cannot be moved: a new one opens below.
    }
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(pathOf(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(openPage(target));
});
