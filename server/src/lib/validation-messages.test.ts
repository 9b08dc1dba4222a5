import { LOCALES, Nullable } from '@portal/contracts';
import { type TSchema, Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { localizeMessage } from '../i18n/messages/index.js';
import { schemaErrors } from './schema-check.js';
import { describeValidation } from './validation-messages.js';

const describe_ = (schema: TSchema, value: unknown) =>
  describeValidation('body', schemaErrors(schema, value) ?? []);
const words = (schema: TSchema, value: unknown) => describe_(schema, value).message;
const one = (field: TSchema) => Type.Object({ x: field });

describe('the words for the common problems', () => {
  it('tells lengths in characters, an empty text and lengths of lists', () => {
    expect(describe_(one(Type.String({ maxLength: 100 })), { x: 'a'.repeat(101) })).toEqual({
      message: 'Invalid "x": at most 100 characters.',
      field: 'x',
    });
    expect(words(one(Type.String({ minLength: 3 })), { x: 'ab' })).toBe(
      'Invalid "x": at least 3 characters.',
    );
    expect(words(one(Type.String({ minLength: 1 })), { x: '' })).toBe('Invalid "x": must not be empty.');
    expect(words(one(Type.Array(Type.Integer(), { maxItems: 2 })), { x: [1, 2, 3] })).toBe(
      'Invalid "x": at most 2 entries.',
    );
    expect(words(one(Type.Array(Type.Integer(), { minItems: 2 })), { x: [1] })).toBe(
      'Invalid "x": at least 2 entries.',
    );
    expect(words(one(Type.Array(Type.Integer(), { minItems: 1 })), { x: [] })).toBe(
      'Invalid "x": must not be empty.',
    );
  });

  it('tells the bounds of a number', () => {
    expect(words(one(Type.Integer({ maximum: 10 })), { x: 11 })).toBe('Invalid "x": must be at most 10.');
    expect(words(one(Type.Integer({ minimum: 1 })), { x: 0 })).toBe('Invalid "x": must be at least 1.');
    expect(words(one(Type.Number({ exclusiveMaximum: 5 })), { x: 5 })).toBe(
      'Invalid "x": must be less than 5.',
    );
    expect(words(one(Type.Number({ exclusiveMinimum: 0 })), { x: 0 })).toBe(
      'Invalid "x": must be more than 0.',
    );
  });

  it('names each type in plain words, and says when a field may also be left empty', () => {
    const cases: [TSchema, unknown, string][] = [
      [Type.Integer(), 1.5, 'must be a whole number'],
      [Type.Number(), 'x', 'must be a number'],
      [Type.String(), 5, 'must be text'],
      [Type.Boolean(), 'yes', 'must be true or false'],
      [Type.Array(Type.String()), 'x', 'must be a list'],
      [Type.Object({}), 'x', 'must be a group of fields'],
    ];
    for (const [schema, value, expected] of cases) {
      expect(words(one(schema), { x: value })).toBe(`Invalid "x": ${expected}.`);
      expect(words(one(Nullable(schema)), { x: value })).toMatch(/ or empty\.$/);
    }
    expect(words(one(Nullable(Type.Integer())), { x: 'x' })).toBe(
      'Invalid "x": must be a whole number or empty.',
    );
    expect(words(one(Nullable(Type.Boolean())), { x: 'x' })).toBe(
      'Invalid "x": must be true, false or empty.',
    );
  });

  it('tells e-mail addresses, web addresses and dates by what they must be', () => {
    expect(words(one(Type.String({ format: 'email' })), { x: 'me' })).toBe(
      'Invalid "x": must be an e-mail address.',
    );
    for (const schema of [
      Type.String({ format: 'uri' }),
      Type.String({ pattern: '^https?://\\S+$' }),
      Type.String({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?$' }),
    ])
      expect(words(one(schema), { x: 'dealer' })).toBe(
        'Invalid "x": must be a web address such as https://www.example.com.',
      );
    expect(words(one(Type.String({ format: 'date' })), { x: 'soon' })).toBe('Invalid "x": must be a date.');
    expect(words(one(Type.String({ format: 'date-time' })), { x: 'soon' })).toBe(
      'Invalid "x": must be a date.',
    );
  });

  it('asks for a missing field by name', () => {
    expect(describe_(Type.Object({ email: Type.String() }), {})).toEqual({
      message: 'Please fill in "email".',
      field: 'email',
    });
  });

  it('keeps the validator words for the rare problems', () => {
    expect(words(one(Type.Number({ multipleOf: 5 })), { x: 3 })).toBe('Invalid "x": must be multiple of 5.');
  });
});

describe('an entry of a list', () => {
  it('is named by its list and its position counted from 1, and the field stays the path', () => {
    const Staff = Type.Object({ staff_emails: Type.Array(Type.String({ format: 'email' })) });
    expect(describe_(Staff, { staff_emails: ['a@b.example', 'nobody'] })).toEqual({
      message: 'Invalid "staff_emails" (entry 2): must be an e-mail address.',
      field: 'staff_emails.1',
    });
    const Lines = Type.Object({
      items: Type.Array(Type.Object({ make: Type.String(), price: Type.Integer({ minimum: 0 }) })),
    });
    expect(
      describe_(Lines, {
        items: [
          { make: 'VW', price: 1 },
          { make: 'VW', price: -1 },
        ],
      }),
    ).toEqual({
      message: 'Invalid "price" in entry 2 of "items": must be at least 0.',
      field: 'items.1.price',
    });
    expect(describe_(Lines, { items: [{ price: 1 }] })).toEqual({
      message: 'Please fill in "make" in entry 1 of "items".',
      field: 'items.0.make',
    });
  });
});

describe('in every language', () => {
  const messages = [
    'Invalid "keyword": at most 100 characters.',
    'Invalid "name": must not be empty.',
    'Invalid "count": must be a whole number.',
    'Invalid "price": must be at least 0.',
    'Invalid "email": must be an e-mail address.',
    'Invalid "website_url" (entry 1): must be a web address such as https://www.example.com.',
    'Invalid "price" in entry 2 of "items": must be less than 5.',
    'Please fill in "make" in entry 1 of "items".',
  ];
  const english = /\b(Invalid|must|at most|at least|characters|entry|whole number|e-mail address|fill in)\b/;

  it('is translated whole: none of the English words are left', () => {
    for (const lang of LOCALES.filter((l) => l !== 'en'))
      for (const message of messages) {
        const translated = localizeMessage(message, lang);
        expect(translated, `${lang}: ${message}`).not.toMatch(english);
        // The names and numbers are kept.
        for (const kept of message.match(/"[^"]+"|\d+/g) ?? []) expect(translated, lang).toContain(kept);
      }
  });
});

describe('a refused request', () => {
  let app: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    customer = await createUser(app);
  });
  afterAll(() => app.cleanup());

  it('is answered in the reader language, the whole message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits_user',
      headers: { ...customer.headers, 'accept-language': 'de' },
      payload: { count: 'many', payment_method: 'bank' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'count',
      message: 'Ungültiger Wert für "count": muss eine ganze Zahl sein.',
    });
  });

  it('names the entry of a list by its position', async () => {
    const send = (lang?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/access_api_create',
        headers: { ...customer.headers, ...(lang ? { 'accept-language': lang } : {}) },
        payload: { website_url: ['dealer.example'], api_for: 'quotes' },
      });
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'website_url.0',
      message: 'Invalid "website_url" (entry 1): must be a web address such as https://www.example.com.',
    });
    expect((await send('de')).json().message).toBe(
      'Ungültiger Wert für "website_url" (Eintrag 1): muss eine Webadresse wie https://www.example.com sein.',
    );
  });
});
