import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { DAYS, grantAccess, ORIGIN } from '../../../test/support/api-access.js';
import { balanceOf, giveCredits } from '../../../test/support/orders-kit.js';

let app: TestApp;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  manager = await createStaff(app, { api_manager: true });
}, 60_000);
afterAll(() => app.cleanup());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PRICE = 5000;

const call = (method: string, url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: who?.headers ?? {}, payload });
const renew = (who: TestUser, id: number) => call('POST', `/api/access_api_user/${id}/renew`, who);
const publicTypes = (key: string) =>
  app.inject({
    method: 'GET',
    url: '/api/public/v1/vehicles/types',
    headers: { 'x-api-key': key, origin: ORIGIN },
  });

/** Audit rows of renewals of an access. */
const renewals = (id: number) => app.db('audit_log').where({ action: 'api_access.renew', target_id: id });

async function setPrice(price: number) {
  await app.settings.set('site', { ...(await app.settings.all()), api_access_price: price });
}

/** A dealer with an access that ran out yesterday (after a year), its keys and id. */
async function expiredDealer() {
  const dealer = await createUser(app);
  const access = await grantAccess(app, admin.headers, dealer.id, {
    start_date: day(-366),
    expiration_date: DAYS.yesterday,
  });
  return { dealer, access };
}

describe('renewing an expired API access', () => {
  it('asking again for an expired access points to renewing', async () => {
    const { dealer } = await expiredDealer();
    const res = await call('POST', '/api/access_api_create', dealer, {
      website_url: [ORIGIN],
      api_for: 'both',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your API access has expired. Please renew it instead of asking for a new one.',
    );
  });

  it('when priced: spends the price, runs a year from today with the same keys', async () => {
    await setPrice(PRICE);
    try {
      const { dealer, access } = await expiredDealer();
      await giveCredits(app, dealer.id, 12_000);
      const before = await publicTypes(access.keys.publishable_key);
      expect(before.statusCode).toBe(403);
      expect((await call('GET', '/api/access_api_user', dealer)).json()).toMatchObject({
        price: PRICE,
        access: { _id: access._id, state: 'expired' },
      });

      const res = await renew(dealer, access._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().access).toMatchObject({
        _id: access._id,
        state: 'active',
        active: true,
        start_date: DAYS.today,
        expiration_date: DAYS.nextYear,
        api_key: access.api_key,
      });
      expect(await balanceOf(app, dealer.id)).toEqual({ balance: 12_000 - PRICE, held: 0 });
      // The same keys work again: nothing to change on the dealer's sites.
      expect((await publicTypes(access.keys.publishable_key)).statusCode).toBe(200);
      const fromServer = await app.inject({
        url: '/api/public/v1/quotes',
        headers: { authorization: `Bearer ${access.keys.secret_key}` },
      });
      expect(fromServer.statusCode).toBe(200);
      const spent = await app
        .db('credit_ledger')
        .where({ user_id: dealer.id, ref_type: 'api_access', ref_id: String(access._id), kind: 'capture' });
      expect(spent).toHaveLength(1);
      expect(await renewals(access._id)).toHaveLength(1);

      // Not expired any more: a second renewal is refused and costs nothing.
      const again = await renew(dealer, access._id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Your API access has not expired yet. It can be renewed once it has.',
      );
      expect(await balanceOf(app, dealer.id)).toEqual({ balance: 12_000 - PRICE, held: 0 });
    } finally {
      await setPrice(0);
    }
  });

  it('when priced: two renewals at once charge once and extend once', async () => {
    await setPrice(PRICE);
    try {
      const { dealer, access } = await expiredDealer();
      await giveCredits(app, dealer.id, 20_000);
      const results = await Promise.all([renew(dealer, access._id), renew(dealer, access._id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await balanceOf(app, dealer.id)).toEqual({ balance: 20_000 - PRICE, held: 0 });
      const row = await app.db('api_access').where({ id: access._id }).first();
      expect([row.start_date, row.expiration_date]).toEqual([DAYS.today, DAYS.nextYear]);
      expect(await renewals(access._id)).toHaveLength(1);
    } finally {
      await setPrice(0);
    }
  });

  it('when priced: without enough credits nothing changes', async () => {
    await setPrice(PRICE);
    try {
      const { dealer, access } = await expiredDealer();
      await giveCredits(app, dealer.id, 1000);
      const res = await renew(dealer, access._id);
      expect(res.statusCode).toBe(402);
      expect(res.json().code).toBe('INSUFFICIENT_CREDITS');
      const row = await app.db('api_access').where({ id: access._id }).first();
      expect(row.expiration_date).toBe(DAYS.yesterday);
      expect(await balanceOf(app, dealer.id)).toEqual({ balance: 1000, held: 0 });
    } finally {
      await setPrice(0);
    }
  });

  it('when free: goes back to staff like a first request, and staff switch it on', async () => {
    const { dealer, access } = await expiredDealer();
    const notesBefore = await app.db('in_app_notifications').where({ type: 'api_access.requested' });
    const res = await renew(dealer, access._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toMatchObject({
      state: 'inactive',
      active: false,
      expiration_date: DAYS.nextYear,
    });
    const notesAfter = await app.db('in_app_notifications').where({ type: 'api_access.requested' });
    expect(notesAfter.length).toBe(notesBefore.length + 1);
    // Waiting for staff: neither a second renewal nor the key works yet.
    const again = await renew(dealer, access._id);
    expect(again.statusCode).toBe(409);
    expect((await publicTypes(access.keys.publishable_key)).statusCode).toBe(403);
    expect(await balanceOf(app, dealer.id)).toEqual({ balance: 0, held: 0 });

    const approve = await call('PUT', `/api/access_api/${access._id}`, manager, { active: true });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().access.state).toBe('active');
    expect((await publicTypes(access.keys.publishable_key)).statusCode).toBe(200);
  });

  it('refuses an access that has not expired, a revoked one, and one of another customer', async () => {
    const current = await createUser(app);
    const live = await grantAccess(app, admin.headers, current.id);
    const early = await renew(current, live._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your API access has not expired yet. It can be renewed once it has.');

    const { dealer, access } = await expiredDealer();
    const other = await createUser(app);
    await giveCredits(app, other.id, 20_000);
    await setPrice(PRICE);
    try {
      for (const who of [other, current]) {
        const res = await renew(who, access._id);
        expect(res.statusCode).toBe(404);
      }
      expect(await balanceOf(app, other.id)).toEqual({ balance: 20_000, held: 0 });
      expect((await app.db('api_access').where({ id: access._id }).first()).expiration_date).toBe(
        DAYS.yesterday,
      );
      // Staff cannot renew in a customer's name through this route either (they change the dates).
      expect((await renew(manager, access._id)).statusCode).toBe(403);

      expect((await call('DELETE', `/api/access_api/${access._id}`, manager)).statusCode).toBe(200);
      const revoked = await renew(dealer, access._id);
      expect(revoked.statusCode).toBe(409);
      expect(revoked.json().message).toBe('This API access has been revoked and can no longer be changed.');
    } finally {
      await setPrice(0);
    }
  });

  it('is refused while API access is not offered', async () => {
    const { dealer, access } = await expiredDealer();
    await app.settings.set('site', { ...(await app.settings.all()), api_access: false });
    try {
      const res = await renew(dealer, access._id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), api_access: true });
    }
  });
});
