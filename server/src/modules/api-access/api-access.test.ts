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
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  manager = await createStaff(app, { api_manager: true });
  staff = await createStaff(app, {});
}, 60_000);
afterAll(() => app.cleanup());

const call = (method: string, url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers: who?.headers ?? {}, payload });

const publicTypes = (key: string) =>
  app.inject({
    method: 'GET',
    url: '/api/public/v1/vehicles/types',
    headers: { 'x-api-key': key, origin: ORIGIN },
  });

describe('staff grant and manage API access', () => {
  it('grants with keys shown once, stored only hashed, and lists it with usage', async () => {
    const dealer = await createUser(app);
    const res = await call('POST', '/api/access_api', manager, {
      user_id: dealer.id,
      start_date: DAYS.yesterday,
      expiration_date: DAYS.nextYear,
      api_rate: 30,
      website_url: [ORIGIN, 'HTTPS://Dealer.example'],
      api_for: 'both',
    });
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json().access;
    expect(access.keys.publishable_key).toMatch(/^pk_live_[A-Za-z0-9]{40}$/);
    expect(access.keys.secret_key).toMatch(/^sk_live_[A-Za-z0-9]{40}$/);
    expect(access.api_key).toBe(access.keys.publishable_key.slice(0, 16));
    expect(access).toMatchObject({ state: 'active', api_rate: 30, website_url: [ORIGIN], api_for: 'both' });
    const row = await app.db('api_access').where({ id: access._id }).first();
    expect(JSON.stringify(row)).not.toContain(access.keys.publishable_key);
    expect(JSON.stringify(row)).not.toContain(access.keys.secret_key);

    const list = await call('GET', `/api/access_api?keywords=${dealer.username}`, manager);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().items[0]).toMatchObject({ _id: access._id, username: dealer.username });
    expect(list.json().items[0].usage).toHaveLength(30);
    expect(list.body).not.toContain(access.keys.secret_key);
    const audit = await app.db('audit_log').where({ action: 'api_access.grant', target_id: access._id });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(access.keys.secret_key);
  });

  it('refuses bad grants with a clear message and writes nothing', async () => {
    const dealer = await createUser(app);
    const base = {
      user_id: dealer.id,
      start_date: DAYS.today,
      expiration_date: DAYS.nextYear,
      api_rate: 10,
      website_url: [ORIGIN],
      api_for: 'quotes',
    };
    const backwards = await call('POST', '/api/access_api', admin, {
      ...base,
      expiration_date: DAYS.yesterday,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The expiry date must not be before the start date.');
    const badSite = await call('POST', '/api/access_api', admin, {
      ...base,
      website_url: ['javascript:alert(1)'],
    });
    expect(badSite.statusCode).toBe(400);
    const toStaff = await call('POST', '/api/access_api', admin, { ...base, user_id: staff.id });
    expect(toStaff.statusCode).toBe(400);
    const nobody = await call('POST', '/api/access_api', admin, { ...base, user_id: 999_999 });
    expect(nobody.statusCode).toBe(404);
    expect(await app.db('api_access').where({ user_id: dealer.id })).toHaveLength(0);
    expect((await call('POST', '/api/access_api', admin, base)).statusCode).toBe(200);
    const twice = await call('POST', '/api/access_api', admin, base);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses dates that are not on the calendar and keeps the stored ones', async () => {
    const dealer = await createUser(app);
    const base = {
      user_id: dealer.id,
      start_date: '2020-02-30',
      expiration_date: '2099-01-01',
      api_rate: 10,
      website_url: [ORIGIN],
      api_for: 'both',
    };
    for (const dates of [
      { start_date: '2020-02-30' },
      { expiration_date: '2099-02-31' },
      { start_date: '2027-02-29' },
      { expiration_date: '2099-04-31' },
      { expiration_date: '2099-13-01' },
    ]) {
      const res = await call('POST', '/api/access_api', admin, {
        ...base,
        start_date: '2020-01-01',
        ...dates,
      });
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().message).toBe('Please give valid start and expiry dates.');
    }
    expect(await app.db('api_access').where({ user_id: dealer.id })).toHaveLength(0);

    // 29 February of a leap year is a real day.
    const access = await grantAccess(app, admin.headers, dealer.id, { expiration_date: '2096-02-29' });
    for (const dates of [{ expiration_date: '2099-02-31' }, { start_date: '2020-02-30' }]) {
      const res = await call('PUT', `/api/access_api/${access._id}`, manager, dates);
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().message).toBe('Please give valid start and expiry dates.');
    }
    const row = await app.db('api_access').where({ id: access._id }).first();
    expect([row.start_date, row.expiration_date]).toEqual([DAYS.yesterday, '2096-02-29']);
  });

  it('keeps staff without api_manager and customers out', async () => {
    const dealer = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id);
    for (const who of [staff, dealer]) {
      expect((await call('GET', '/api/access_api', who)).statusCode).toBe(403);
      expect(
        (
          await call('POST', '/api/access_api', who, {
            user_id: dealer.id,
            start_date: DAYS.today,
            expiration_date: DAYS.nextYear,
            api_rate: 10,
            website_url: [ORIGIN],
            api_for: 'both',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('PUT', `/api/access_api/${access._id}`, who, { api_rate: 5 })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/access_api/${access._id}`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/access_api', null)).statusCode).toBe(401);
    const row = await app.db('api_access').where({ id: access._id }).first();
    expect(row.api_rate).toBe(1000);
    expect(row.revoked_at).toBeNull();
  });

  it('switching off, expiry and revocation take effect at once', async () => {
    const dealer = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id);
    const pk = access.keys.publishable_key;
    expect((await publicTypes(pk)).statusCode).toBe(200);

    const off = await call('PUT', `/api/access_api/${access._id}`, manager, { active: false });
    expect(off.json().access.state).toBe('inactive');
    expect((await publicTypes(pk)).json().code).toBe('API_KEY_INACTIVE');
    await call('PUT', `/api/access_api/${access._id}`, manager, { active: true });
    expect((await publicTypes(pk)).statusCode).toBe(200);

    const later = await call('PUT', `/api/access_api/${access._id}`, manager, { start_date: DAYS.tomorrow });
    expect(later.json().access.state).toBe('inactive');
    expect((await publicTypes(pk)).json().code).toBe('API_KEY_INACTIVE');
    const expired = await call('PUT', `/api/access_api/${access._id}`, manager, {
      start_date: '2020-01-01',
      expiration_date: DAYS.yesterday,
    });
    expect(expired.json().access.state).toBe('expired');
    const res = await publicTypes(pk);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_EXPIRED');
    await call('PUT', `/api/access_api/${access._id}`, manager, { expiration_date: DAYS.nextYear });
    expect((await publicTypes(pk)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/access_api/${access._id}`, manager);
    expect(revoked.json()).toEqual({ status: 'success', message: 'The API access has been revoked.' });
    const after = await publicTypes(pk);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('API_KEY_REVOKED');
    expect(
      (await app.db('audit_log').where({ action: 'api_access.revoke', target_id: access._id })).length,
    ).toBe(1);
    expect((await call('PUT', `/api/access_api/${access._id}`, manager, { active: true })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', '/api/access_api/999999', manager)).statusCode).toBe(404);
  });

  it('grants again after a revoke: new keys work, the old ones stay revoked, the old record stays', async () => {
    const dealer = await createUser(app, { username: `regrant${Date.now()}` });
    const first = await grantAccess(app, admin.headers, dealer.id);
    expect((await publicTypes(first.keys.publishable_key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/access_api/${first._id}`, manager)).statusCode).toBe(200);
    // The revoked access itself stays revoked: switching it on again would bring its keys back.
    expect((await call('PUT', `/api/access_api/${first._id}`, manager, { active: true })).statusCode).toBe(
      409,
    );

    // Grants sent at once still give one live access (on MariaDB the unique index settles it).
    const grants = await Promise.all(
      [manager, admin, manager].map((who, i) =>
        call('POST', '/api/access_api', who, {
          user_id: dealer.id,
          start_date: DAYS.yesterday,
          expiration_date: DAYS.nextYear,
          api_rate: 1000,
          website_url: [ORIGIN],
          api_for: i === 0 ? 'vehicle_statistics' : 'both',
        }),
      ),
    );
    expect(grants.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const second = grants.find((r) => r.statusCode === 200)!.json().access as typeof first;
    expect(second._id).not.toBe(first._id);
    expect(second.keys.publishable_key).not.toBe(first.keys.publishable_key);
    expect(second.keys.secret_key).not.toBe(first.keys.secret_key);
    expect((await publicTypes(second.keys.publishable_key)).statusCode).toBe(200);
    const server = (key: string) =>
      app.inject({ url: '/api/public/v1/vehicles/types', headers: { 'x-api-key': key } });
    expect((await server(second.keys.secret_key)).statusCode).toBe(200);
    for (const old of [await publicTypes(first.keys.publishable_key), await server(first.keys.secret_key)]) {
      expect(old.statusCode).toBe(403);
      expect(old.json().code).toBe('API_KEY_REVOKED');
    }

    // The customer sees the new access; staff see both, the revoked one with its usage.
    const mine = await call('GET', '/api/access_api_user', dealer);
    expect(mine.json().access).toMatchObject({ _id: second._id, state: 'active' });
    await call('PUT', `/api/access_api/${second._id}`, manager, { api_for: 'vehicle_statistics' });
    expect((await call('GET', '/api/has-access-to-vehicle-statistics-api', dealer)).json().access).toBe(true);
    const list = (await call('GET', `/api/access_api?keywords=${dealer.username}`, manager)).json();
    expect(list.items.map((i: { _id: number; state: string }) => [i._id, i.state])).toEqual([
      [second._id, 'active'],
      [first._id, 'revoked'],
    ]);
    const used = list.items[1].usage.reduce((n: number, d: { requests: number }) => n + d.requests, 0);
    expect(used).toBeGreaterThan(0);

    // Still one live access per customer.
    const third = await call('POST', '/api/access_api', manager, {
      user_id: dealer.id,
      start_date: DAYS.today,
      expiration_date: DAYS.nextYear,
      api_rate: 10,
      website_url: [ORIGIN],
      api_for: 'both',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('This customer already has API access. Change it instead.');
    // Changing the new access leaves the revoked one as it was.
    expect((await call('PUT', `/api/access_api/${second._id}`, manager, { api_rate: 7 })).statusCode).toBe(
      200,
    );
    expect((await publicTypes(first.keys.publishable_key)).json().code).toBe('API_KEY_REVOKED');
  });
});

describe('customers ask for, configure and use their API access', () => {
  it('a free request waits for staff, switched off, and staff are told', async () => {
    const dealer = await createUser(app);
    const res = await call('POST', '/api/access_api_create', dealer, {
      website_url: [ORIGIN],
      api_for: 'quotes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toMatchObject({ state: 'inactive', active: false, api_for: 'quotes' });
    expect(res.json().access.keys.publishable_key).toMatch(/^pk_live_/);
    const note = await app
      .db('in_app_notifications')
      .where({ type: 'api_access.requested' })
      .whereNull('recipient_id');
    expect(note.length).toBeGreaterThan(0);
    const mine = await call('GET', '/api/access_api_user', dealer);
    expect(mine.json()).toMatchObject({
      status: 'success',
      price: 0,
      access: { _id: res.json().access._id },
    });
    expect(mine.body).not.toContain(res.json().access.keys.secret_key);
    const again = await call('POST', '/api/access_api_create', dealer, {
      website_url: [ORIGIN],
      api_for: 'both',
    });
    expect(again.statusCode).toBe(409);
  });

  it('a priced request spends the credits once, even when sent many times at once', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), api_access_price: 5000 });
    try {
      const poor = await createUser(app);
      await giveCredits(app, poor.id, 1000);
      const refused = await call('POST', '/api/access_api_create', poor, {
        website_url: [ORIGIN],
        api_for: 'both',
      });
      expect(refused.statusCode).toBe(402);
      expect(await app.db('api_access').where({ user_id: poor.id })).toHaveLength(0);
      expect(await balanceOf(app, poor.id)).toEqual({ balance: 1000, held: 0 });

      const dealer = await createUser(app);
      await giveCredits(app, dealer.id, 50_000);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('POST', '/api/access_api_create', dealer, { website_url: [ORIGIN], api_for: 'both' }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await balanceOf(app, dealer.id)).toEqual({ balance: 45_000, held: 0 });
      const ok = results.find((r) => r.statusCode === 200)!.json().access;
      expect(ok.state).toBe('active');
      expect((await publicTypes(ok.keys.publishable_key)).statusCode).toBe(200);
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), api_access_price: 0 });
    }
  });

  it('a customer whose access was revoked can ask again and gets new keys', async () => {
    const dealer = await createUser(app);
    const ask = () =>
      call('POST', '/api/access_api_create', dealer, { website_url: [ORIGIN], api_for: 'both' });
    const first = (await ask()).json().access;
    await call('PUT', `/api/access_api/${first._id}`, manager, { active: true });
    expect((await publicTypes(first.keys.publishable_key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/access_api/${first._id}`, manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/access_api_user', dealer)).json().access.state).toBe('revoked');

    const again = await ask();
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().access;
    expect(second._id).not.toBe(first._id);
    expect(second).toMatchObject({ state: 'inactive', active: false });
    expect(second.keys.publishable_key).not.toBe(first.keys.publishable_key);
    expect((await call('GET', '/api/access_api_user', dealer)).json().access._id).toBe(second._id);
    expect((await ask()).statusCode).toBe(409);

    await call('PUT', `/api/access_api/${second._id}`, manager, { active: true });
    expect((await publicTypes(second.keys.publishable_key)).statusCode).toBe(200);
    const old = await publicTypes(first.keys.publishable_key);
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe('API_KEY_REVOKED');
    expect(await app.db('api_access').where({ user_id: dealer.id })).toHaveLength(2);
  });

  it('regenerating a key stops the old one at once; another customer cannot touch it', async () => {
    const dealer = await createUser(app);
    const other = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id);
    const foreign = await call('PUT', `/api/access_api_user/${access._id}`, other, { key: 'both' });
    expect(foreign.statusCode).toBe(404);
    expect((await publicTypes(access.keys.publishable_key)).statusCode).toBe(200);
    const byStaff = await call('PUT', `/api/access_api_user/${access._id}`, admin, { key: 'both' });
    expect(byStaff.statusCode).toBe(403);

    const res = await call('PUT', `/api/access_api_user/${access._id}`, dealer, { key: 'publishable' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access.keys;
    expect(fresh.publishable_key).toMatch(/^pk_live_/);
    expect(fresh.secret_key).toBe('');
    const old = await publicTypes(access.keys.publishable_key);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('API_KEY_INVALID');
    expect((await publicTypes(fresh.publishable_key)).statusCode).toBe(200);
    const server = await app.inject({
      url: '/api/public/v1/vehicles/types',
      headers: { 'x-api-key': access.keys.secret_key },
    });
    expect(server.statusCode).toBe(200);
  });

  it('the owner sets websites, colours and prices; bad values and other customers are refused', async () => {
    const dealer = await createUser(app);
    const other = await createUser(app);
    const access = await grantAccess(app, admin.headers, dealer.id);
    const update = {
      website_url: ['https://shop.example', 'http://localhost:3450'],
      look: { primary_color: '#112233', font_family: 'Georgia, serif' },
      stage_prices: [
        { stage: 2, price: 49_900 },
        { stage: 1, price: 29_900 },
      ],
      currency: 'GBP',
      captcha: true,
    };
    const foreign = await call('PUT', `/api/api-access-update-by-user/${access._id}`, other, update);
    expect(foreign.statusCode).toBe(404);
    const res = await call('PUT', `/api/api-access-update-by-user/${access._id}`, dealer, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toMatchObject({
      website_url: ['https://shop.example', 'http://localhost:3450'],
      look: { primary_color: '#112233', font_family: 'Georgia, serif', background_color: '#ffffff' },
      stage_prices: [
        { stage: 1, price: 29_900 },
        { stage: 2, price: 49_900 },
      ],
      currency: 'GBP',
      captcha: true,
    });
    for (const bad of [
      { look: { primary_color: 'red;}' } },
      { look: { font_family: '</style><script>' } },
      { look: { font_family: 'Arial; color: red' } },
      { look: { font_family: '"Open Sans' } },
      { website_url: ['https://x.example/path'] },
      { stage_prices: [{ stage: 1, price: -5 }] },
      {
        stage_prices: [
          { stage: 1, price: 5 },
          { stage: 1, price: 6 },
        ],
      },
    ]) {
      const r = await call('PUT', `/api/api-access-update-by-user/${access._id}`, dealer, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const row = await app.db('api_access').where({ id: access._id }).first();
    expect(JSON.parse(row.look).primary_color).toBe('#112233');
    // Fonts are named as the site's own font: in any script, quoted or not.
    const font = `"Noto Sans JP", 源ノ角ゴシック, 'Open Sans', sans-serif`;
    const named = await call('PUT', `/api/api-access-update-by-user/${access._id}`, dealer, {
      look: { font_family: font },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().access.look.font_family).toBe(font);
  });

  it('answers whether the vehicle-statistics API may be used', async () => {
    const dealer = await createUser(app);
    const has = async (who: TestUser) =>
      (await call('GET', '/api/has-access-to-vehicle-statistics-api', who)).json();
    expect(await has(dealer)).toEqual({ status: 'success', access: false });
    const access = await grantAccess(app, admin.headers, dealer.id, { api_for: 'vehicle_statistics' });
    expect(await has(dealer)).toEqual({ status: 'success', access: true });
    await app.settings.set('site', { ...(await app.settings.all()), api_access: false });
    expect((await has(dealer)).access).toBe(false);
    await app.settings.set('site', { ...(await app.settings.all()), api_access: true });
    await call('PUT', `/api/access_api/${access._id}`, admin, { api_for: 'quotes' });
    expect((await has(dealer)).access).toBe(false);
    expect((await has(admin)).access).toBe(false);
    expect((await call('GET', '/api/has-access-to-vehicle-statistics-api', null)).statusCode).toBe(401);
  });
});
