import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  giveCredits,
  orderFields,
  seedCatalogue,
  storedFiles,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.cleanup());

describe('concurrent orders against one balance', () => {
  it('accepts exactly as many as the credits cover and never overdraws', async () => {
    const c = await seedCatalogue(app);
    const u = await createUser(app);
    // Each order costs 12 credits (1200); 60 credits cover five.
    await giveCredits(app, u.id, 6000);
    const filesBefore = await storedFiles(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(app, u.headers, orderFields(c), [
          { field: 'original_file', name: `r${i}.bin`, data: randomBytes(20_000) },
        ]),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(5);
    expect(codes.filter((s) => s === 402)).toHaveLength(15);

    expect(await balanceOf(app, u.id)).toEqual({ balance: 6000, held: 6000 });
    const ledger: { kind: string; amount: number; balance_after: number; held_after: number }[] = await app
      .db('credit_ledger')
      .where({ user_id: u.id })
      .orderBy('id');
    for (const row of ledger) {
      expect(Number(row.balance_after)).toBeGreaterThanOrEqual(0);
      expect(Number(row.held_after)).toBeLessThanOrEqual(Number(row.balance_after));
    }
    const sum = (kinds: string[]) =>
      ledger.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + Number(r.amount), 0);
    expect(sum(['purchase'])).toBe(6000);
    expect(sum(['hold'])).toBe(6000);
    expect(ledger.filter((r) => r.kind === 'hold')).toHaveLength(5);

    const orders = await app.db('orders').where({ user_id: u.id });
    expect(orders).toHaveLength(5);
    // The refused uploads were deleted again: only the five accepted originals stay.
    expect(await storedFiles(app)).toBe(filesBefore + 5);
  });
});
