import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, PAYMENT_METHODS } from '@portal/contracts';
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

describe('a field with a fixed list of values', () => {
  it('is answered with the values to choose from, not "must be equal to constant", in the reader language', async () => {
    const send = (lang?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/credits_user',
        headers: { ...customer.headers, ...(lang ? { 'accept-language': lang } : {}) },
        payload: { count: 1000, payment_method: 'cash' },
      });
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: `Invalid "payment_method": choose one of ${PAYMENT_METHODS.join(', ')}.`,
      field: 'payment_method',
    });
    const german = (await send('de')).json().message;
    expect(german).toBe(
      (de['Invalid {{p0}}: choose one of {{p1}}.'] ?? '')
        .replace('{{p0}}', '"payment_method"')
        .replace('{{p1}}', PAYMENT_METHODS.join(', ')),
    );
  });
});

describe('the types of a request', () => {
  it('are taken as sent in a JSON body: an array is not read as the number inside it', async () => {
    const send = (count: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/credits_user',
        headers: customer.headers,
        payload: { count, payment_method: 'bank' },
      });
    for (const count of [[1000], '1000', true]) {
      const res = await send(count);
      expect(res.statusCode, JSON.stringify(count)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        field: 'count',
        message: 'Invalid "count": must be a whole number.',
      });
    }
  });

  it('are still read from the text of a query string and a path', async () => {
    const page = await app.inject({ url: '/api/ticket_user?page=2&size=5', headers: customer.headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 2, size: 5 });
    const bad = await app.inject({ url: '/api/ticket_user?page=two', headers: customer.headers });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'page' });
  });

  it('are described alike on a route that reads a form and on one that reads JSON', async () => {
    // POST /ticket_message/:id reads a form, its path checked by its own validator; GET /ticket/:id does not.
    const form = await app.inject({
      method: 'POST',
      url: '/api/ticket_message/x',
      headers: customer.headers,
    });
    const json = await app.inject({ url: '/api/ticket/x', headers: customer.headers });
    expect(json.statusCode).toBe(400);
    expect(form.json()).toEqual(json.json());
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

describe('a JSON body that cannot be read', () => {
  const BROKEN = 'The request body is not valid JSON.';
  const EMPTY = 'The request body is empty; send a JSON object.';

  it("is answered in plain words in the reader's language, not Fastify's English", async () => {
    const pl: Record<string, string> = JSON.parse(
      readFileSync(path.join(here, '../i18n/messages/locales/pl.json'), 'utf8'),
    );
    const send = (url: string, lang: string, payload: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload,
      });
    const german = await send('/api/auth/signin', 'de', '{bad');
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: de[BROKEN] });
    expect(de[BROKEN]).not.toBe(BROKEN);
    expect((await send('/api/auth/signin', 'pl', '{"name":"x",')).json().message).toBe(pl[BROKEN]);
    expect((await send('/api/auth/signin', 'en', '[1,')).json().message).toBe(BROKEN);
  });

  it('says so when a JSON body is empty (where the parser does not take it as no body)', async () => {
    const probe = Fastify();
    await probe.register(errors);
    probe.post('/probe', async () => ({ ok: true }));
    await probe.ready();
    try {
      const res = await probe.inject({
        method: 'POST',
        url: '/probe',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        payload: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: de[EMPTY] });
      expect(de[EMPTY]).not.toBe(EMPTY);
    } finally {
      await probe.close();
    }
  });
});

describe('an address the API does not have', () => {
  it("is a 404 in the reader's language, as every other error", async () => {
    const sv: Record<string, string> = JSON.parse(
      readFileSync(path.join(here, '../i18n/messages/locales/sv.json'), 'utf8'),
    );
    const res = await app.inject({
      url: '/api/public/v1/vehicle/types?x=1',
      headers: { 'accept-language': 'sv' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: (sv['No such address: {{p0}} {{p1}}'] ?? '')
        .replace('{{p0}}', 'GET')
        .replace('{{p1}}', '/api/public/v1/vehicle/types'),
    });
    expect(res.json().message).not.toContain('No such address');
    const english = await app.inject({ method: 'PUT', url: '/api/nowhere' });
    expect(english.json().message).toBe('No such address: PUT /api/nowhere');
  });
});
