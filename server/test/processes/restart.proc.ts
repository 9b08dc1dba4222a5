import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../smtp.js';
import { type Instance, json, signIn, startInstance } from './instance.js';

// The embedded default (one process, SQLite file, no Redis): a queued e-mail survives kill -9.
const admin = { email: 'admin@restart.test', password: 'Admin-pass-1' };
const started: Instance[] = [];
afterAll(() => {
  for (const i of started) i.kill('SIGKILL');
});

describe('one process on SQLite', () => {
  it('sends an e-mail queued before a kill -9 once, after the restart', async () => {
    // An SMTP server that accepts and never answers: the mail job is mid-send when the process dies.
    const stalled: Socket[] = [];
    const stall = createServer((s) => stalled.push(s));
    const connected = new Promise<void>((resolve) => stall.once('connection', () => resolve()));
    await new Promise<void>((r) => stall.listen(0, '127.0.0.1', r));
    const stallUrl = `smtp://127.0.0.1:${(stall.address() as AddressInfo).port}`;

    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-restart-')),
      PORTAL_ADMIN_EMAIL: admin.email,
      PORTAL_ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
    };
    const first = await startInstance('first', { ...env, SMTP_URL: stallUrl });
    started.push(first);
    const asked = await json(first.url, '/api/auth/send_forgot_pass_code', { body: { email: admin.email } });
    expect(asked.status).toBe(200);
    await connected;
    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    for (const s of stalled) s.destroy();
    stall.close();

    const smtp = await startSmtp();
    try {
      const second = await startInstance('second', { ...env, SMTP_URL: smtp.url });
      started.push(second);
      const mail = await smtp.waitFor(admin.email);
      expect(mail.raw).toMatch(/\b\d{6}\b/);
      const token = await signIn(second.url, admin.email, admin.password);
      const jobs = await json<{ jobs: { state: string }[] }>(second.url, '/api/jobs?kind=mail.send', {
        token,
      });
      expect(jobs.body.jobs.map((j) => j.state)).toEqual(['done']);
      expect(smtp.mails.filter((m) => m.to.includes(admin.email))).toHaveLength(1);
      second.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await smtp.close();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
