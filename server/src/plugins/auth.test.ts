import { USER_STATUS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../test/helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({}, { RATE_LIMITS: 'false' });
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const states: [string, { status?: number; verified?: boolean }, string, string][] = [
  ['unverified', { verified: false }, 'ACCOUNT_UNVERIFIED', 'Please verify your e-mail address first.'],
  [
    'waiting for approval',
    { status: USER_STATUS.PENDING },
    'ACCOUNT_INACTIVE',
    'Your account is waiting for approval.',
  ],
  [
    'suspended',
    { status: USER_STATUS.SUSPENDED },
    'ACCOUNT_SUSPENDED',
    'Your account has been suspended. Please contact us.',
  ],
];

describe('signed-in users who may not use the portal', () => {
  it.each(states)('tells an account that is %s why', async (_what, opts, code, message) => {
    const u = await createUser(app, opts);
    const res = await app.inject({ url: '/api/chat_message', headers: u.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code, message });
  });

  it.each(states)(
    'answers the downloads of an account that is %s with 403, not 401',
    async (_what, opts, code, message) => {
      const u = await createUser(app, opts);
      const res = await app.inject({ url: '/api/flink', headers: u.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code, message });
    },
  );

  it('still asks visitors to sign in, and shows public downloads to everyone when they are public', async () => {
    expect((await app.inject({ url: '/api/flink' })).statusCode).toBe(401);
    const pending = await createUser(app, { status: USER_STATUS.PENDING });
    const setPublic = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { downloads_public: true },
    });
    expect(setPublic.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/flink', headers: pending.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/flink' })).statusCode).toBe(200);
  });
});
