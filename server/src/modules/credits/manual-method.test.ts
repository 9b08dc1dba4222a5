import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';

// An invoice staff record as paid is stored with the method 'manual': the PDF names it in the reader's words.
const here = path.dirname(fileURLToPath(import.meta.url));
const methods = (lng: string) =>
  JSON.parse(readFileSync(path.join(here, `../../i18n/locales/${lng}.json`), 'utf8')).invoices.pdf.methods;

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

describe('payment method "manual"', () => {
  it('has a label of its own in every language', () => {
    for (const lng of LOCALES) expect(methods(lng).manual, lng).toBeTruthy();
    expect(methods('de').manual).not.toBe(methods('en').manual);
  });

  it('prints translated on an invoice generated as paid', async () => {
    const c = await createUser(app, { country: 'DE' });
    await app.db('users').where({ id: c.id }).update({ language: 'de' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/credits/generate-invoice',
      headers: admin.headers,
      payload: { item_name: '100 credits', amount: 999, count: 100, user: c.id, status: 'paid' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment_method).toBe('manual');
    const pdf = await app.inject({
      url: `/api/credits/${res.json()._id}/download_invoice`,
      headers: c.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(methods('de').manual);
    expect(text).not.toMatch(/\bmanual\b/);
  });
});
