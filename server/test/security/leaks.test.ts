import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { formData } from '../../src/modules/downloads/test-form.js';
import { blankPng } from '../support/images.js';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

/** A server that greets like SMTP with a revealing banner and records every line it is sent. */
async function fakeSmtp(): Promise<{ port: number; lines: string[]; server: Server }> {
  const lines: string[] = [];
  const server = createServer((socket) => {
    socket.write('220 vault.internal.example ESMTP secret-build-42\r\n');
    socket.on('data', (d) => {
      lines.push(...d.toString().split('\r\n').filter(Boolean));
      socket.write('535 5.7.8 vault.internal.example says no\r\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as { port: number }).port, lines, server };
}

describe('SMTP connection check', () => {
  it('sends the stored password only to the stored server and answers a generic reason', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: admin.headers,
      payload: {
        smtp_host: 'smtp.stored.example',
        smtp_username: 'mailer',
        smtp_password: 'Stored-Secret-1',
      },
    });
    const smtp = await fakeSmtp();
    try {
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/check-smtp-connection',
        headers: admin.headers,
        payload: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer' },
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(smtp.lines.join('\n')).not.toContain(Buffer.from('Stored-Secret-1').toString('base64'));
      expect(smtp.lines.join('\n')).not.toContain('Stored-Secret-1');

      const typed = await app.inject({
        method: 'POST',
        url: '/api/check-smtp-connection',
        headers: admin.headers,
        payload: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', pass: 'typed-now' },
      });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().code).toBe('SMTP_FAILED');
      expect(typed.body).not.toMatch(/vault|secret-build|535/);
    } finally {
      smtp.server.close();
    }
  });
});

describe('profile pictures', () => {
  it('are seen by their owner and staff who look after customers, not by another customer', async () => {
    const owner = await createUser(app);
    const PNG = blankPng(1, 1);
    const { payload, headers } = await formData({}, [
      { field: 'profile_picture', name: 'me.png', type: 'image/png', content: PNG },
    ]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const url = `/api/user/${owner.id}/picture`;
    const as = async (u: TestUser) =>
      (await app.inject({ method: 'GET', url, headers: u.headers })).statusCode;
    expect(await as(owner)).toBe(200);
    expect(await as(admin)).toBe(200);
    expect(await as(await createStaff(app, { dealers_manager: { dealers_list: true } }))).toBe(200);
    expect(await as(await createUser(app))).toBe(404);
    expect(await as(await createStaff(app, {}))).toBe(404);
  });
});

describe('logs', () => {
  it('never contain access tokens, whether in the query string or a header', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-log-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig(
      { JWT_SECRET: 'log-test-secret-log-test-secret', SEED_DEMO: 'false' },
      { dataDir, databaseUrl: 'sqlite::memory:', logLevel: 'info' },
    );
    const logged = await buildApp(config, { logger: { level: 'info', stream } });
    try {
      const token = logged.signAccessToken(1);
      await logged.inject({ url: `/api/ws?token=${token}` });
      await logged.inject({ url: '/api/auth/refresh_user_data', headers: { 'x-access-token': token } });
      await logged.inject({ url: `/api/auth/get_site_data?api_key=${token}` });
      const all = lines.join('');
      expect(all).toContain('/api/ws');
      expect(all).not.toContain(token);
      expect(all).not.toContain(token.split('.')[2]);
    } finally {
      await logged.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('security headers', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('are sent by the API and the web app; HSTS only where the portal is reached over TLS', async () => {
    const plain = await buildTestApp({ webDist: webDir });
    const tls = await buildTestApp({ webDist: webDir, publicUrl: 'https://portal.example' });
    try {
      for (const url of ['/api/auth/get_site_data', '/login']) {
        const res = await plain.inject({ url });
        expect(res.statusCode, url).toBe(200);
        const csp = String(res.headers['content-security-policy']);
        const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        expect(scriptSrc).toContain("'self'");
        expect(scriptSrc).not.toContain('unsafe-inline');
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        const secure = await tls.inject({ url });
        expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      }
      // Refusals and errors carry them too.
      for (const url of ['/api/no-such-call', '/api/auth/refresh_user_data', '/api/order?page=x']) {
        const res = await plain.inject({ url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await plain.cleanup();
      await tls.cleanup();
    }
    // Two more apps on fresh databases: migrations on MariaDB take a while on a busy machine.
  }, 240_000);
});
