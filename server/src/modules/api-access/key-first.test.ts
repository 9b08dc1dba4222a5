import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp } from '../../../test/helpers.js';
import { grantAccess, ORIGIN } from '../../../test/support/api-access.js';

// The public API checks the key before it reads or validates a body: without a valid key a caller learns
// nothing of the fields a call expects.
let app: TestApp;
let publishable: string;

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createAdmin(app);
  const dealer = await createUser(app);
  publishable = (await grantAccess(app, admin.headers, dealer.id)).keys.publishable_key;
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
});

const post = (headers: Record<string, string>, payload: object | string) =>
  app.inject({
    method: 'POST',
    url: '/api/public/v1/quotes',
    headers: { origin: ORIGIN, ...headers },
    payload,
  });

describe('public API key before body', () => {
  it('answers 401 to a malformed quote request without a key or with a wrong one', async () => {
    const malformed = { name: 42, email: 'not an address', stage: 'x' };
    const none = await post({}, malformed);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('API_KEY_MISSING');
    const wrong = await post({ 'x-api-key': `pk_live_${'A'.repeat(40)}` }, malformed);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('API_KEY_INVALID');
    const broken = await post({ 'x-api-key': 'nonsense', 'content-type': 'application/json' }, '{"name":');
    expect(broken.statusCode).toBe(401);
  });

  it('still validates the body of a caller with a valid key', async () => {
    const res = await post({ 'x-api-key': publishable }, { name: 42 });
    expect(res.statusCode).toBe(400);
  });
});
