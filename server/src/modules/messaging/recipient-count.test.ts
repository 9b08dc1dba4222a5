import { ROLE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;
let sender: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  sender = await createStaff(app, { dealers_manager: { send_email: true } });
});
afterAll(() => app.cleanup());

const count = (user: TestUser | null, query: string) =>
  app.inject({ url: `/api/message/recipients/count?${query}`, headers: user?.headers ?? {} });
const channels = (user: TestUser | null) =>
  app.inject({ url: '/api/message/channels', headers: user?.headers ?? {} });

async function agentOrder(userId: number, isAgent = true) {
  await app.db('orders').insert({
    user_id: userId,
    status: 'pending',
    is_agent: isAgent,
    time_frame: 'asap',
    make: 'Audi',
    model: 'A4',
    credit_count: 10,
    original_name: 'read.bin',
    original_size: 2048,
    original_sha256: 'a'.repeat(64),
  });
}

/** Sends an in-app message as `sender` and answers how many it reached (the recipients stored). */
async function sendReach(payload: object): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/message',
    payload: { subject: 'Count check', message: 'Hello', ...payload },
    headers: sender.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { message_id } = res.json();
  const [{ n }] = await app.db('message_recipients').where({ message_id }).count({ n: '*' });
  const stored = await app.db('messages').where({ id: message_id }).first();
  expect(Number(stored.total)).toBe(Number(n));
  return Number(n);
}

describe('counting the recipients of a send to everyone', () => {
  it('answers the number a send then reaches, for customers and agents, with and without a country', async () => {
    const a = await createUser(app, { country: 'QZ' });
    const b = await createUser(app, { country: 'QZ' });
    const c = await createUser(app, { country: 'QZ' });
    await createUser(app, { country: 'QZ' });
    const blocked = await createUser(app, { country: 'QZ', status: 0 });
    await createStaff(app, { tickets: true }); // staff are never recipients
    await app.db('users').where({ role_id: ROLE.STAFF }).update({ country: 'QZ' });
    const elsewhere = await createUser(app, { country: 'QY' });
    await agentOrder(a.id);
    await agentOrder(b.id);
    await agentOrder(b.id); // two agent orders still make one recipient
    await agentOrder(c.id, false); // an ordinary order does not make an agent
    await agentOrder(blocked.id); // a blocked agent gets nothing
    await agentOrder(elsewhere.id);

    const counted = async (query: string) => {
      const res = await count(sender, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count as number;
    };

    expect(await counted('audience=customers&country=QZ')).toBe(4);
    expect(await sendReach({ audience: 'customers', country: 'QZ' })).toBe(4);
    expect(await counted('audience=agents&country=QZ')).toBe(2);
    expect(await counted('audience=agents&country=qz')).toBe(2);
    expect(await sendReach({ audience: 'agents', country: 'QZ' })).toBe(2);
    expect(await counted('audience=agents&country=QY')).toBe(1);

    const customers = await counted('audience=customers');
    const [{ n }] = await app.db('users').where({ role_id: ROLE.CUSTOMER, status: 1 }).count({ n: '*' });
    expect(customers).toBe(Number(n));
    expect(customers).toBeGreaterThanOrEqual(5);
    expect(await sendReach({ audience: 'customers' })).toBe(customers);
    const agents = await counted('audience=agents');
    expect(agents).toBe(3);
    expect(await sendReach({ audience: 'agents' })).toBe(agents);
  });

  it('answers 0 when nobody matches, and refuses a wrong audience or country', async () => {
    expect((await count(sender, 'audience=customers&country=QX')).json()).toEqual({ count: 0 });
    expect((await count(sender, 'audience=agents&country=QX')).json()).toEqual({ count: 0 });
    expect((await count(sender, 'audience=selected')).statusCode).toBe(400);
    expect((await count(sender, '')).statusCode).toBe(400);
    expect((await count(sender, 'audience=customers&country=QZZ')).statusCode).toBe(400);
    expect((await count(sender, 'audience=customers&other=1')).statusCode).toBe(400);
  });

  it('is refused without the send permission, to customers and without a session', async () => {
    const settingsOnly = await createStaff(app, { settings: true, tickets: true });
    const customer = await createUser(app);
    for (const u of [settingsOnly, customer]) {
      expect((await count(u, 'audience=customers')).statusCode).toBe(403);
      expect((await channels(u)).statusCode).toBe(403);
    }
    expect((await count(null, 'audience=customers')).statusCode).toBe(401);
    expect((await channels(null)).statusCode).toBe(401);
    expect((await count(admin, 'audience=customers')).statusCode).toBe(200);
  });
});

describe('the channels a sender may choose', () => {
  it('offers SMS only while switched on and the provider has an account, a token and a sender', async () => {
    const sms = async () => {
      const res = await channels(sender);
      expect(res.statusCode, res.body).toBe(200);
      return { sms: res.json().sms };
    };
    const setFlag = async (on: boolean) =>
      app.settings.set('site', { ...(await app.settings.all()), sms_notification: on });
    const putSms = async (payload: object) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/sms_settings',
        payload,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The sender may not read the provider settings, yet learns whether SMS can go out.
    expect((await app.inject({ url: '/api/sms_settings', headers: sender.headers })).statusCode).toBe(403);

    await setFlag(false);
    expect(await sms()).toEqual({ sms: false });
    await setFlag(true);
    expect(await sms()).toEqual({ sms: false }); // no provider yet
    await putSms({ account_sid: 'AC1', from: '+15005550006' });
    expect(await sms()).toEqual({ sms: false }); // no token
    await putSms({ auth_token: 'secret' });
    expect(await sms()).toEqual({ sms: true });
    await putSms({ from: '  ' });
    expect(await sms()).toEqual({ sms: false }); // no sender
    await putSms({ from: '+15005550006' });
    expect(await sms()).toEqual({ sms: true });
    await setFlag(false);
    expect(await sms()).toEqual({ sms: false });
  });

  it('says e-mail cannot be sent while no e-mail server is set up, and can once one is', async () => {
    const answer = async () => {
      const res = await channels(sender);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const setMail = async (smtp_host: string) =>
      app.settings.set('site', { ...(await app.settings.all()), smtp_host });
    const sendEmail = () =>
      app.inject({
        method: 'POST',
        url: '/api/message/sendEmail',
        payload: { subject: 'Mail check', message: 'Hello', audience: 'customers' },
        headers: sender.headers,
      });
    await createUser(app);

    await setMail('');
    expect(await answer()).toMatchObject({ email: false });
    // What the answer says is what a send meets.
    const refused = await sendEmail();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FEATURE_DISABLED');

    await setMail('mail.example.test');
    expect(await answer()).toMatchObject({ email: true });

    await setMail('');
    expect(await answer()).toMatchObject({ email: false });
  });
});
