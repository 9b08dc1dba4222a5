import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, createUser, TEST_DB, type TestApp, type TestUser } from '../../test/helpers.js';
import errors from './errors.js';

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

describe('a value the database refuses', () => {
  // MariaDB in strict mode refuses a value too long or too large for its column; SQLite stores it.
  it.runIf(TEST_DB === 'mysql')(
    "is a 400 with its own code, in the reader's language, and nothing is written",
    async () => {
      await app.db.schema.createTable('refusal_probe', (t) => {
        t.increments('id');
        t.string('name', 10).notNullable();
      });
      const probe = Fastify();
      await probe.register(errors);
      probe.post('/probe', async (req) => {
        await app.db('refusal_probe').insert({ name: String((req.body as { name: string }).name) });
        return { ok: true };
      });
      await probe.ready();
      try {
        const res = await probe.inject({
          method: 'POST',
          url: '/probe',
          headers: { 'accept-language': 'de' },
          payload: { name: 'x'.repeat(11) },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALUE_OUT_OF_RANGE');
        expect(res.json().message).toBe(de['A value in the request is too long or too large to be stored.']);
        expect(await app.db('refusal_probe').count({ n: '*' })).toEqual([{ n: 0 }]);
        expect(
          (await probe.inject({ method: 'POST', url: '/probe', payload: { name: 'short' } })).statusCode,
        ).toBe(200);
      } finally {
        await probe.close();
        await app.db.schema.dropTable('refusal_probe');
      }
    },
  );
});
