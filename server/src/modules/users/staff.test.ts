import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, PERMISSION_PRESET_NAMES, ROLE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { type ReceivedMail, startSmtp } from '../../../test/smtp.js';

const webLocales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/i18n/locales',
);

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

/** The set-password token of the invitation link, read from the e-mail as the person would click it. */
function inviteToken(mail: ReceivedMail): string {
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  const match = text.match(/reset_password\?token=([A-Za-z0-9._%-]+)/);
  if (!match) throw new Error(`no invitation link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/user/staff', headers, payload });

describe('staff accounts made by an admin', () => {
  it('creates a staff account with a preset; the invitation link sets the password and signs in', async () => {
    const res = await create(admin.headers, {
      username: 'desk.anna',
      email: 'Anna.Desk@example.test',
      firstname: 'Anna',
      role_id: ROLE.STAFF,
      preset: 'order_desk',
      language: 'de',
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({
      username: 'desk.anna',
      email: 'anna.desk@example.test',
      role_id: 3,
      status: 1,
    });
    expect(user.permissions).toMatchObject({
      orders: true,
      tickets: true,
      live_support: true,
      settings: false,
    });
    expect(user.permissions.dealers_manager.edit_dealer).toBe(false);

    const mail = await smtp.waitFor('anna.desk@example.test');
    expect(mail.raw).toContain('desk.anna');
    const token = inviteToken(mail);

    // No password works before the invitation is followed.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: 'desk.anna', password: 'whatever-1234' },
    });
    expect(early.statusCode).toBe(401);

    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, password: 'Anna-new-pass-1' },
    });
    expect(set.statusCode).toBe(200);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: 'desk.anna', password: 'Anna-new-pass-1' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user).toMatchObject({ role_id: 3, verified: true });

    // The link works once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, password: 'Another-pass-2' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('creates an admin, who holds every permission', async () => {
    const res = await create(admin.headers, {
      username: 'boss.ben',
      email: 'ben@example.test',
      role_id: ROLE.ADMIN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role_id).toBe(1);
    expect(res.json().user.permissions.dealers_manager.export_users).toBe(true);
    await smtp.waitFor('ben@example.test');
  });

  it('refuses a taken username or e-mail with 409 and writes nothing', async () => {
    const before = smtp.mails.length;
    const res = await create(admin.headers, {
      username: 'desk.anna',
      email: 'other@example.test',
      role_id: 3,
    });
    expect(res.statusCode).toBe(409);
    const mail = await create(admin.headers, {
      username: 'fresh.one',
      email: 'ANNA.desk@example.test',
      role_id: 3,
    });
    expect(mail.statusCode).toBe(409);
    const found = await app.db('users').where({ username: 'fresh.one' }).first();
    expect(found).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
  });

  it('answers bad input with a readable 400', async () => {
    const preset = await create(admin.headers, {
      username: 'x.preset',
      email: 'xp@example.test',
      role_id: 3,
      preset: 'nope',
    });
    expect(preset.statusCode).toBe(400);
    expect(preset.json().message).toMatch(/preset/);
    const role = await create(admin.headers, { username: 'x.role', email: 'xr@example.test', role_id: 2 });
    expect(role.statusCode).toBe(400);
    const email = await create(admin.headers, { username: 'x.mail', email: 'not-an-address', role_id: 3 });
    expect(email.statusCode).toBe(400);
  });

  it('names the valid presets, as the staff screens name them, in the reader language', async () => {
    for (const lng of LOCALES) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/staff',
        headers: { ...admin.headers, 'accept-language': lng },
        payload: { username: 'x.lng', email: 'xl@example.test', role_id: 3, preset: 'nope' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('preset');
      const { users } = JSON.parse(readFileSync(path.join(webLocales, `${lng}.json`), 'utf8'));
      for (const name of PERMISSION_PRESET_NAMES)
        expect(res.json().message, `${lng}: ${name}`).toContain(users[`preset_${name}`]);
    }
  });

  it('lets only admins create accounts: staff with every permission and customers are refused', async () => {
    const staff = await createStaff(app, { dealers_manager: { change_role: true, edit_dealer: true } });
    const customer = await createUser(app);
    for (const u of [staff, customer]) {
      const res = await create(u.headers, {
        username: `by.${u.id}`,
        email: `by${u.id}@example.test`,
        role_id: 1,
      });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await create({}, { username: 'anon.x', email: 'anon@example.test', role_id: 1 });
    expect(anonymous.statusCode).toBe(401);
  });
});
