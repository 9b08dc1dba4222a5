import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = '----portaltest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('own profile', () => {
  it('updates profile with a picture, address, business details and tools', async () => {
    const u = await createUser(app);
    const form = multipart(
      { firstname: 'Ola', phone: '+46 70 123' },
      { field: 'profile_picture', name: 'me.png', type: 'image/png', data: PNG },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ firstname: 'Ola', phone: '+46 70 123' });
    const pic = await app.inject({ method: 'GET', url: user.profile_picture, headers: u.headers });
    expect(pic.statusCode).toBe(200);
    expect(pic.rawPayload.equals(PNG)).toBe(true);

    const addr = await app.inject({
      method: 'POST',
      url: '/api/user/update_address',
      headers: u.headers,
      payload: { address: 'Storgatan 1', city: 'Malmö', post_code: '211 34', country: 'se' },
    });
    expect(addr.json().user).toMatchObject({ city: 'Malmö', country: 'SE' });
    const biz = await app.inject({
      method: 'POST',
      url: '/api/user/update_business',
      headers: u.headers,
      payload: { company_name: 'Ola AB', vat_no: 'SE556677889901' },
    });
    expect(biz.json().user.vat_no).toBe('SE556677889901');
    const tools = await app.inject({
      method: 'PUT',
      url: '/api/user/my-tools/update',
      headers: u.headers,
      payload: { tools: ['WinOLS', 'KESS3'] },
    });
    expect(tools.json().user.my_tools).toEqual(['WinOLS', 'KESS3']);
    const badTool = await app.inject({
      method: 'PUT',
      url: '/api/user/my-tools/update',
      headers: u.headers,
      payload: { tools: ['Hammer'] },
    });
    expect(badTool.statusCode).toBe(400);
    expect(badTool.json().message).toContain('Hammer');
  });

  it('saves the whole profile form, e-mail and language included', async () => {
    const u = await createUser(app);
    const email = `renamed-${Date.now()}@example.com`;
    const form = multipart({
      firstname: 'Ada',
      lastname: 'Lund',
      email,
      phone: '+46 70 1',
      language: 'de',
      current_password: u.password,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The new address waits for the code mailed to it; the rest is saved at once.
    expect(res.json().user).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lund',
      language: 'de',
      email: u.email,
      pending_email: email,
    });
    const bad = multipart({ email: 'not-an-address' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).not.toContain('Unknown format');
  });

  it('refuses a picture that is not an image and keeps the old data', async () => {
    const u = await createUser(app);
    const form = multipart(
      { firstname: 'Changed' },
      { field: 'profile_picture', name: 'x.exe', type: 'application/octet-stream', data: Buffer.from('MZ') },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: u.headers });
    expect(me.json().user.firstname).toBe('Test');
  });

  it('changes the password only with the current one', async () => {
    const u = await createUser(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: 'wrong-one', new_password: 'Another-pass-9' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/user/update_password',
      headers: u.headers,
      payload: { current_password: u.password, new_password: 'Another-pass-9' },
    });
    expect(ok.statusCode).toBe(200);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { login: u.username, password: 'Another-pass-9' },
    });
    expect(signin.statusCode).toBe(200);
  });
});

describe('admin user management', () => {
  it('lists customers with search and paging; customers and staff without permission are refused', async () => {
    const c = await createUser(app, { username: 'findme_dealer' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/customers?keyword=findme&page=1&size=5',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { _id: number }) => u._id)).toEqual([c.id]);
    expect(res.json().total).toBe(1);

    const asCustomer = await app.inject({ method: 'GET', url: '/api/user/customers', headers: c.headers });
    expect(asCustomer.statusCode).toBe(403);
    const staff = await createStaff(app, { orders: true });
    const asStaff = await app.inject({ method: 'GET', url: '/api/user/customers', headers: staff.headers });
    expect(asStaff.statusCode).toBe(403);
    const admins = await app.inject({ method: 'GET', url: '/api/user/admins', headers: staff.headers });
    expect(admins.statusCode).toBe(403);
  });

  it('finds user names with _ and % literally, on every database', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const exact = await createUser(app, { username: `e2e_${tag}` });
    await createUser(app, { username: `e2eX${tag}` });
    const find = async (keyword: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/user/customers?keyword=${encodeURIComponent(keyword)}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((u: { _id: number }) => u._id);
    };
    expect(await find(`e2e_${tag}`)).toEqual([exact.id]);
    expect(await find(`e2e%${tag}`)).toEqual([]);
    expect(await find(`e2e!${tag}`)).toEqual([]);
  });

  it('approves a waiting customer, who is told by e-mail and can then use the portal', async () => {
    const waiting = await createUser(app, { status: 0 });
    const before = await app.inject({ method: 'GET', url: '/api/user/customers', headers: waiting.headers });
    expect(before.json().code).toBe('ACCOUNT_INACTIVE');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/${waiting.id}`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe(1);
    // The staff screen says the person was told only when an e-mail really went out.
    expect(res.json().notified).toBe(true);
    const mail = await smtp.waitFor(waiting.email);
    expect(mail.raw).toContain('approved');
    const again = await app.inject({
      method: 'PUT',
      url: `/api/user/${waiting.id}`,
      headers: admin.headers,
      payload: { status: 1, company_name: 'Edited Ltd' },
    });
    expect(again.json().notified).toBe(false);
  });

  it('lets staff edit customers within permissions but never admins', async () => {
    const staff = await createStaff(app, { dealers_manager: { edit_dealer: true, dealers_list: true } });
    const c = await createUser(app);
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/user/${c.id}`,
      headers: staff.headers,
      payload: { company_name: 'Edited Ltd' },
    });
    expect(ok.statusCode).toBe(200);
    const role = await app.inject({
      method: 'PUT',
      url: `/api/user/${c.id}`,
      headers: staff.headers,
      payload: { role_id: 1 },
    });
    expect(role.statusCode).toBe(403);
    const onAdmin = await app.inject({
      method: 'PUT',
      url: `/api/user/${admin.id}`,
      headers: staff.headers,
      payload: { firstname: 'Hacked' },
    });
    expect(onAdmin.statusCode).toBe(403);
    const customer = await createUser(app);
    const other = await app.inject({
      method: 'PUT',
      url: `/api/user/${c.id}`,
      headers: customer.headers,
      payload: { firstname: 'Other' },
    });
    expect(other.statusCode).toBe(403);
  });

  it("refuses a username sign-up would refuse, such as someone's e-mail address or blanks", async () => {
    const staff = await createStaff(app, { dealers_manager: { edit_dealer: true, dealers_list: true } });
    const c = await createUser(app);
    const other = await createUser(app);
    for (const username of [other.email, '   ', 'two words']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/user/${c.id}`,
        headers: staff.headers,
        payload: { username },
      });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().message).toBe(
        'Invalid "username": it contains characters that are not allowed or is not in the expected form.',
      );
    }
    expect((await app.db('users').where({ id: c.id }).first()).username).toBe(c.username);
    const renamed = `renamed.${c.id}_ok-1`;
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/user/${c.id}`,
      headers: staff.headers,
      payload: { username: renamed },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe(renamed);
  });

  it('refuses an admin switching their own account off, which could lock every admin out', async () => {
    const self = await createAdmin(app);
    for (const payload of [{ status: 2 }, { status: 0 }, { verified: false }]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/user/${self.id}`,
        headers: self.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot suspend your own account.');
    }
    const row = await app.db('users').where({ id: self.id }).first();
    expect(row.status).toBe(1);
    expect(Boolean(row.verified)).toBe(true);
    const still = await app.inject({ url: '/api/user/customers', headers: self.headers });
    expect(still.statusCode).toBe(200);
    // Another admin may still do it.
    const other = await app.inject({
      method: 'PUT',
      url: `/api/user/${self.id}`,
      headers: admin.headers,
      payload: { status: 2 },
    });
    expect(other.statusCode).toBe(200);
  });

  it('stores staff permissions normalised to the tree', async () => {
    const staff = await createStaff(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}`,
      headers: admin.headers,
      payload: { permissions: { settings: true, bogus: true, dealers_manager: { export_users: true } } },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().user.permissions;
    expect(p.settings).toBe(true);
    expect(p.bogus).toBeUndefined();
    expect(p.dealers_manager.export_users).toBe(true);
    expect(p.dealers_manager.delete_dealer).toBe(false);
  });

  it('deletes a user with their data; refuses unknown ids and self-deletion', async () => {
    const c = await createUser(app);
    const res = await app.inject({ method: 'DELETE', url: `/api/user/${c.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(await app.db('users').where({ id: c.id }).first()).toBeUndefined();
    expect(await app.db('refresh_tokens').where({ user_id: c.id }).first()).toBeUndefined();
    const again = await app.inject({ method: 'DELETE', url: `/api/user/${c.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const self = await app.inject({ method: 'DELETE', url: `/api/user/${admin.id}`, headers: admin.headers });
    expect(self.statusCode).toBe(400);
  });

  it('sets another password and signs that user out', async () => {
    const c = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/${c.id}/change_password`,
      headers: admin.headers,
      payload: { password: 'Set-by-admin-1' },
    });
    expect(res.statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      payload: { refresh_token: c.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const short = await app.inject({
      method: 'POST',
      url: `/api/user/${c.id}/change_password`,
      headers: admin.headers,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('lists and purges inactive customers, leaving active ones', async () => {
    const old = await createUser(app);
    const recent = await createUser(app);
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await app.db('users').whereIn('id', [old.id, recent.id]).update({ created_at: longAgo });
    await app.db('users').where({ id: old.id }).update({ last_login: longAgo });
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/inactives?size=200',
      headers: admin.headers,
    });
    const ids = list.json().items.map((u: { _id: number }) => u._id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
    const purge = await app.inject({
      method: 'POST',
      url: '/api/user/delete-inactives',
      headers: admin.headers,
      payload: { inactive_users: [old.id, recent.id] },
    });
    expect(purge.json().deleted).toBe(1);
    expect(await app.db('users').where({ id: recent.id }).first()).toBeDefined();
  });

  it('exports every user as CSV and XLSX', async () => {
    await createUser(app, { username: 'exported_one' });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/user/export-all?format=csv',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('exported_one');
    expect(csv.body).not.toContain('password');

    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/user/export-all?format=xlsx',
      headers: admin.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0].getColumn(2).values as string[];
    expect(values).toContain('exported_one');

    const c = await createUser(app);
    const denied = await app.inject({ method: 'GET', url: '/api/user/export-all', headers: c.headers });
    expect(denied.statusCode).toBe(403);
  });

  it('gives staff with the export permission the customers only, not the staff and admins', async () => {
    const dealer = await createUser(app, { username: 'export_dealer' });
    const colleague = await createStaff(app, { orders: true });
    const exporter = await createStaff(app, { dealers_manager: { export_users: true } });
    const staffCsv = await app.inject({ url: '/api/user/export-all?format=csv', headers: exporter.headers });
    expect(staffCsv.statusCode, staffCsv.body).toBe(200);
    expect(staffCsv.body).toContain(dealer.username);
    expect(staffCsv.body).not.toContain(colleague.username);
    expect(staffCsv.body).not.toContain(admin.username);
    const adminCsv = await app.inject({ url: '/api/user/export-all?format=csv', headers: admin.headers });
    expect(adminCsv.body).toContain(colleague.username);
  });

  it('exports what the customer list shows: its customers, narrowed by the same keyword and status', async () => {
    const tag = `berg${Date.now().toString(36)}`;
    const active = await createUser(app, { username: `${tag}_active`, status: 1 });
    const waiting = await createUser(app, { username: `${tag}_waiting`, status: 0 });
    const other = await createUser(app, { username: 'unrelated_dealer', status: 1 });
    const staff = await createStaff(app, { orders: true });
    const csv = await app.inject({
      url: `/api/user/export-all?format=csv&scope=customers&keyword=${tag}&status=1`,
      headers: admin.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(active.username);
    expect(csv.body).not.toContain(waiting.username);
    expect(csv.body).not.toContain(other.username);
    const customers = await app.inject({
      url: '/api/user/export-all?scope=customers',
      headers: admin.headers,
    });
    expect(customers.body).toContain(other.username);
    expect(customers.body).not.toContain(staff.username);
    expect(customers.body).not.toContain(`,${admin.email},`);
  });
});

describe('google place id and dealer locator', () => {
  it('lets a dealer set their own place id but not someone else’s, and lists them publicly', async () => {
    const d = await createUser(app, { username: 'locator_dealer' });
    const other = await createUser(app);
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/user/${d.id}/google-place-id`,
      headers: d.headers,
      payload: { google_place_id: 'ChIJ-test-123' },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/api/user/${d.id}/google-place-id`,
      headers: other.headers,
      payload: { google_place_id: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    // The locator shows it to anyone: control and direction characters are refused, the stored one stays.
    const odd = await app.inject({
      method: 'PATCH',
      url: `/api/user/${d.id}/google-place-id`,
      headers: d.headers,
      payload: { google_place_id: 'ab\u0000cd\u202eevil' },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('google_place_id');
    const list = await app.inject({ method: 'GET', url: '/api/dealers/with-google-place-id' });
    expect(list.statusCode).toBe(200);
    const found = list.json().items.find((i: { _id: number }) => i._id === d.id);
    expect(found.google_place_id).toBe('ChIJ-test-123');
    expect(found.email).toBeUndefined();
  });
});
