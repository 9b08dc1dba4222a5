import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { cityDatabase } from '../../../test/mmdb.js';
import { pruneAudit } from './retention.js';

let app: TestApp;
let admin: TestUser;
const geoDir = mkdtempSync(path.join(tmpdir(), 'portal-geo-'));

beforeAll(async () => {
  const geoipDb = path.join(geoDir, 'city.mmdb');
  writeFileSync(geoipDb, cityDatabase('203.0.113.0', 'Testville', 'NL'));
  app = await buildTestApp({ geoipDb });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  rmSync(geoDir, { recursive: true, force: true });
});

const signIn = (login: string, password: string, from = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { login, password },
    remoteAddress: from,
    headers: { 'user-agent': 'Mozilla/5.0 AuditTest' },
  });
const list = (query: string, user = admin) =>
  app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: user.headers });

describe('sign-ins in the audit trail', () => {
  it('records successes and failures with address, browser and place; the person sees their own', async () => {
    const u = await createUser(app);
    expect((await signIn(u.username, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(u.username, u.password)).statusCode).toBe(200);
    expect((await signIn('no-such-person', 'whatever', '198.51.100.4')).statusCode).toBe(401);

    const mine = await app.inject({ method: 'GET', url: '/api/user/signins', headers: u.headers });
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items as { action: string; ip: string; user_agent: string; place: string }[];
    expect(items.slice(0, 2)).toMatchObject([
      {
        action: 'auth.signin',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0 AuditTest',
        place: 'Testville, NL',
      },
      { action: 'auth.signin_failed', ip: '203.0.113.7', place: 'Testville, NL' },
    ]);
    // Another person's sign-ins are not in the list.
    const other = await createUser(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/user/signins', headers: other.headers });
    expect(theirs.json().items.every((i: { ip: string }) => i.ip !== '203.0.113.7')).toBe(true);

    const unknown = await list('kind=auth.signin_failed&ip=198.51.100.4');
    expect(unknown.json().items[0]).toMatchObject({ action: 'auth.signin_failed', user: null, place: '' });
    expect(unknown.json().items[0].detail).toEqual({ login: 'no-such-person' });
  });
});

describe('changes are recorded with the change, in the same transaction', () => {
  it('writes role and e-mail events, and none when the change is refused', async () => {
    const u = await createUser(app);
    const taken = await createUser(app);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/user/${u.id}`,
      headers: admin.headers,
      payload: { email: taken.email },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      await app
        .db('audit_log')
        .where({ target_type: 'user', target_id: u.id })
        .whereIn('action', ['user.update', 'user.email']),
    ).toEqual([]);

    const ok = await app.inject({
      method: 'PUT',
      url: `/api/user/${u.id}`,
      headers: admin.headers,
      payload: { role_id: 3, email: `moved-${u.email}` },
    });
    expect(ok.statusCode).toBe(200);
    const kinds = (await list(`user_id=${u.id}`)).json().items.map((e: { action: string }) => e.action);
    expect(kinds).toEqual(expect.arrayContaining(['user.role', 'user.email', 'user.update']));
  });

  it('names only the fields an edit changed, though the form sends them all', async () => {
    const u = await createUser(app);
    const before = await app.db('users').where({ id: u.id }).first();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/user/${u.id}`,
      headers: admin.headers,
      payload: {
        firstname: before.firstname,
        lastname: before.lastname,
        email: before.email,
        company_name: 'Renamed Tuning Ltd',
        verified: Boolean(before.verified),
        status: before.status,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await app
      .db('audit_log')
      .where({ target_type: 'user', target_id: u.id, action: 'user.update' });
    expect(rows.map((r) => JSON.parse(r.detail))).toEqual([['company_name']]);
  });

  it('records settings changes and exports', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: { site_title: 'Audited' },
    });
    const settings = (await list('kind=settings.update')).json().items[0];
    expect(settings).toMatchObject({
      actor: { _id: admin.id },
      detail: { group: 'site', keys: ['site_title'] },
    });
    await app.inject({ method: 'GET', url: '/api/user/export-all', headers: admin.headers });
    expect((await list('kind=export.users')).json().total).toBeGreaterThan(0);
  });
});

describe('the admin audit list', () => {
  it('filters by user, kind, days and address, pages, and is for admins only', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 3; i++) await signIn(u.username, 'wrong', '192.0.2.77');
    const page1 = await list(`user_id=${u.id}&kind=auth.signin_failed&ip=192.0.2.77&size=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page1.json().items).toHaveLength(2);
    const page2 = await list(`user_id=${u.id}&kind=auth.signin_failed&ip=192.0.2.77&size=2&page=2`);
    expect(page2.json().items).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`user_id=${u.id}&from=${today}&to=${today}`)).json().total).toBeGreaterThanOrEqual(3);
    expect((await list(`user_id=${u.id}&to=2000-01-01`)).json().total).toBe(0);
    // Days that are not on the calendar are refused, in the list and in its export.
    for (const q of [
      'to=2026-13-01',
      'from=0000-00-00',
      'to=9999-99-99',
      'to=2026-02-30',
      'from=2025-02-29',
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/date/);
      const csv = await app.inject({ url: `/api/audit-log/export?${q}`, headers: admin.headers });
      expect(csv.statusCode, q).toBe(400);
    }
    expect((await list('from=2024-02-29')).statusCode).toBe(200);

    expect((await list('', u)).statusCode).toBe(403);
    expect(
      (await list('', await createStaff(app, { dealers_manager: { dealers_list: true } }))).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });

  it('exports the filtered events as CSV and records the export', async () => {
    const u = await createUser(app);
    await signIn(u.username, 'wrong', '192.0.2.88');
    const res = await app.inject({
      method: 'GET',
      url: `/api/audit-log/export?user_id=${u.id}&kind=auth.signin_failed`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,action,actor,actor_name,impersonator,impersonator_name,user,user_name,target_type,target_id,ip,place,user_agent,detail',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('192.0.2.88');
    expect(lines[1]).toContain(u.username);
    expect((await list('kind=export.audit')).json().total).toBeGreaterThan(0);
  });

  it('names people by their full name, else by their user name, in the list and the export', async () => {
    const named = await createUser(app);
    const bare = await createUser(app);
    await app.db('users').where({ id: named.id }).update({ firstname: 'Anna', lastname: 'Berg' });
    await app.db('users').where({ id: bare.id }).update({ firstname: '', lastname: '' });
    for (const u of [named, bare])
      expect(
        (await app.inject({ method: 'DELETE', url: '/api/user/sessions', headers: u.headers })).statusCode,
      ).toBe(200);

    const [event] = (await list(`user_id=${named.id}&kind=session.revoke`)).json().items;
    expect(event.actor).toEqual({ _id: named.id, username: named.username, name: 'Anna Berg' });
    expect(event.user).toEqual({ _id: named.id, username: named.username, name: 'Anna Berg' });
    expect((await list(`user_id=${bare.id}&kind=session.revoke`)).json().items[0].actor.name).toBe('');

    const csvOf = async (u: TestUser) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/audit-log/export?user_id=${u.id}&kind=session.revoke`,
        headers: admin.headers,
      });
      const [header, row] = res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      const names = header.split(',');
      const cells = row.split(',');
      return (column: string) => cells[names.indexOf(column)];
    };
    const annas = await csvOf(named);
    expect([annas('actor'), annas('actor_name'), annas('user'), annas('user_name')]).toEqual([
      named.username,
      'Anna Berg',
      named.username,
      'Anna Berg',
    ]);
    const bares = await csvOf(bare);
    expect([bares('actor_name'), bares('user_name')]).toEqual([bare.username, bare.username]);
  });
});

describe('retention', () => {
  it('deletes events older than the days set in the site settings', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), audit_retention_days: 30 });
    const day = 86_400_000;
    await app.db('audit_log').insert([
      { action: 'test.old', created_at: new Date(Date.now() - 40 * day) },
      { action: 'test.recent', created_at: new Date(Date.now() - 20 * day) },
    ]);
    const { events } = await pruneAudit(app);
    expect(events).toBeGreaterThanOrEqual(1);
    expect(await app.db('audit_log').where({ action: 'test.old' })).toHaveLength(0);
    expect(await app.db('audit_log').where({ action: 'test.recent' })).toHaveLength(1);
  });

  it('is scheduled as a daily job on the queue', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const job = await app
      .db('jobs')
      .where({ dedupe_key: `audit.prune:${today}` })
      .first();
    expect(job?.kind).toBe('audit.prune');
  });
});
