import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

/** Two UTF-16 units, one character: `firstname` allows 100 characters, as the schema counts them. */
const EMOJI = '😀';

let app: TestApp;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const sendJson = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/update_profile', headers: customer.headers, payload });

async function sendForm(fields: Record<string, string>) {
  const f = await formData(fields);
  return app.inject({
    method: 'POST',
    url: '/api/user/update_profile',
    payload: f.payload,
    headers: { ...customer.headers, ...f.headers },
  });
}

describe('the own profile, as JSON and as a form', () => {
  it('takes a first name of 100 emoji and keeps it whole', async () => {
    for (const [send, name] of [
      [sendJson, EMOJI.repeat(100)],
      [sendForm, `${EMOJI.repeat(99)}😎`],
    ] as const) {
      const res = await send({ firstname: name, lastname: EMOJI.repeat(100) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.firstname).toBe(name);
      const row = await app.db('users').where({ id: customer.id }).first('firstname', 'lastname');
      expect(row).toEqual({ firstname: name, lastname: EMOJI.repeat(100) });
    }
  });

  it('refuses 101 characters with the same answer either way', async () => {
    const json = await sendJson({ firstname: EMOJI.repeat(101) });
    const form = await sendForm({ firstname: EMOJI.repeat(101) });
    const expected = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Invalid "firstname": at most 100 characters.',
      field: 'firstname',
    };
    expect(json.json()).toEqual(expected);
    expect(form.json()).toEqual(expected);
  });

  it('answers a field the form does not have in the words a JSON body gets', async () => {
    const json = await sendJson({ nickname: 'Bob' });
    const form = await sendForm({ nickname: 'Bob' });
    expect(json.statusCode).toBe(400);
    expect(form.json()).toEqual(json.json());
    expect(form.json().message).toBe('The field "nickname" is not allowed here.');
  });
});
