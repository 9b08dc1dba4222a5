import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const de: Record<string, string> = JSON.parse(
  readFileSync(path.join(here, '../i18n/messages/locales/de.json'), 'utf8'),
);

let app: TestApp;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

describe('a request body of a type the portal does not read', () => {
  const NOT_READ =
    'This type of content is not accepted here. Please send JSON, or a form as multipart/form-data.';

  it('is answered 415 with a code of its own and words a person can act on, in their language', async () => {
    const send = (lang?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/credits_user',
        headers: {
          ...customer.headers,
          'content-type': 'application/xml',
          ...(lang ? { 'accept-language': lang } : {}),
        },
        payload: '<credits count="10"/>',
      });
    const res = await send();
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_READ });
    expect(ERROR_CODES).toContain(res.json().code);

    const german = await send('de');
    expect(german.json().message).toBe(de[NOT_READ]);
    expect(german.json().message).not.toBe(NOT_READ);
  });

  it('is told apart from a refused file where a form is expected and JSON arrives', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ tool: 'KESS3' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please send the form as multipart/form-data.',
    });
  });
});

describe('an answer about one field', () => {
  it("names the field the schema refused, so a form can show the message there, but not one it doesn't have", async () => {
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/user/update_business', headers: customer.headers, payload });
    const long = await send({ company_reg: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION', field: 'company_reg' });
    expect(long.json().message).toContain('"company_reg"');

    const unknown = await send({ company_size: 'large' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"company_size" is not allowed');
    expect(unknown.json()).not.toHaveProperty('field');
  });
});
