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
import { startSmsStandIn } from '../../../test/support/sms-standin.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  sms = await startSmsStandIn(['+4915199999999']);
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
  await sms.close();
});

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: user.headers });

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached');
}

describe('messages from staff', () => {
  it('puts an in-app message to all customers of a country into their box, read once listed', async () => {
    const de = await createUser(app, { country: 'DE' });
    const fr = await createUser(app, { country: 'FR' });
    const res = await post(admin, '/message', {
      subject: 'Holiday hours',
      message: '<b>Closed</b> on Monday',
      audience: 'customers',
      country: 'DE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', job_id: null });
    const box = (await app.inject({ url: '/api/messages', headers: de.headers })).json();
    expect(box.unread).toBe(1);
    expect(box.items[0]).toMatchObject({
      subject: 'Holiday hours',
      message: '<b>Closed</b> on Monday',
      read: false,
    });
    expect((await app.inject({ url: '/api/messages', headers: de.headers })).json()).toMatchObject({
      unread: 0,
    });
    expect((await app.inject({ url: '/api/messages', headers: fr.headers })).json().total).toBe(0);

    const id = box.items[0]._id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/message/${id}`, headers: fr.headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/message/${id}`, headers: de.headers })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/messages', headers: de.headers })).json().total).toBe(0);
  });

  it('e-mails and texts in a background job; one failing recipient is listed and the others still get theirs', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), sms_notification: true });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/sms_settings',
      payload: { account_sid: 'AC123', auth_token: 'secret-token', from: '+15005550006', base_url: sms.url },
      headers: admin.headers,
    });
    expect(put.json()).toEqual({
      account_sid: 'AC123',
      from: '+15005550006',
      base_url: sms.url,
      has_token: true,
    });
    expect(put.body).not.toContain('secret-token');

    const ok = await createUser(app, { country: 'DE' });
    await app.db('users').where({ id: ok.id }).update({ phone: '0151 12345678' });
    const refused = await createUser(app, { country: 'DE' });
    await app.db('users').where({ id: refused.id }).update({ phone: '+49 151 99999999' });
    const noPhone = await createUser(app, { country: 'DE' });

    const res = await post(admin, '/message/sendBoth', {
      subject: 'Software update',
      message: 'New maps are available.',
      user_ids: [ok.id, refused.id, noPhone.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message_id, job_id } = res.json();
    expect(job_id).toBeGreaterThan(0);
    await until(async () => {
      const item = (await app.inject({ url: '/api/all_messages', headers: admin.headers }))
        .json()
        .items.find((m: { _id: number }) => m._id === message_id);
      return item && item.sent + item.failed === 3;
    });
    const item = (await app.inject({ url: '/api/all_messages', headers: admin.headers }))
      .json()
      .items.find((m: { _id: number }) => m._id === message_id);
    expect(item).toMatchObject({ total: 3, sent: 1, failed: 2, channels: ['email', 'sms'] });
    expect(item.failures.map((f: { user_id: number }) => f.user_id).sort()).toEqual(
      [refused.id, noPhone.id].sort(),
    );
    expect(item.failures.find((f: { user_id: number }) => f.user_id === noPhone.id).error).toMatch(
      /no valid phone/,
    );
    expect(sms.received.map((m) => m.to)).toEqual(['+4915112345678']);
    expect(sms.received[0]).toMatchObject({ account: 'AC123', from: '+15005550006' });
    expect(Buffer.from(sms.received[0].auth.replace('Basic ', ''), 'base64').toString()).toBe(
      'AC123:secret-token',
    );
    for (const u of [ok, refused, noPhone]) await smtp.waitFor(u.email);
    const job = await app.inject({ url: `/api/jobs/${job_id}`, headers: admin.headers });
    if (job.statusCode === 200) expect(JSON.stringify(job.json())).toContain('"total":3');
  });

  it('refuses wrong roles and bad input, writing nothing', async () => {
    const customer = await createUser(app);
    const staff = await createStaff(app, { tickets: true });
    const body = { subject: 'x', message: 'y', user_ids: [customer.id] };
    const before = await app.db('messages').count({ n: '*' });
    expect((await post(customer, '/message', body)).statusCode).toBe(403);
    expect((await post(staff, '/message/sendEmail', body)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/all_messages', headers: staff.headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/sms_settings', headers: staff.headers })).statusCode).toBe(403);
    expect((await post(admin, '/message', { ...body, subject: '' })).statusCode).toBe(400);
    expect((await post(admin, '/message', { subject: 'x', message: 'y' })).statusCode).toBe(400);
    expect((await post(admin, '/message', { ...body, user_ids: [admin.id] })).statusCode).toBe(400);
    await app.settings.set('site', { ...(await app.settings.all()), sms_notification: false });
    const off = await post(admin, '/message/sendSMS', body);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/SMS notifications are switched off/);
    expect(await app.db('messages').count({ n: '*' })).toEqual(before);
    const withPermission = await createStaff(app, { dealers_manager: { send_email: true } });
    expect((await post(withPermission, '/message', body)).statusCode).toBe(200);
  });
});
