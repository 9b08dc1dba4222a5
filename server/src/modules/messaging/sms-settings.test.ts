import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  staff = await createStaff(app, { settings: true });
});
afterAll(() => app.cleanup());

const put = (user: TestUser, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/sms_settings', payload, headers: user.headers });

describe('SMS settings', () => {
  it('keeps the stored token away from a new provider address unless the token is given again', async () => {
    const first = await put(admin, {
      account_sid: 'AC1',
      auth_token: 'kept-secret',
      from: '+15005550006',
      base_url: 'https://api.twilio.com',
    });
    expect(first.statusCode, first.body).toBe(200);

    // Someone who may edit settings but does not know the token cannot send it to their own server.
    const moved = await put(staff, { base_url: 'https://collector.example' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'Please enter the auth token again when you change the provider address.',
    );
    const view = (await app.inject({ url: '/api/sms_settings', headers: admin.headers })).json();
    expect(view).toMatchObject({ base_url: 'https://api.twilio.com', has_token: true });

    // The same address (with or without a trailing slash) and other fields keep the stored token.
    const same = await put(staff, { base_url: 'https://api.twilio.com/', from: '+15005550007' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ from: '+15005550007', has_token: true });

    // With the token given again the address may change.
    const withToken = await put(admin, { base_url: 'https://sms.example', auth_token: 'new-secret' });
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(withToken.json()).toMatchObject({ base_url: 'https://sms.example', has_token: true });

    // Only a web address: the server calls it.
    for (const base_url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://sms.example']) {
      const odd = await put(admin, { base_url, auth_token: 'new-secret' });
      expect(odd.statusCode, base_url).toBe(400);
      expect(odd.json().field).toBe('base_url');
    }
  });
});
