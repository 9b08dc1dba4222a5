import type { SessionItem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../helpers.js';

let app: TestApp;
let u: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  u = await createUser(app);
});
afterAll(() => app.cleanup());

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  desktopMac: 'PortalDesktop/0.1.0 (Macintosh; Intel Mac OS X)',
  electronWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) TuningPortalStaff/0.1.0 Chrome/130.0.6723.191 Electron/33.3.1 Safari/537.36',
  script: 'curl/8.5.0',
  none: '',
};

/** Opens a session with `ua` and answers the client parts the session list gives for it. */
async function clientOf(ua: string): Promise<SessionItem> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'user-agent': ua },
    payload: { login: u.username, password: u.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().access_token as string;
  const list = await app.inject({
    method: 'GET',
    url: '/api/user/sessions',
    headers: { 'x-access-token': token },
  });
  expect(list.statusCode, list.body).toBe(200);
  const mine = (list.json().items as SessionItem[]).find((s) => s.current);
  expect(mine).toBeTruthy();
  return mine!;
}

describe('the session list names browsers and systems', () => {
  it('reads a browser, its major version and its system; the raw user agent stays', async () => {
    const s = await clientOf(AGENTS.chromeWindows);
    expect(s.client).toEqual({
      browser: 'Chrome',
      version: '131',
      os: 'Windows',
      device: '',
      desktop_app: false,
    });
    expect(s.user_agent).toBe(AGENTS.chromeWindows);
  });

  it('names an iPhone rather than its system', async () => {
    expect((await clientOf(AGENTS.safariIphone)).client).toEqual({
      browser: 'Safari',
      version: '17',
      os: 'iOS',
      device: 'iPhone',
      desktop_app: false,
    });
  });

  it('tells Firefox on Linux and Edge (whose agent also says Chrome) apart', async () => {
    expect((await clientOf(AGENTS.firefoxLinux)).client).toMatchObject({
      browser: 'Firefox',
      version: '133',
      os: 'Linux',
    });
    expect((await clientOf(AGENTS.edgeWindows)).client).toMatchObject({
      browser: 'Microsoft Edge',
      version: '131',
      os: 'Windows',
    });
  });

  it('knows the desktop app, by its own token or as Electron, with its system', async () => {
    expect((await clientOf(AGENTS.desktopMac)).client).toEqual({
      browser: '',
      version: '',
      os: 'macOS',
      device: '',
      desktop_app: true,
    });
    expect((await clientOf(AGENTS.electronWindows)).client).toMatchObject({
      desktop_app: true,
      os: 'Windows',
    });
  });

  it('leaves every part empty for a script or no user agent, instead of guessing', async () => {
    const empty = { browser: '', version: '', os: '', device: '', desktop_app: false };
    expect((await clientOf(AGENTS.script)).client).toEqual(empty);
    expect((await clientOf(AGENTS.none)).client).toEqual(empty);
  });

  it('labels a refreshed session by the agent that refreshed it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'user-agent': AGENTS.firefoxLinux },
      payload: { login: u.username, password: u.password },
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      headers: { 'user-agent': AGENTS.chromeWindows },
      payload: { refresh_token: res.json().refresh_token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: { 'x-access-token': refreshed.json().access_token },
    });
    const mine = (list.json().items as SessionItem[]).find((s) => s.current);
    expect(mine?.client).toMatchObject({ browser: 'Chrome', os: 'Windows' });
  });
});
