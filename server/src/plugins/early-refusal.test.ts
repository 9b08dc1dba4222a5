import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { alwaysOpen } from '../../test/support/orders-kit.js';

let app: TestApp;
let customer: TestUser;
let base: string;

beforeAll(async () => {
  app = await buildTestApp();
  await alwaysOpen(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  customer = await createUser(app);
  await app.settings.set('site', { ...(await app.settings.all()), max_upload_mb: 1 });
});
afterAll(() => app.cleanup());

describe('an upload refused before its body was read', () => {
  it('closes the connection openly, so the client does not send its next request on it', async () => {
    const form = new FormData();
    form.set('message', 'big');
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n'), randomBytes(2 * 1024 * 1024)]), 'big.pdf');
    // fetch keeps connections alive and reuses them, as a dealer's script would.
    const refused = await fetch(`${base}/api/chat_message`, {
      method: 'POST',
      headers: customer.headers,
      body: form,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.text();
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${base}/api/user_open_tickets_count`, { headers: customer.headers });
      expect(next.status).toBe(200);
      await next.text();
    }
  });
});
