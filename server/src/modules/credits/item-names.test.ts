import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { pdfText } from '../../../test/support/pdf-text.js';

// The line of a credits invoice reads as the buyer's language counts: "1 credit", and in Russian "21 кредит",
// "22 кредита", "25 кредитов", with the figure as the quantity column writes it.
let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

async function buyAs(language: string, payload: object) {
  const user = await createUser(app);
  await app.db('users').where({ id: user.id }).update({ language });
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits_user',
    headers: user.headers,
    payload: { ...payload, payment_method: 'bank' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, invoice: res.json().invoice as { _id: number; item_name: string } };
}

async function lineFor(language: string, count: number): Promise<string> {
  return (await buyAs(language, { count })).invoice.item_name;
}

/** A package on sale, with its name in other languages. */
async function addPackage(name: string, credits: number, translations: Record<string, string> = {}) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/price',
    headers: admin.headers,
    payload: { name, credits, price: 1000, currency: 'EUR' },
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json()._id as number;
  if (Object.keys(translations).length) {
    const named = await app.inject({
      method: 'PUT',
      url: `/api/catalogue/translations/price_item/${id}`,
      headers: admin.headers,
      payload: {
        translations: Object.fromEntries(Object.entries(translations).map(([l, n]) => [l, { name: n }])),
      },
    });
    expect(named.statusCode, named.body).toBe(200);
  }
  return id;
}

const packageLine = async (language: string, id: number) =>
  (await buyAs(language, { price_id: id })).invoice.item_name;

describe('credits invoice lines', () => {
  it('use the plural form of the buyer language', async () => {
    expect(await lineFor('en', 100)).toBe('1 credit');
    expect(await lineFor('en', 1000)).toBe('10 credits');
    expect(await lineFor('en', 150)).toBe('1.5 credits');
    expect(await lineFor('ru', 2100)).toBe('21 кредит');
    expect(await lineFor('ru', 2200)).toBe('22 кредита');
    expect(await lineFor('ru', 2500)).toBe('25 кредитов');
    expect(await lineFor('pl', 2200)).toBe('22 kredyty');
    expect(await lineFor('ro', 2000)).toBe('20 de credite');
    expect(await lineFor('ro', 500)).toBe('5 credite');
    expect(await lineFor('ja', 100)).toBe('1 クレジット');
  });
});

describe('credit package lines', () => {
  it('say the credits once: beside a name without them, not again after a name that says them', async () => {
    const fifty = await addPackage('50 credits', 5000, {
      de: '50 Credits',
      ja: '50 クレジット',
      ar: '٥٠ رصيدًا',
      fr: 'Pack 50',
    });
    const gold = await addPackage('Gold', 5000, { ja: 'ゴールド', ar: 'الذهبية', ru: 'Золото' });
    const thousand = await addPackage('1,000 credits', 100_000, { de: '1.000 Credits', fr: '1 000 crédits' });
    const model = await addPackage('Pro X50', 5000);
    const half = await addPackage('2.5 credit pack', 250, { de: '2,5-Credit-Paket' });

    expect(await packageLine('en', fifty)).toBe('50 credits');
    expect(await packageLine('de', fifty)).toBe('50 Credits');
    expect(await packageLine('ja', fifty)).toBe('50 クレジット');
    expect(await packageLine('ar', fifty)).toBe('٥٠ رصيدًا');
    expect(await packageLine('fr', fifty)).toBe('Pack 50');
    // A language without a name of its own: the default name, which says the credits already.
    expect(await packageLine('pl', fifty)).toBe('50 credits');

    expect(await packageLine('en', gold)).toBe('Gold (50 credits)');
    expect(await packageLine('ru', gold)).toBe('Золото (50 кредитов)');
    expect(await packageLine('ja', gold)).toBe('ゴールド（50 クレジット）');
    expect(await packageLine('ar', gold)).toBe('الذهبية (50 رصيدًا)');

    expect(await packageLine('en', thousand)).toBe('1,000 credits');
    expect(await packageLine('de', thousand)).toBe('1.000 Credits');
    expect(await packageLine('fr', thousand)).toBe('1 000 crédits');
    // The 50 of a model name is not the amount.
    expect(await packageLine('en', model)).toBe('Pro X50 (50 credits)');
    expect(await packageLine('en', half)).toBe('2.5 credit pack');
    expect(await packageLine('de', half)).toBe('2,5-Credit-Paket');
  });

  it('read the same in the invoice list and on the PDF', async () => {
    const id = await addPackage('10 credits', 1000);
    const { user, invoice } = await buyAs('en', { price_id: id });
    expect(invoice.item_name).toBe('10 credits');
    const listed = await app.inject({ method: 'GET', url: '/api/credits_user', headers: user.headers });
    expect(listed.json().items[0].item_name).toBe('10 credits');
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/credits/${invoice._id}/download_invoice`,
      headers: user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('10 credits');
    expect(text).not.toContain('(10 credits)');
  });
});
