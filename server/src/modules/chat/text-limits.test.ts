import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { alwaysOpen } from '../../../test/support/orders-kit.js';
import { formData } from '../downloads/test-form.js';

/** Two UTF-16 units, one character: the limit of 5000 counts characters, as the request schema does. */
const EMOJI = '😀';
const TOO_LONG = 'The message can be at most 5000 characters long.';

let app: TestApp;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  await alwaysOpen(app);
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const sendJson = (message: string) =>
  app.inject({ method: 'POST', url: '/api/chat_message', headers: customer.headers, payload: { message } });

async function sendForm(message: string) {
  const f = await formData({ message });
  return app.inject({
    method: 'POST',
    url: '/api/chat_message',
    payload: f.payload,
    headers: { ...customer.headers, ...f.headers },
  });
}

describe('a chat message of emoji', () => {
  it('is taken whole at 5000 characters, as JSON and as a form', async () => {
    for (const send of [sendJson, sendForm]) {
      const res = await send(EMOJI.repeat(5000));
      expect(res.statusCode, res.body).toBe(200);
      const stored = await app.db('chat_messages').where({ id: res.json().message._id }).first('message');
      expect(stored.message).toBe(EMOJI.repeat(5000));
    }
  });

  it('is refused at 5001 characters, with the same limit in the words either way', async () => {
    const form = await sendForm(EMOJI.repeat(5001));
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(TOO_LONG);
    const json = await sendJson(EMOJI.repeat(5001));
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION', field: 'message' });
    expect(json.json().message).toContain('5000 characters');
  });
});

describe('a chat message with invisible characters', () => {
  it('is refused as JSON and as a form, as a ticket message is', async () => {
    for (const text of ['\u200b', 'a\u0000b', '\u202egnp.exe']) {
      for (const send of [sendJson, sendForm]) {
        const res = await send(text);
        expect(res.statusCode, `${JSON.stringify(text)} ${send.name}`).toBe(400);
        expect(res.json().field).toBe('message');
      }
    }
    // Line breaks and tabs are what people type: they stay.
    expect((await sendForm('Two\nlines\tand a tab')).statusCode).toBe(200);
  });
});
