import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { alwaysOpen } from '../../../test/support/orders-kit.js';

const EMOJI = '😀'; // two UTF-16 units, one character

let app: TestApp;
let customer: TestUser;
let support: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  await alwaysOpen(app);
  customer = await createUser(app);
  support = await createStaff(app, { live_support: true });
});
afterAll(() => app.cleanup());

describe('the preview of the last chat message', () => {
  it('is cut at 200 characters without splitting an emoji', async () => {
    const message = `a${EMOJI.repeat(300)}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/chat_message',
      headers: customer.headers,
      payload: { message },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = await app.inject({ url: '/api/chat_user', headers: support.headers });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().items.find((c: { _id: number }) => c._id === customer.id);
    expect(mine.last_message).toBe(`a${EMOJI.repeat(199)}`);
    expect(Buffer.from(mine.last_message, 'utf8').toString('utf8')).toBe(mine.last_message);
  });
});
