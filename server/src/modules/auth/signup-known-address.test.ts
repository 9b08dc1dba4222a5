import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { codeIn, type ReceivedMail, startSmtp, subjectOf, textOf } from '../../../test/smtp.js';

// Sign-up must not tell a visitor whether an address has an account: a known address is answered as a new
// one, nothing changes, and only the owner hears of it by e-mail.
let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let site: string;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  site = (await app.settings.all()).site_title;
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const mailsTo = (to: string) => smtp.mails.filter((m: ReceivedMail) => m.to.includes(to.toLowerCase()));
/** The e-mails to `to` once `count` have arrived (mail goes out from a job). */
async function waitForMails(to: string, count: number) {
  const end = Date.now() + 15_000;
  while (mailsTo(to).length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return mailsTo(to).map((m) => ({ subject: subjectOf(m.raw), text: textOf(m.raw), raw: m }));
}
/** Lets queued mail go out, so that a mail that should not come would have arrived. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

let n = 0;
const body = (extra: object = {}) => {
  n += 1;
  return {
    username: `known_${n}`,
    email: `known.${n}@example.test`,
    password: 'Long-enough-1',
    firstname: 'Nina',
    lastname: 'Holm',
    ...extra,
  };
};
// Each test comes from its own address, so the per-address sign-up brake of one does not meet another.
const post = (url: string, payload: object, from: string) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: from });
const ownerState = async (id: number) => ({
  user: await app.db('users').where({ id }).first(),
  sessions: (await app.db('refresh_tokens').where({ user_id: id })).length,
  codes: (await app.db('auth_codes').where({ user_id: id })).length,
});

describe('sign-up with an address that already has an account', () => {
  it('answers as for a new address, changes nothing and mails the owner in their language', async () => {
    const owner = await createUser(app);
    await app.db('users').where({ id: owner.id }).update({ language: 'de' });
    const before = await ownerState(owner.id);
    const users = async () => Number((await app.db('users').count({ n: '*' }))[0].n);
    const usersBefore = await users();

    const fresh = await post('signup', body(), '10.1.0.1');
    const known = await post('signup', body({ email: owner.email.toUpperCase() }), '10.1.0.1');
    expect(known.statusCode, known.body).toBe(200);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(known.body).not.toMatch(/token/);

    // Only the new address made an account.
    expect(await users()).toBe(usersBefore + 1);
    const [mail] = await waitForMails(owner.email, 1);
    expect(mail.subject).toBe(`Registrierungsversuch mit Ihrer E-Mail-Adresse bei ${site}`);
    expect(mail.text).toContain(`Jemand hat versucht, bei ${site} ein Konto`);
    expect(mail.text).toContain(`${app.config.publicUrl}/login?lang=de`);
    expect(mail.text).toContain(`${app.config.publicUrl}/forgot_password?lang=de`);
    expect(mail.text).not.toContain('Long-enough-1');
    await settle();
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await ownerState(owner.id)).toEqual(before);
  });

  it('answers the page after sign-up alike: a new code, a wrong code; no session for the owner', async () => {
    const owner = await createUser(app);
    const before = await ownerState(owner.id);
    const fresh = body();
    expect((await post('signup', fresh, '10.1.0.2')).statusCode).toBe(200);
    expect((await post('signup', body({ email: owner.email }), '10.1.0.2')).statusCode).toBe(200);
    await waitForMails(owner.email, 1);

    const resendNew = await post('send_signup_code', { email: fresh.email }, '10.1.0.2');
    const resendKnown = await post('send_signup_code', { email: owner.email }, '10.1.0.2');
    expect(resendNew.statusCode, resendNew.body).toBe(200);
    expect(resendKnown.statusCode).toBe(200);
    expect(resendKnown.json()).toEqual(resendNew.json());

    const mails = await waitForMails(fresh.email, 2);
    const code = codeIn(mails[1].raw);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrongNew = await post('check_signup_code', { email: fresh.email, code: wrongCode }, '10.1.0.2');
    const wrongKnown = await post('check_signup_code', { email: owner.email, code }, '10.1.0.2');
    expect(wrongNew.statusCode).toBe(400);
    expect(wrongKnown.statusCode).toBe(400);
    expect(wrongKnown.json()).toEqual(wrongNew.json());

    await settle();
    // The owner had only the notice of the sign-up: no code, no session, nothing changed.
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await ownerState(owner.id)).toEqual(before);

    // The new address's own code confirms it and signs the new account in.
    const ok = await post('check_signup_code', { email: fresh.email, code }, '10.1.0.2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ username: fresh.username, verified: true });
    const me = await app.inject({
      url: '/api/auth/refresh_user_data',
      headers: { 'x-access-token': ok.json().access_token },
    });
    expect(me.json().user.email).toBe(fresh.email);
  });

  it('still says that a user name is taken, whatever the address', async () => {
    const owner = await createUser(app);
    for (const email of [owner.email, `other.${owner.username}@example.test`]) {
      const res = await post('signup', body({ username: owner.username.toUpperCase(), email }), '10.1.0.3');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This username is taken. Please choose another.');
    }
    await settle();
    expect(mailsTo(owner.email)).toHaveLength(0);
  });

  it('brakes repeated sign-ups with one address, so its owner is not flooded', async () => {
    const owner = await createUser(app);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await post('signup', body({ email: owner.email }), `10.1.1.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    await settle();
    expect(mailsTo(owner.email)).toHaveLength(5);
  });
});
