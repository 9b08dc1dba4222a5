import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { extractMessages } from './extract.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, 'locales');
const load = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8'));
const placeholders = (s: string) => [...s.matchAll(/\{\{p\d\}\}/g)].map((m) => m[0]).sort();
const en = load('en');

describe('server messages', () => {
  it('en.json lists exactly the messages the code answers', () => {
    const inCode = extractMessages(path.resolve(here, '../..'));
    const listed = Object.keys(en);
    // A new message must be added to every locale; a removed one taken out.
    expect(inCode.filter((m) => !listed.includes(m))).toEqual([]);
    expect(listed.filter((m) => !inCode.includes(m))).toEqual([]);
    for (const [k, v] of Object.entries(en)) expect(v).toBe(k);
  });

  it('every locale translates every message with the same placeholders', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort());
    for (const lng of LOCALES) {
      const dict = load(lng);
      expect(Object.keys(dict).sort(), lng).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        const text = dict[key] ?? '';
        expect(text.trim(), `${lng}: ${key}`).not.toBe('');
        expect(placeholders(text), `${lng}: ${key}`).toEqual(placeholders(key));
      }
    }
  });
});

describe('answers in the reader language', () => {
  let app: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const de = load('de');
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createAdmin(app);
    customer = await createUser(app);
  });
  afterAll(() => app.cleanup());

  it('translates an error, including the name inside it, for Accept-Language', async () => {
    const res = await app.inject({
      url: '/api/order/999999',
      headers: { ...customer.headers, 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(404);
    const expected = (de['{{p0}} not found.'] ?? '').replace('{{p0}}', de['Order details'] ?? '');
    expect(res.json().message).toBe(expected);
    expect(res.json().message).not.toBe('Order details not found.');
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('translates confirmations, and keeps English without a known language', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/service',
      headers: admin.headers,
      payload: { service_name: 'Lang test', type_1_price: 100, type_2_price: 100, type_3_price: 100 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json()._id;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/service/${id}`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(load('fr')['The service has been deleted.']);
    const english = await app.inject({
      url: '/api/order/999999',
      headers: { ...customer.headers, 'accept-language': 'xx-YY' },
    });
    expect(english.json().message).toBe('Order details not found.');
    const brazil = await app.inject({
      url: '/api/order/999999',
      headers: { ...customer.headers, 'accept-language': 'pt-BR' },
    });
    const pt = load('pt-br');
    expect(brazil.json().message).toBe(
      (pt['{{p0}} not found.'] ?? '').replace('{{p0}}', pt['Order details'] ?? ''),
    );
  });
});
