import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';

// The line of a credits invoice reads as the buyer's language counts: "1 credit", and in Russian "21 кредит",
// "22 кредита", "25 кредитов", with the figure as the quantity column writes it.
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

async function lineFor(language: string, count: number): Promise<string> {
  const user = await createUser(app);
  await app.db('users').where({ id: user.id }).update({ language });
  const res = await app.inject({
    method: 'POST',
    url: '/api/credits_user',
    headers: user.headers,
    payload: { count, payment_method: 'bank' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invoice.item_name as string;
}

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
