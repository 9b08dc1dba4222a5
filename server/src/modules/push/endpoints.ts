/** The browsers' push services: Chrome and Edge (FCM), Firefox, Windows, Safari. */
const SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const SERVICE_DOMAINS = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/**
 * Whether a subscription endpoint belongs to a browser push service, or to one of `extraHosts`
 * (PUSH_SERVICE_HOSTS). The server POSTs to every stored endpoint, so any other address would let a
 * customer make it call hosts of their choosing, internal ones included.
 */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host)) return true;
  // The public services answer on the default port only.
  if (url.port) return false;
  return SERVICE_HOSTS.includes(host) || SERVICE_DOMAINS.some((d) => host.endsWith(d));
}
