import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

describe('approving an account where no SMTP server is set up', () => {
  it('approves it without claiming that the person was told by e-mail', async () => {
    expect(await app.mailer.configured()).toBe(false);
    const waiting = await createUser(app, { status: 0 });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/${waiting.id}`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { status: 1 }, notified: false });
  });
});
