import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { codeIn, startSmtp } from '../../../test/smtp.js';
import { oneTimeCodes } from './codes.js';

// Rate limits are on in this file (the test app's default).
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

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

describe('sign-in brake', () => {
  it('brakes a stranger guessing from one address, never the owner elsewhere', async () => {
    const u = await createUser(app);
    const stranger = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/auth/signin', { login: u.email.toUpperCase(), password: 'x' }, stranger);
      expect(res.statusCode).toBe(401);
    }
    const braked = await post('/api/auth/signin', { login: u.username, password: 'x' }, stranger);
    expect(braked.statusCode).toBe(429);
    // The wait of the 15-minute window, less the time the guesses took.
    expect(braked.json().message).toMatch(/^Too many attempts\. Please try again in 1[3-5] minutes\.$/);
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(12 * 60);
    // Beyond the brake the stranger learns nothing, not even from the right password.
    const guessed = await post('/api/auth/signin', { login: u.username, password: u.password }, stranger);
    expect(guessed.statusCode).toBe(429);

    const owner = await post('/api/auth/signin', { login: u.email, password: u.password }, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/auth/signin',
        { login: u.username, password: u.password },
        '198.51.100.21',
      );
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('forgot-password brake', () => {
  it('lets a stranger hold the owner up for minutes at most, and says how long', async () => {
    const u = await createUser(app);
    const stranger = '203.0.113.11';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await post('/api/auth/send_forgot_pass_code', { email: u.email }, stranger)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const owner = () => post('/api/auth/send_forgot_pass_code', { email: u.email }, '198.51.100.22');
    const held = await owner();
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many attempts\. Please try again in [45] minutes\.$/);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      expect((await owner()).statusCode).toBe(200);
      // The stranger's own brake holds for the hour.
      const again = await post('/api/auth/send_forgot_pass_code', { email: u.email }, stranger);
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/^Too many attempts\. Please try again in 5\d minutes\.$/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('captcha pictures', () => {
  it('are limited per address', async () => {
    const get = (remoteAddress: string) => app.inject({ url: '/api/auth/captcha', remoteAddress });
    for (let i = 0; i < 30; i++) expect((await get('203.0.113.12')).statusCode).toBe(200);
    const braked = await get('203.0.113.12');
    expect(braked.statusCode).toBe(429);
    expect(braked.json().code).toBe('RATE_LIMITED');
    expect((await get('198.51.100.23')).statusCode).toBe(200);
  });
});

describe('reset tokens and invitations', () => {
  it('answers every wrong token alike and keeps the real one working', async () => {
    const u = await createUser(app);
    await post('/api/auth/send_forgot_pass_code', { email: u.email }, '198.51.100.24');
    const code = codeIn(await smtp.waitFor(u.email));
    const check = await post('/api/auth/check_forgot_pass_code', { email: u.email, code }, '198.51.100.24');
    const token = check.json().token as string;
    expect(token.startsWith(`${u.id}.`)).toBe(true);

    const stranger = '203.0.113.13';
    const reset = (t: string) =>
      post('/api/auth/reset_password', { token: t, password: 'Whatever-pass-1' }, stranger);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await reset(`${u.id}.guess-guess-${i}`)).json());
    answers.push((await reset('999999.guess-guess')).json());
    answers.push((await reset('not-a-token')).json());
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ statusCode: 400, code: 'CODE_INVALID' });

    const real = await post(
      '/api/auth/reset_password',
      { token, password: 'Owner-new-pass-1' },
      '198.51.100.24',
    );
    expect(real.statusCode).toBe(200);
  });

  it('does the same for a staff invitation', async () => {
    const u = await createUser(app, { verified: false });
    const secret = 'a-long-random-secret-of-the-invitation';
    await oneTimeCodes(app).issue(u.id, 'invite', secret);
    const stranger = '203.0.113.14';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (
          await post(
            '/api/auth/reset_password',
            { token: `invite.${u.id}.guess-guess-${i}`, password: 'Whatever-pass-1' },
            stranger,
          )
        ).json(),
      );
    const none = await post(
      '/api/auth/reset_password',
      { token: 'invite.999999.guess', password: 'Whatever-pass-1' },
      stranger,
    );
    for (const a of [...answers, none.json()]) expect(a).toEqual(answers[0]);

    const real = await post(
      '/api/auth/reset_password',
      { token: `invite.${u.id}.${secret}`, password: 'Invited-pass-1' },
      '198.51.100.25',
    );
    expect(real.statusCode).toBe(200);
    expect((await app.db('users').where({ id: u.id }).first()).verified).toBeTruthy();
  });
});
