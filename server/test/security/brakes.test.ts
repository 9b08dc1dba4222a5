import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../helpers.js';
import { codeIn, startSmtp } from '../smtp.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

describe('forgot password tells a stranger nothing', () => {
  it('answers a wrong code the same for a real and an unknown account', async () => {
    const u = await createUser(app);
    await post('/api/auth/send_forgot_pass_code', { email: u.email });
    await smtp.waitFor(u.email);
    const real = await post('/api/auth/check_forgot_pass_code', { email: u.email, code: '000001' });
    const unknown = await post('/api/auth/check_forgot_pass_code', {
      email: 'nobody@example.test',
      code: '000001',
    });
    expect(real.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(real.json()).toEqual(unknown.json());
    expect(real.body).not.toMatch(/attempt/);
  });

  it('keeps the owner’s code working after a stranger’s five wrong guesses; the sixth is braked', async () => {
    const u = await createUser(app);
    await post('/api/auth/send_forgot_pass_code', { email: u.email });
    const code = codeIn(await smtp.waitFor(u.email));
    const wrong = code === '111111' ? '222222' : '111111';
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/auth/check_forgot_pass_code', { email: u.email, code: wrong }, stranger))
          .statusCode,
      ).toBe(400);
    expect(
      (await post('/api/auth/check_forgot_pass_code', { email: u.email, code: wrong }, stranger)).statusCode,
    ).toBe(429);
    // The owner, from their own address, is not held up by the stranger's brake and the code still works.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/check_forgot_pass_code',
      payload: { email: u.email, code },
      remoteAddress: '198.51.100.7',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('queues the e-mail instead of sending it during the request, for real and unknown addresses alike', async () => {
    const u = await createUser(app);
    const before = Number((await app.db('jobs').where({ kind: 'auth.forgot_code' }).count({ n: '*' }))[0].n);
    const a = await post('/api/auth/send_forgot_pass_code', { email: u.email });
    const b = await post('/api/auth/send_forgot_pass_code', { email: 'nobody-else@example.test' });
    expect(a.json()).toEqual(b.json());
    const after = Number((await app.db('jobs').where({ kind: 'auth.forgot_code' }).count({ n: '*' }))[0].n);
    expect(after - before).toBe(2);
    expect(codeIn(await smtp.waitFor(u.email))).toMatch(/^\d{6}$/);
  });
});

describe('sign-in brakes cannot be dodged', () => {
  it('ignores a rotating X-Forwarded-For unless a proxy is trusted', async () => {
    const u = await createUser(app);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await post(
          '/api/auth/signin',
          { login: u.username, password: 'wrong-guess' },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts failures per account whatever the spelling: spaces, case of the e-mail, e-mail or name', async () => {
    const u = await createUser(app);
    const spellings = [
      u.username,
      ` ${u.username}`,
      `${u.username} `,
      u.email,
      u.email.toUpperCase(),
      ` ${u.email}`,
    ];
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const login = spellings[i % spellings.length];
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { login, password: 'wrong-guess' },
            remoteAddress: '192.0.2.1',
          })
        ).statusCode,
      );
    }
    // Ten wrong passwords per account and address; the test setup's sign-in succeeded and does not count.
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const ipOfSignIn = async (target: TestApp) => {
      const u = await createUser(target);
      await target.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: u.username, password: u.password },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      const row = await target
        .db('audit_log')
        .where({ action: 'auth.signin', target_id: u.id })
        .orderBy('id', 'desc')
        .first();
      return row.ip as string;
    };
    expect(await ipOfSignIn(app)).toBe('127.0.0.1');
    const trusting = await buildTestApp({}, { TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await ipOfSignIn(trusting)).toBe('203.0.113.50');
    } finally {
      await trusting.cleanup();
    }
    // A second app on a fresh database: migrations on MariaDB take a while on a busy machine.
  }, 180_000);
});
