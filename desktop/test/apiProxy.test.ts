import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '@portal/api-client';
import { createApiClient } from '@portal/api-client';
import { createStaff } from '../../server/test/helpers.js';
import { createApiProxy } from '../src/main/apiProxy.js';
import { type Served, serve } from './harness.js';

let s: Served;
beforeAll(async () => {
  s = await serve();
});
afterAll(async () => {
  await s.app.cleanup();
});

/** The proxy as main builds it, with a session of `login` held in this process only. */
async function proxyFor(login: string, password: string) {
  const tokens = memoryTokenStore();
  const client = createApiClient({ baseUrl: s.url, tokens });
  await client.auth.signin({ login, password });
  return {
    tokens,
    proxy: createApiProxy({ baseUrl: () => s.url, tokens, refresh: () => client.http.refresh() }),
  };
}

describe('api:request in the main process, against a real server', () => {
  it('answers a staff call with the session of main and never hands out a token', async () => {
    const staff = await createStaff(s.app, { settings: true });
    const { proxy } = await proxyFor(staff.username, staff.password);
    const res = await proxy({ method: 'GET', path: '/api/auth/refresh_user_data' });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body as string);
    expect(body.user.username).toBe(staff.username);
    expect(res.body).not.toMatch(/access_token|refresh_token/);
    await expect(
      proxy({ method: 'POST', path: '/api/auth/refresh_token', body: { kind: 'json', text: '{}' } }),
    ).rejects.toThrow();
  });

  it('lets the server refuse what the person may not do', async () => {
    const staff = await createStaff(s.app, { orders: true });
    const { proxy } = await proxyFor(staff.username, staff.password);
    const res = await proxy({ method: 'GET', path: '/api/settings' });
    expect(res.status).toBe(403);
  });

  it('refreshes an expired access token once and retries', async () => {
    const staff = await createStaff(s.app, { orders: true });
    const { proxy, tokens } = await proxyFor(staff.username, staff.password);
    tokens.setTokens({ access_token: 'expired', refresh_token: tokens.getRefreshToken() as string });
    const res = await proxy({ method: 'GET', path: '/api/auth/refresh_user_data' });
    expect(res.status).toBe(200);
    expect(tokens.getAccessToken()).not.toBe('expired');
  });
});
