import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestApp } from '../../../test/helpers.js';
import { instancePair } from '../../../test/support/instance-pair.js';
import { grantAccess, ORIGIN } from '../../../test/support/api-access.js';
import { perAddressRate } from './public-routes.js';

// Two instances on one database and one Redis: an address's share of a publishable key holds across both.
const pair = instancePair();
let a: TestApp;
let b: FastifyInstance;
beforeAll(() => {
  ({ a, b } = pair);
});

const types = (app: FastifyInstance, key: string, remoteAddress: string) =>
  app.inject({
    url: '/api/public/v1/vehicles/types',
    headers: { 'x-api-key': key, origin: ORIGIN },
    remoteAddress,
  });

describe('per-address share on several instances', () => {
  it('counts one address across instances, in the shared store, and leaves other addresses alone', async () => {
    const admin = await createAdmin(a);
    const dealer = await createUser(a);
    const access = await grantAccess(a, admin.headers, dealer.id, { api_rate: 100 });
    const key = access.keys.publishable_key;
    const share = perAddressRate(100);
    for (let i = 0; i < share; i++)
      expect((await types(i % 2 ? a : b, key, '203.0.113.7')).statusCode).toBe(200);
    const over = await types(a, key, '203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await types(b, key, '203.0.113.7')).statusCode).toBe(429);
    expect((await types(b, key, '198.51.100.20')).statusCode).toBe(200);
  });
});
