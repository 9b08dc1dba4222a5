import { ROLE, type SignIn, type SignUp, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connection.js';
import { translator } from '../../i18n/index.js';
import { conflict, forbidden, httpError, msg, notFound } from '../../lib/errors.js';
import { audit } from '../../lib/audit.js';
import { checkedCountry } from '../../lib/country-vat.js';
import { suspendedUntil, toUser, type UserRow } from '../users/mapper.js';
import { withVisibleTexts } from '../../lib/visible-text.js';
import { findById, findByLogin, insertUser, usernameIs, usersTable } from '../users/repo.js';
import { captchas } from './captcha.js';
import { CODE_MINUTES, forgotCodeRefused, oneTimeCodes } from './codes.js';
import { passwordChangedNotice } from './password-notice.js';
import { pendingAccountNotice } from './pending-notice.js';
import { signupExistsNotice } from './signup-notice.js';
import { checkNewPassword, checkPassword, decoyHash, hashPassword } from './passwords.js';
import { type ClientInfo, sessionTokens } from './sessions.js';
import { randomToken } from './tokens.js';

const badLogin = () =>
  httpError(401, 'INVALID_CREDENTIALS', 'The username/e-mail or password is not correct.');

/** Sign-in refused while an admin's suspension runs; the person reads until when and why. */
export function suspendedError(row: Pick<UserRow, 'suspended_until' | 'suspend_reason'>) {
  const until = suspendedUntil(row)?.slice(0, 10) ?? '';
  if (!row.suspend_reason)
    return httpError(403, 'ACCOUNT_SUSPENDED', `Your account is suspended until ${until}.`);
  return httpError(
    403,
    'ACCOUNT_SUSPENDED',
    `Your account is suspended until ${until}. Reason: ${row.suspend_reason}`,
  );
}

const NAME_TAKEN = msg('This username is taken. Please choose another.');
/** The one answer to a sign-up, whether the address was new or already had an account. */
const signedUp = {
  status: 'success' as const,
  message: msg('Thank you for signing up. Please check your e-mail.'),
};
const mailNotReady = () =>
  httpError(
    503,
    'FEATURE_DISABLED',
    'This portal cannot send e-mails yet, so no code was sent. Please contact us to have your account confirmed.',
  );

/** The code for a sign-up's address goes out from a job too: the answer is the same for every address. */
export const SIGNUP_CODE_JOB = 'auth.signup_code';

/** The forgot-password mail goes out from a job, so the request does the same work for every address. */
export const FORGOT_JOB = 'auth.forgot_code';

/** Marks a set-password token that came from an invitation e-mail rather than a forgot-password code. */
export const INVITE_PREFIX = 'invite.';

export function authService(app: FastifyInstance) {
  const sessions = sessionTokens(app);
  const codes = oneTimeCodes(app);
  const captcha = captchas(app);

  async function checkCaptcha(body: { captcha_id?: string; captcha?: string }) {
    if ((await app.settings.all()).captcha_verification) await captcha.check(body.captcha_id, body.captcha);
  }

  async function sendCode(row: UserRow, purpose: 'verify' | 'forgot') {
    const code = await codes.issue(row.id, purpose);
    const site = (await app.settings.all()).site_title;
    const t = translator(row.language);
    const prefix = purpose === 'verify' ? 'verify' : 'reset';
    await app.mailer.send({
      to: row.email,
      subject: t(`email.${prefix}_subject`, { site }),
      text: [
        t('email.greeting', { name: row.firstname || row.username }),
        t(`email.${prefix}_body`, { code, minutes: CODE_MINUTES[purpose] }),
        t('email.signature', { site }),
      ].join('\n\n'),
    });
  }

  /** The code proved the address: the account is verified (and active unless staff must approve it). */
  async function confirmAddress(row: UserRow) {
    const settings = await app.settings.all();
    // The code proves the address, nothing more: an account an admin suspended stays suspended.
    const status =
      row.status === USER_STATUS.PENDING && !settings.require_admin_approval
        ? USER_STATUS.ACTIVE
        : row.status;
    await usersTable(app.db).where({ id: row.id }).update({ verified: true, status, updated_at: new Date() });
    const verified = (await findById(app.db, row.id))!;
    if (row.status === USER_STATUS.PENDING && status === USER_STATUS.PENDING)
      await pendingAccountNotice(app, verified);
    return toUser(verified);
  }

  async function unverifiedByEmail(email: string): Promise<UserRow | undefined> {
    const row = await usersTable(app.db)
      .where({ email: email.trim().toLowerCase().slice(0, 190) })
      .first();
    return row && !row.verified ? row : undefined;
  }

  app.queue.define<{ email: string }>(SIGNUP_CODE_JOB, async ({ email }) => {
    const row = await unverifiedByEmail(email);
    if (row && !suspendedUntil(row)) await sendCode(row, 'verify');
  });

  app.queue.define<{ login: string }>(FORGOT_JOB, async ({ login }) => {
    const row = await findByLogin(app.db, login);
    if (row && !suspendedUntil(row)) await sendCode(row, 'forgot');
  });

  return {
    sessions,
    captcha,

    /** Every outcome is written to the audit log with the address, browser and place it came from. */
    async signIn(body: SignIn, client: ClientInfo = {}) {
      await checkCaptcha(body);
      const login = body.login ?? body.email ?? body.username;
      if (!login) throw httpError(400, 'VALIDATION', 'Please enter your username or e-mail address.');
      const row = await findByLogin(app.db, login);
      if (!row) {
        await checkPassword(await decoyHash(), body.password);
        await audit(app.db, null, 'auth.signin_failed', 'user', null, { login: login.trim().slice(0, 190) });
        throw badLogin();
      }
      if (!(await checkPassword(row.password_hash, body.password))) {
        await audit(app.db, null, 'auth.signin_failed', 'user', row.id, {
          login: login.trim().slice(0, 190),
        });
        throw badLogin();
      }
      if (suspendedUntil(row)) {
        await audit(app.db, null, 'auth.signin_refused', 'user', row.id, { until: suspendedUntil(row) });
        throw suspendedError(row);
      }
      const now = new Date();
      const tokens = await app.db.transaction(async (trx) => {
        await usersTable(trx).where({ id: row.id }).update({ last_login: now });
        const opened = await sessions.open(row.id, null, client, trx);
        await audit(trx, row.id, 'auth.signin', 'user', row.id);
        return opened;
      });
      return { ...tokens, user: toUser({ ...row, last_login: now }) };
    },

    /**
     * Answers the same for a new address and one that already has an account, and opens no session (the code
     * does, `checkSignupCode`): nobody learns from it whether a person has an account. The owner of a known
     * address is told by e-mail instead, and their account is left as it was. A taken user name is said.
     */
    async signUp(body: SignUp) {
      await checkCaptcha(body);
      const country = checkedCountry(body.country ?? '');
      const email = body.email.trim().toLowerCase();
      checkNewPassword(body.password, { username: body.username, email });
      const nameTaken = () =>
        usersTable(app.db).where(usernameIs(app.db, body.username)).first('id').then(Boolean);
      if (await nameTaken()) throw conflict(NAME_TAKEN);
      // Hashed in both cases, so the answer takes as long for a known address as for a new one.
      const passwordHash = await hashPassword(body.password);
      // Without an e-mail server no code can reach the customer: instead of a code that never arrives, the
      // account waits for an admin, whose approval stands in for the confirmed address.
      const mailReady = await app.mailer.configured();
      const owner = await usersTable(app.db).where({ email }).first();
      if (owner) {
        if (mailReady) await signupExistsNotice(app, owner);
        return signedUp;
      }
      let id: number;
      try {
        id = await insertUser(app.db, {
          username: body.username,
          email,
          password_hash: passwordHash,
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          ...withVisibleTexts({ phone: body.phone ?? '', company_name: body.company_name ?? '' }),
          country,
          language: body.language ?? 'en',
          role_id: ROLE.CUSTOMER,
          status: USER_STATUS.PENDING,
          verified: !mailReady,
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Taken a moment ago: by the user name, which may be said, or else by the address, which may not.
        if (await nameTaken()) throw conflict(NAME_TAKEN);
        const raced = await usersTable(app.db).where({ email }).first();
        if (raced && mailReady) await signupExistsNotice(app, raced);
        return signedUp;
      }
      const row = (await findById(app.db, id))!;
      if (mailReady) await sendCode(row, 'verify');
      // Without mail the account waits for staff at once; with mail, once its address is confirmed.
      else await pendingAccountNotice(app, row);
      return signedUp;
    },

    /**
     * A new verification code for the address of a sign-up, asked for before any session exists. Answers the
     * same for every address (the mail goes out from a job), as the forgot-password code does.
     */
    async sendSignupCode(email: string) {
      if (!(await app.mailer.configured())) throw mailNotReady();
      await app.queue.enqueue(SIGNUP_CODE_JOB, { email: email.trim().slice(0, 190) }, { maxAttempts: 3 });
    },

    /**
     * Confirms the address of a new account with its code and signs it in. One answer for every failure, so
     * the page after sign-up cannot tell a known address from a new one; an account whose address is already
     * confirmed has no code to give, so no session is ever opened here for an existing account.
     */
    async checkSignupCode(email: string, code: string, client: ClientInfo = {}) {
      const row = await unverifiedByEmail(email);
      if (!row) {
        await codes.decoy(code);
        throw forgotCodeRefused();
      }
      await codes.consume(row.id, 'verify', code, true);
      const user = await confirmAddress(row);
      if (suspendedUntil(row)) throw suspendedError(row);
      const tokens = await sessions.open(row.id, null, client);
      return { ...tokens, user };
    },

    async sendVerification(userId: number) {
      const row = await findById(app.db, userId);
      if (!row) throw notFound('User');
      if (row.verified) throw conflict('Your e-mail address is already verified.');
      if (!(await app.mailer.configured())) throw mailNotReady();
      await sendCode(row, 'verify');
    },

    async checkVerification(userId: number, code: string) {
      const row = await findById(app.db, userId);
      if (!row) throw notFound('User');
      if (row.verified) return toUser(row);
      await codes.consume(userId, 'verify', code);
      return confirmAddress(row);
    },

    /**
     * Always answers the same way in the same time, so it cannot be used to find out who has an account: the
     * request only queues a job, which looks the address up and sends the code after the answer has gone.
     */
    async sendForgot(login: string) {
      await app.queue.enqueue(FORGOT_JOB, { login: login.trim().slice(0, 190) }, { maxAttempts: 3 });
    },

    async checkForgot(login: string, code: string): Promise<string> {
      const row = await findByLogin(app.db, login);
      if (!row) {
        await codes.decoy(code);
        throw forgotCodeRefused();
      }
      await codes.consume(row.id, 'forgot', code, true);
      const secret = randomToken(24);
      await codes.issue(row.id, 'reset_token', secret);
      return `${row.id}.${secret}`;
    },

    /** Takes the token of check_forgot_pass_code, or of an invitation e-mail (`invite.<id>.<secret>`). */
    async resetPassword(token: string, password: string) {
      const invite = token.startsWith(INVITE_PREFIX);
      const [idPart, secret] = token.slice(invite ? INVITE_PREFIX.length : 0).split('.');
      const userId = Number(idPart);
      // Before the token is used up, and without the account (whose name would tell whose token it is).
      checkNewPassword(password);
      // One answer for every failure: a wrong token must not tell whose token is live, nor use it up.
      if (
        !Number.isInteger(userId) ||
        !secret ||
        !(await codes.redeem(userId, invite ? 'invite' : 'reset_token', secret))
      ) {
        throw httpError(400, 'CODE_INVALID', 'This reset link is not valid. Please ask for a new code.');
      }
      const passwordHash = await hashPassword(password);
      // An invitation sets the first password: nothing changed that the person should be warned about.
      const row = invite ? null : await findById(app.db, userId);
      const notice = row ? await passwordChangedNotice(app, row) : null;
      await app.db.transaction(async (trx) => {
        // Following the invitation link proves the address, as a verification code would.
        await usersTable(trx)
          .where({ id: userId })
          .update({
            password_hash: passwordHash,
            updated_at: new Date(),
            ...(invite ? { verified: true } : {}),
          });
        await sessions.revokeAllForUser(userId, trx);
        await sessions.bumpVersion(userId, trx);
        await audit(trx, userId, 'auth.password_reset', 'user', userId);
        if (notice) await app.mailer.send(notice, { trx });
      });
    },

    async impersonate(adminId: number, userId: number, client: ClientInfo = {}) {
      const row = await findById(app.db, userId);
      if (!row) throw notFound('User');
      if (row.role_id !== ROLE.CUSTOMER) throw forbidden('You can only sign in as a dealer or customer.');
      return app.db.transaction(async (trx) => {
        await audit(trx, adminId, 'auth.impersonate', 'user', userId);
        const tokens = await sessions.open(row.id, adminId, client, trx);
        return { ...tokens, user: toUser(row, adminId) };
      });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
