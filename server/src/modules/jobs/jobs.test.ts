import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startSmtp } from '../../../test/smtp.js';

let app: TestApp;
let admin: TestUser;
let healed = false;

beforeAll(async () => {
  app = await buildTestApp({ jobPollMs: 20 });
  admin = await createAdmin(app);
  app.queue.define(
    'test.import',
    async (_p, ctx) => {
      await ctx.progress({ done: 1, total: 2 });
      if (!healed) throw new Error('The file has no header line');
      return { imported: 2 };
    },
    { maxAttempts: 2, backoffMs: 10 },
  );
});
afterAll(() => app.cleanup());

const list = (user: TestUser, query = '') => app.inject({ url: `/api/jobs${query}`, headers: user.headers });

describe('background jobs for admins', () => {
  it('lists a failed job with its error and progress, and a retry runs it again', async () => {
    const id = await app.queue.enqueue('test.import', { file: 'a.csv' }, { createdBy: admin.id });
    await app.queue.idle();
    for (let i = 0; i < 100 && (await app.queue.get(id))?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await app.queue.idle();
    }

    const failed = await list(admin, '?state=failed&kind=test.import');
    expect(failed.statusCode).toBe(200);
    const body = failed.json();
    expect(body.jobs).toEqual([
      expect.objectContaining({
        _id: id,
        kind: 'test.import',
        state: 'failed',
        attempts: 2,
        max_attempts: 2,
        last_error: 'The file has no header line',
        progress: { done: 1, total: 2 },
        payload: { file: 'a.csv' },
        created_by: admin.id,
      }),
    ]);
    expect(body.count).toBe(1);
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    expect((await list(admin, '?state=done&kind=test.import')).json().jobs).toEqual([]);

    healed = true;
    const retried = await app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'success', message: 'The job is queued again.' });
    await app.queue.idle();
    const done = await app.inject({ url: `/api/jobs/${id}`, headers: admin.headers });
    expect(done.json()).toMatchObject({
      state: 'done',
      attempts: 1,
      result: { imported: 2 },
      last_error: null,
    });
    const audit = await app.db('audit_log').where({ action: 'job.retry', target_id: id }).first();
    expect(audit?.actor_id).toBe(admin.id);

    const again = await app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/retry`,
      headers: { ...admin.headers, 'accept-language': 'de' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Nur fehlgeschlagene Aufträge können erneut versucht werden.',
    });
  });

  it('lets staff with the settings permission in, and nobody else', async () => {
    const settingsStaff = await createStaff(app, { settings: true });
    const ordersStaff = await createStaff(app, { orders: true });
    const customer = await createUser(app);
    expect((await list(settingsStaff)).statusCode).toBe(200);
    expect((await list(ordersStaff)).statusCode).toBe(403);
    expect((await list(customer)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/jobs' })).statusCode).toBe(401);
    const id = await app.queue.enqueue('test.unknown-kind', {});
    const retry = await app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/retry`,
      headers: ordersStaff.headers,
    });
    expect(retry.statusCode).toBe(403);
  });

  it('answers 404 for a job that does not exist and bounds the page size', async () => {
    const missing = await app.inject({ url: '/api/jobs/999999', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Job not found.' });
    expect((await list(admin, '?size=101')).statusCode).toBe(400);
    expect((await list(admin, '?state=stuck')).statusCode).toBe(400);
  });

  it('never shows what an e-mail says: a password-reset code stays out of the jobs page', async () => {
    const settingsStaff = await createStaff(app, { settings: true });
    const target = await createAdmin(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/send_forgot_pass_code',
      payload: { email: target.email },
    });
    expect(asked.statusCode).toBe(200);
    type Job = { _id: number; payload: { to?: string; subject?: string } };
    const mailTo = async () =>
      ((await list(settingsStaff, '?kind=mail.send&size=100')).json().jobs as Job[]).find(
        (j) => j.payload.to === target.email,
      );
    let job = await mailTo();
    for (let i = 0; i < 150 && !job; i++) {
      await new Promise((r) => setTimeout(r, 20));
      job = await mailTo();
    }
    expect(job?.payload.subject).toBeTruthy();
    // The stored job holds the text (it is what gets sent); the page shows neither it nor the code.
    const stored = await app.db('jobs').where({ id: job?._id }).first();
    const code = (JSON.parse(stored.payload).text as string).match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
    for (const answer of [
      await list(settingsStaff, '?kind=mail.send&size=100'),
      await app.inject({ url: `/api/jobs/${job?._id}`, headers: settingsStaff.headers }),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(code);
      expect(answer.body).not.toContain('"text"');
    }
  });

  it('shows an e-mail that could not go out for want of a mail server as failed with why, and a retry sends it once one is set up', async () => {
    const smtp = await startSmtp();
    try {
      const target = await createAdmin(app);
      const asked = await app.inject({
        method: 'POST',
        url: '/api/auth/send_forgot_pass_code',
        payload: { email: target.email },
      });
      expect(asked.statusCode).toBe(200);
      type Job = {
        _id: number;
        state: string;
        attempts: number;
        last_error: string | null;
        payload: { to?: string };
      };
      const mailTo = async () =>
        ((await list(admin, '?kind=mail.send&state=failed&size=100')).json().jobs as Job[]).find(
          (j) => j.payload.to === target.email,
        );
      let job = await mailTo();
      for (let i = 0; i < 250 && !job; i++) {
        await new Promise((r) => setTimeout(r, 20));
        job = await mailTo();
      }
      // Not "done": it was never sent, and waiting for retries would not change that.
      expect(job).toMatchObject({
        state: 'failed',
        attempts: 1,
        last_error: 'E-mail not sent: no e-mail server is set up.',
      });

      const saved = await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: admin.headers,
        payload: { smtp_host: '127.0.0.1', smtp_port: smtp.port },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const retried = await app.inject({
        method: 'POST',
        url: `/api/jobs/${job?._id}/retry`,
        headers: admin.headers,
      });
      expect(retried.statusCode).toBe(200);
      expect((await smtp.waitFor(target.email)).raw).toMatch(/\b\d{6}\b/);
      await app.queue.idle();
      expect(
        (await app.inject({ url: `/api/jobs/${job?._id}`, headers: admin.headers })).json(),
      ).toMatchObject({
        state: 'done',
        last_error: null,
      });
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), smtp_host: '' });
      await smtp.close();
    }
  });
  it("answers one of the server's own errors in the reader's language and leaves a foreign one as it is", async () => {
    const id = await app.queue.enqueue('mail.send', {
      to: 'nobody-de@example.test',
      subject: 'Hallo',
      text: 'Hallo',
    });
    for (let i = 0; i < 250 && (await app.queue.get(id))?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await app.queue.idle();
    }
    const german = { ...admin.headers, 'accept-language': 'de' };
    const one = await app.inject({ url: `/api/jobs/${id}`, headers: german });
    expect(one.json()).toMatchObject({
      state: 'failed',
      last_error: 'E-Mail nicht gesendet: Es ist kein E-Mail-Server eingerichtet.',
    });
    const listed = await app.inject({
      url: '/api/jobs?kind=mail.send&state=failed&size=100',
      headers: german,
    });
    expect(listed.json().jobs.find((j: { _id: number }) => j._id === id)?.last_error).toBe(
      'E-Mail nicht gesendet: Es ist kein E-Mail-Server eingerichtet.',
    );
    const english = await app.inject({ url: `/api/jobs/${id}`, headers: admin.headers });
    expect(english.json().last_error).toBe('E-mail not sent: no e-mail server is set up.');

    // An error text that is not ours (a mail server's answer, say) reaches a German reader unchanged.
    app.queue.define(
      'test.foreign',
      async () => {
        throw new Error('550 5.1.1 mailbox unavailable');
      },
      { maxAttempts: 1 },
    );
    const other = await app.queue.enqueue('test.foreign', {});
    for (let i = 0; i < 250 && (await app.queue.get(other))?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await app.queue.idle();
    }
    const foreign = await app.inject({ url: `/api/jobs/${other}`, headers: german });
    expect(foreign.json().last_error).toBe('550 5.1.1 mailbox unavailable');
  });

  it("says in the reader's language that the mail server refused an e-mail, and gives the server's reply as it came", async () => {
    const reply = '5.1.1 <gone@example.test>: Recipient address rejected: User unknown';
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, done) {
        done(Object.assign(new Error(reply), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      await app.settings.set('site', {
        ...(await app.settings.all()),
        smtp_host: '127.0.0.1',
        smtp_port: (smtp.server.address() as AddressInfo).port,
      });
      const id = await app.queue.enqueue('mail.send', { to: 'gone@example.test', subject: 'Hi', text: 'Hi' });
      for (let i = 0; i < 250 && (await app.queue.get(id))?.state !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        await app.queue.idle();
      }
      const german = await app.inject({
        url: `/api/jobs/${id}`,
        headers: { ...admin.headers, 'accept-language': 'de' },
      });
      // A 5xx reply fails the job at once: it would be refused again.
      expect(german.json()).toMatchObject({
        state: 'failed',
        attempts: 1,
        last_error: `Der E-Mail-Server hat die Nachricht abgelehnt: 550 ${reply}`,
      });
      const english = await app.inject({ url: `/api/jobs/${id}`, headers: admin.headers });
      expect(english.json().last_error).toBe(`The mail server refused the message: 550 ${reply}`);
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), smtp_host: '' });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
