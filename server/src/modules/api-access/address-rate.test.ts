import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { grantAccess, ORIGIN } from '../../../test/support/api-access.js';
import { perAddressRate } from './public-routes.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
}, 60_000);
afterAll(() => app.cleanup());

const fromAddress = (key: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    url: '/api/public/v1/vehicles/types',
    headers: { 'x-api-key': key, origin: ORIGIN, ...headers },
    remoteAddress,
  });

describe('per-address share of a publishable key', () => {
  it('is a tenth of the key rate, at least 30 a minute', () => {
    expect(perAddressRate(60)).toBe(30);
    expect(perAddressRate(3)).toBe(30);
    expect(perAddressRate(600)).toBe(60);
    expect(perAddressRate(1000)).toBe(100);
  });

  it('stops one address with 429 and Retry-After while other visitors of the same key go on', async () => {
    const dealer = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id, { api_rate: 100 });
    const key = access.keys.publishable_key;
    const share = perAddressRate(100);
    for (let i = 0; i < share; i++) expect((await fromAddress(key, '203.0.113.7')).statusCode).toBe(200);
    const over = await fromAddress(key, '203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['access-control-allow-origin']).toBe(ORIGIN);

    // Without a trusted proxy, a forwarded-for header does not make the same machine a new client.
    const spoofed = await fromAddress(key, '203.0.113.7', { 'x-forwarded-for': '198.51.100.9' });
    expect(spoofed.statusCode).toBe(429);
    // An IPv6 client is one client across its /64.
    for (let i = 0; i < share; i++)
      expect((await fromAddress(key, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await fromAddress(key, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);

    // Another visitor on the same key is still served, and so is the dealer's server with the secret key.
    expect((await fromAddress(key, '198.51.100.20')).statusCode).toBe(200);
    const fromServer = await app.inject({
      url: '/api/public/v1/quotes',
      headers: { authorization: `Bearer ${access.keys.secret_key}` },
      remoteAddress: '203.0.113.7',
    });
    expect(fromServer.statusCode).toBe(200);
  });

  it('does not count what it refuses against the key, so the key keeps its budget for others', async () => {
    const dealer = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id, { api_rate: 40 });
    const key = access.keys.publishable_key;
    // One address keeps hammering: it gets its 30, then only refusals.
    for (let i = 0; i < 60; i++) await fromAddress(key, '203.0.113.50');
    // The key had 40: the 10 left are still there for the other visitors.
    for (let i = 0; i < 10; i++) expect((await fromAddress(key, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    // Then the key's own rate stops everyone.
    const spent = await fromAddress(key, '198.51.100.99');
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ trustProxy: ['10.0.0.1'] });
  }, 60_000);
  afterAll(() => proxied?.cleanup());

  it('counts the visitor the proxy names, not the proxy', async () => {
    const boss = await createAdmin(proxied);
    const dealer = await createUser(proxied);
    const access = await grantAccess(proxied, boss.headers, dealer.id, { api_rate: 100 });
    const key = access.keys.publishable_key;
    const via = (visitor: string) =>
      proxied.inject({
        url: '/api/public/v1/vehicles/types',
        headers: { 'x-api-key': key, origin: ORIGIN, 'x-forwarded-for': visitor },
        remoteAddress: '10.0.0.1',
      });
    const share = perAddressRate(100);
    for (let i = 0; i < share; i++) expect((await via('203.0.113.7')).statusCode).toBe(200);
    expect((await via('203.0.113.7')).statusCode).toBe(429);
    expect((await via('198.51.100.20')).statusCode).toBe(200);
  });
});
