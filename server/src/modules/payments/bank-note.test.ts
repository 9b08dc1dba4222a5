import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const de: Record<string, string> = JSON.parse(
  readFileSync(path.join(here, '../../i18n/messages/locales/de.json'), 'utf8'),
);
const DEFAULT_NOTE =
  'Please put the reference on your transfer. Your credits are added as soon as the payment arrives.';

let app: TestApp;
let english: TestUser;
let german: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  english = await createUser(app);
  german = await createUser(app);
  await app.db('users').where({ id: german.id }).update({ language: 'de' });
});
afterAll(() => app.cleanup());

async function bankNote(user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits_user',
    headers: user.headers,
    payload: { count: 10, payment_method: 'bank' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().next.type).toBe('instructions');
  return res.json().next.instructions.note;
}

describe('the note under the bank transfer details', () => {
  it('is the built-in one in the buyer language when the admin wrote none', async () => {
    expect(await bankNote(english)).toBe(DEFAULT_NOTE);
    const note = await bankNote(german);
    expect(note).toBe(de[DEFAULT_NOTE]);
    expect(note).toContain('Überweisung');
  });

  it("is the admin's own note, as written, when there is one", async () => {
    // Saved as in the admin area: the bank details are read through the settings cache, which this clears.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/credits/billing_settings',
      headers: admin.headers,
      payload: { bank_note: 'Use your customer number as the reference.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await bankNote(german)).toBe('Use your customer number as the reference.');
  });
});
