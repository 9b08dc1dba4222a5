import type { SessionClient } from '@portal/contracts';
import Bowser from 'bowser';

/**
 * What the desktop app puts first in its user agent (desktop/src/main/serverApi.ts), followed by its system
 * in a browser's words ("PortalDesktop/1.2.0 (Windows NT 10.0)"), so its sessions read as the app's.
 */
export const DESKTOP_APP_TOKEN = 'PortalDesktop';

const DESKTOP_APP = new RegExp(`(^|\\s)${DESKTOP_APP_TOKEN}/|\\bElectron/`);
/** Devices named rather than their system: "Safari on iPhone" says more than "Safari on iOS". */
const NAMED_DEVICES = new Set(['iPhone', 'iPad', 'iPod']);

/**
 * Reads a user agent into the parts of a label such as "Chrome 131 on Windows", read once on the server so
 * the web and the desktop app say the same. The words around them ("on", "Unknown browser") are the
 * screens' to translate; a part not told is ''.
 */
export function describeUserAgent(userAgent: string): SessionClient {
  const ua = userAgent.trim();
  const desktopApp = DESKTOP_APP.test(ua);
  if (!ua) return { browser: '', version: '', os: '', device: '', desktop_app: false };
  const parsed = Bowser.parse(ua);
  // Anything it does not know is taken for a browser named by its first word ("node", "curl"): not a name
  // to show.
  const known = !!parsed.engine.name || !!parsed.os.name;
  const model = parsed.platform.model ?? '';
  return {
    browser: desktopApp || !known ? '' : (parsed.browser.name ?? ''),
    version: desktopApp || !known ? '' : (parsed.browser.version ?? '').split('.')[0],
    os: parsed.os.name ?? '',
    device: NAMED_DEVICES.has(model) ? model : '',
    desktop_app: desktopApp,
  };
}
