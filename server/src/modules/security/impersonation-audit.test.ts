import type { AuditKind } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import * as migration from '../../db/migrations/20261201120000_audit_impersonator.js';
import { audit, auditContext } from '../../lib/audit.js';

let app: TestApp;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  // May sign in as customers, may not read the audit trail (admins only).
  staff = await createStaff(app, { dealers_manager: { dealers_list: true, login_to_dealer_account: true } });
  await app.db('users').where({ id: staff.id }).update({ firstname: 'Jane', lastname: 'Doe' });
});
afterAll(async () => {
  await app.cleanup();
});

let browsers = 0;
const asToken = (token: string) => ({ 'x-access-token': token });

async function impersonate(by: TestUser, userId: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/admin_auto_login',
    headers: by.headers,
    payload: { user_id: userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return asToken(res.json().access_token as string);
}

/** A further session of `user` (another browser), answered with its id as the user's session list shows it. */
async function anotherSession(user: TestUser) {
  const before = await sessionIds(user.headers);
  browsers += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { login: user.username, password: user.password },
    // An address per sign-in keeps the file under the per-address sign-in brake.
    remoteAddress: `198.51.100.${browsers}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const added = (await sessionIds(user.headers)).filter((id) => !before.includes(id));
  expect(added).toHaveLength(1);
  return added[0];
}

async function sessionIds(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/user/sessions', headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { _id: string }[]).map((s) => s._id);
}

async function signOut(headers: Record<string, string>, sessionId: string) {
  const res = await app.inject({ method: 'DELETE', url: `/api/user/sessions/${sessionId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
}

const list = (query: string, user: TestUser = admin) =>
  app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers: user.headers });

describe('events of an impersonated session', () => {
  it('name the staff member who really acted; the customer acting themself has no impersonator', async () => {
    const customer = await createUser(app);
    const asStaff = await impersonate(staff, customer.id);
    await signOut(asStaff, await anotherSession(customer));
    await signOut(customer.headers, await anotherSession(customer));

    const res = await list(`user_id=${customer.id}&kind=session.revoke`);
    expect(res.statusCode, res.body).toBe(200);
    const [own, impersonated] = res.json().items;
    expect(res.json().total).toBe(2);
    expect(own).toMatchObject({ actor: { _id: customer.id }, impersonator: null });
    expect(impersonated).toMatchObject({
      actor: { _id: customer.id, username: customer.username },
      impersonator: { _id: staff.id, username: staff.username, name: 'Jane Doe' },
    });

    // Signing in as the customer is the staff member's own event, with nobody behind it.
    const opened = await list(`user_id=${customer.id}&kind=auth.impersonate`);
    expect(opened.json().items[0]).toMatchObject({ actor: { _id: staff.id }, impersonator: null });
  });

  it('can be listed by impersonator', async () => {
    const customer = await createUser(app);
    await signOut(await impersonate(staff, customer.id), await anotherSession(customer));
    const other = await createStaff(app, { dealers_manager: { login_to_dealer_account: true } });
    await signOut(await impersonate(other, customer.id), await anotherSession(customer));

    const byStaff = (await list(`impersonator_id=${staff.id}&user_id=${customer.id}`)).json();
    expect(byStaff.total).toBe(1);
    expect(byStaff.items[0]).toMatchObject({ action: 'session.revoke', impersonator: { _id: staff.id } });
    expect((await list(`impersonator_id=${other.id}`)).json().items).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ _id: customer.id }) }),
    ]);
    expect((await list(`impersonator_id=${customer.id}`)).json().total).toBe(0);
  });

  it('show the impersonator in the CSV export, guarded against formulas', async () => {
    const customer = await createUser(app);
    await signOut(await impersonate(staff, customer.id), await anotherSession(customer));
    await app.db('users').where({ id: staff.id }).update({ firstname: '=Jane' });
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/audit-log/export?user_id=${customer.id}&kind=session.revoke`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,action,actor,actor_name,impersonator,impersonator_name,user,user_name,target_type,target_id,ip,place,user_agent,detail',
      );
      expect(lines).toHaveLength(2);
      const cells = lines[1].split(',');
      const person = await app.db('users').where({ id: customer.id }).first('firstname', 'lastname');
      const full = `${person.firstname} ${person.lastname}`;
      expect(cells.slice(3, 9)).toEqual([
        customer.username,
        full,
        staff.username,
        "'=Jane Doe",
        customer.username,
        full,
      ]);
    } finally {
      await app.db('users').where({ id: staff.id }).update({ firstname: 'Jane' });
    }
  });

  it('stay hidden from staff who may impersonate but not read the audit trail', async () => {
    expect((await list(`impersonator_id=${staff.id}`, staff)).statusCode).toBe(403);
    const exported = await app.inject({
      method: 'GET',
      url: `/api/audit-log/export?impersonator_id=${staff.id}`,
      headers: staff.headers,
    });
    expect(exported.statusCode).toBe(403);
    // Nor through the customer's session they are signed in as.
    const customer = await createUser(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/audit-log',
          headers: await impersonate(staff, customer.id),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('audit()', () => {
  // Not a kind the server writes, so no other event of this file mixes in.
  const KIND = 'test.impersonator' as AuditKind;
  const run = (actorId: number | null) =>
    auditContext.run(
      { ip: '', userAgent: '', place: () => '', session: () => ({ userId: 41, impersonatedBy: 7 }) },
      () => audit(app.db, actorId, KIND),
    );

  it('names the impersonator only on events whose actor is the user the session is signed in as', async () => {
    await run(41);
    await run(null);
    await run(42);
    await audit(app.db, 41, KIND);
    const rows = await app.db('audit_log').where({ action: KIND }).orderBy('id');
    expect(rows.map((r) => [r.actor_id, r.impersonator_id])).toEqual([
      [41, 7],
      [null, null],
      [42, null],
      [41, null],
    ]);
  });

  it('keeps earlier events when the column is taken away and added back', async () => {
    const before = Number((await app.db('audit_log').count({ n: '*' }))[0].n);
    await migration.down(app.db);
    expect(await app.db.schema.hasColumn('audit_log', 'impersonator_id')).toBe(false);
    await migration.up(app.db);
    expect(Number((await app.db('audit_log').count({ n: '*' }))[0].n)).toBe(before);
    const [{ n }] = await app.db('audit_log').whereNotNull('impersonator_id').count({ n: '*' });
    expect(Number(n)).toBe(0);
  });
});
