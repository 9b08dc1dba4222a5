import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartBody } from '../../../test/fuzz/operations.js';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

// An attachment is checked by its first 4 KB; a request cut off before them must still get an answer.
it('answers a chat message whose attachment was cut off, and refuses an unknown file type', async () => {
  const form = await multipartBody(
    [['message', 'hello']],
    [{ field: 'file', name: 'read.bin', content: Buffer.alloc(3646, 65) }],
  );
  const send = (payload: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/chat_message',
      headers: { ...admin.headers, ...form.headers },
      payload,
    });
  const cut = await send(form.payload.subarray(0, Math.floor(form.payload.length * 0.7)));
  expect(cut.statusCode).toBe(400);
  expect(cut.json().message).toMatch(/cut off/);
  const whole = await send(form.payload);
  expect(whole.statusCode).toBe(415);
  expect(await app.db('chat_messages').count({ n: '*' })).toEqual([{ n: 0 }]);
});
