import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestApp } from '../../../test/helpers.js';
import { instancePair } from '../../../test/support/instance-pair.js';
import { grantAccess, ORIGIN } from '../../../test/support/api-access.js';

// Two instances on one database and one Redis: a key's rate and its revocation hold across both.
const pair = instancePair();
let a: TestApp;
let b: FastifyInstance;
beforeAll(() => {
  ({ a, b } = pair);
});

const types = (app: FastifyInstance, key: string) =>
  app.inject({ url: '/api/public/v1/vehicles/types', headers: { 'x-api-key': key, origin: ORIGIN } });

describe('public API on several instances', () => {
  it('counts a key’s rate across instances and stops a revoked key on all of them at once', async () => {
    const admin = await createAdmin(a);
    const dealer = await createUser(a);
    const access = await grantAccess(a, admin.headers, dealer.id, { api_rate: 4 });
    const key = access.keys.publishable_key;
    expect((await types(a, key)).statusCode).toBe(200);
    expect((await types(b, key)).statusCode).toBe(200);
    expect((await types(a, key)).statusCode).toBe(200);
    expect((await types(b, key)).statusCode).toBe(200);
    const over = await types(b, key);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const other = await createUser(a);
    const second = await grantAccess(a, admin.headers, other.id);
    expect((await types(b, second.keys.publishable_key)).statusCode).toBe(200);
    const revoked = await a.inject({
      method: 'DELETE',
      url: `/api/access_api/${second._id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    let res = await types(b, second.keys.publishable_key);
    // The purge travels over Redis; allow it a moment, far below the cache's own lifetime.
    for (let i = 0; i < 50 && res.statusCode === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await types(b, second.keys.publishable_key);
    }
    expect(res.json().code).toBe('API_KEY_REVOKED');
  });
});
