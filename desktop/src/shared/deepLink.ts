/** The custom protocol of deep links into the app: `portal://admin/all_tickets` opens that staff screen. */
export const DEEP_LINK_SCHEME = 'portal';

/** A path of the staff area: `/admin` or below, plain segments, an optional plain query. */
export function isStaffPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 512) return false;
  return (
    /^\/admin(\/[A-Za-z0-9_\-.$]+)*\/?(\?[A-Za-z0-9_\-.=&%+]*)?$/.test(path) && !/\/\.\.?(\/|$|\?)/.test(path)
  );
}

/** The staff path a `portal://` link asks for, or null when it is not one the app opens. */
export function deepLinkPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  // portal://admin/x parses with host "admin"; portal:///admin/x without a host.
  const path = `${parsed.host ? `/${parsed.host}` : ''}${parsed.pathname}`.replace(/\/+$/, '') || '/';
  const full = parsed.search ? `${path}${parsed.search}` : path;
  return isStaffPath(full) ? full : null;
}

/** The first deep link among a process's arguments (how a second start of the app passes it on). */
export const deepLinkFromArgs = (argv: readonly string[]): string | null => {
  for (const arg of argv) if (arg.startsWith(`${DEEP_LINK_SCHEME}://`)) return deepLinkPath(arg);
  return null;
};
