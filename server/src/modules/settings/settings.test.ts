import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

let app: TestApp;
let admin: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

describe('site settings', () => {
  it('gives anyone the public site data without SMTP secrets', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { smtp_host: 'mail.example.test', smtp_password: 'hunter22' },
    });
    const res = await app.inject({ method: 'GET', url: '/api/auth/get_site_data' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.default_theme).toBe('dark');
    expect(body.languages).toHaveLength(31);
    expect(res.body).not.toContain('hunter22');
    expect(res.body).not.toContain('smtp_host');
  });

  it('saves settings for admins and keeps the SMTP password write-only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { site_title: 'Fast Files', captcha_verification: true, smtp_password: 'secret-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      site_title: 'Fast Files',
      captcha_verification: true,
      smtp_password_set: true,
    });
    expect(res.body).not.toContain('secret-pass');
    // An empty password in a later save keeps the stored one.
    const again = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { smtp_password: '' },
    });
    expect(again.json().smtp_password_set).toBe(true);
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { captcha_verification: false },
    });
  });

  it('takes multipart with a logo and refuses bad values without saving any of them', async () => {
    const boundary = 'b0undary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="site_title"\r\n\r\nLogo Site\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file_upload_public"\r\n\r\nfalse\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="l.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg"/>\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site_title: 'Logo Site', file_upload_public: false });
    const logo = await app.inject({ method: 'GET', url: res.json().logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');

    const bad = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { site_title: 'Never', max_upload_mb: -4 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('max_upload_mb');
    const now = await app.inject({ method: 'GET', url: '/api/settings', headers: admin.headers });
    expect(now.json().site_title).toBe('Logo Site');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { not_a_setting: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses customers and staff without the settings permission; allows staff with it', async () => {
    const customer = await createUser(app);
    const plain = await createStaff(app, { orders: true });
    const settingsStaff = await createStaff(app, { settings: true });
    for (const u of [customer, plain]) {
      const get = await app.inject({ method: 'GET', url: '/api/settings', headers: u.headers });
      expect(get.statusCode).toBe(403);
      const post = await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: u.headers,
        payload: { site_title: 'x' },
      });
      expect(post.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(anonymous.statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: '/api/settings', headers: settingsStaff.headers });
    expect(ok.statusCode).toBe(200);
  });

  it('saves theme colours, notification settings, tools and the cookie text', async () => {
    const theme = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: admin.headers,
      payload: { card_bg_color: '#112233' },
    });
    expect(theme.json().card_bg_color).toBe('#112233');
    const badColour = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: admin.headers,
      payload: { card_bg_color: 'red; x' },
    });
    expect(badColour.statusCode).toBe(400);
    const notif = await app.inject({
      method: 'POST',
      url: '/api/notification_settings',
      headers: admin.headers,
      payload: { email_on_new_order: false },
    });
    expect(notif.json().email_on_new_order).toBe(false);
    const tools = await app.inject({
      method: 'PUT',
      url: '/api/settings/supported-tools',
      headers: admin.headers,
      payload: { tools: ['WinOLS', ' WinOLS ', 'Alientech KESS3'] },
    });
    expect(tools.json().tools).toEqual(['WinOLS', 'Alientech KESS3']);
    const pub = await app.inject({ method: 'GET', url: '/api/settings/supported-tools' });
    expect(pub.json().tools).toEqual(['WinOLS', 'Alientech KESS3']);
    await app.inject({
      method: 'POST',
      url: '/api/policies',
      headers: admin.headers,
      payload: { cookie_text: 'Only needed cookies.' },
    });
    const policies = await app.inject({ method: 'GET', url: '/api/policies' });
    expect(policies.json().cookie_text).toBe('Only needed cookies.');
  });

  it('checks an SMTP connection against a real server and reports a dead one', async () => {
    const port = Number(new URL(smtp.url).port);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/check-smtp-connection',
      headers: admin.headers,
      payload: { host: '127.0.0.1', port, secure: false },
    });
    expect(ok.statusCode).toBe(200);
    const dead = await app.inject({
      method: 'POST',
      url: '/api/check-smtp-connection',
      headers: admin.headers,
      payload: { host: '127.0.0.1', port: 1, secure: false },
    });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ code: 'SMTP_FAILED' });
    expect(dead.json().message).toMatch(/^Connection is not OK/);
  });

  it('purges caches so a change made directly in the database shows at once', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/get_site_data' });
    const row = await app.db('settings').where({ key: 'site' }).first();
    await app
      .db('settings')
      .where({ key: 'site' })
      .update({ value: JSON.stringify({ ...JSON.parse(row.value), site_title: 'Direct Edit' }) });
    const purge = await app.inject({
      method: 'DELETE',
      url: '/api/caches/purge-all',
      headers: admin.headers,
    });
    expect(purge.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/auth/get_site_data' });
    expect(after.json().settings.site_title).toBe('Direct Edit');
  });
});

describe('captcha', () => {
  it('requires a solved captcha on sign-in when captcha_verification is on', async () => {
    const u = await createUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { captcha_verification: true },
    });
    try {
      const without = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: u.username, password: u.password },
      });
      expect(without.json().code).toBe('CAPTCHA_REQUIRED');
      const cap = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
      expect(cap.json().svg).toContain('<svg');
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: {
          login: u.username,
          password: u.password,
          captcha_id: cap.json().captcha_id,
          captcha: 'zzzzz',
        },
      });
      expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    } finally {
      await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: admin.headers,
        payload: { captcha_verification: false },
      });
    }
  });
});

describe('security basics', () => {
  it('sends security headers and limits sign-in attempts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/get_site_data' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { login: 'brute@example.test', password: 'guess' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
