import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import {
  capture,
  countEntries,
  credit,
  debit,
  getBalance,
  hold,
  release,
  spend,
  withTransaction,
} from './ledger.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

/** The ledger must always explain the summary row (see the identities in ledger.ts). */
async function expectConsistent(userId: number) {
  const rows = (await app.db('credit_ledger').where({ user_id: userId }).orderBy('id')) as {
    kind: string;
    amount: number;
    balance_after: number;
    held_after: number;
  }[];
  let balance = 0;
  let held = 0;
  for (const r of rows) {
    const a = Number(r.amount);
    if (r.kind === 'hold' || r.kind === 'release') held += a;
    else balance += a;
    if (r.kind === 'capture') held += a;
    expect(Number(r.balance_after)).toBe(balance);
    expect(Number(r.held_after)).toBe(held);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(held).toBeLessThanOrEqual(balance);
  }
  const b = await getBalance(app.db, userId);
  expect(await countEntries(app.db, userId)).toBe(rows.length);
  expect(b.balance).toBe(balance);
  expect(b.held).toBe(held);
  expect(b.available).toBe(balance - held);
  return b;
}

describe('credits ledger', () => {
  it('credits, debits and refuses to overspend', async () => {
    const u = await createUser(app);
    expect(await getBalance(app.db, u.id)).toEqual({ balance: 0, held: 0, available: 0 });
    await withTransaction(app.db, (trx) =>
      credit(trx, { userId: u.id, amount: 2500, refType: 'invoice', refId: 1 }),
    );
    await withTransaction(app.db, (trx) => debit(trx, { userId: u.id, amount: 500, reason: 'fix' }));
    await expect(
      withTransaction(app.db, (trx) => debit(trx, { userId: u.id, amount: 2001 })),
    ).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
      message: 'You do not have enough credits. Please buy credits first.',
    });
    await expect(
      withTransaction(app.db, (trx) => credit(trx, { userId: u.id, amount: 0 })),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await expectConsistent(u.id)).toEqual({ balance: 2000, held: 0, available: 2000 });
  });

  it('holds, captures and releases once per ref', async () => {
    const u = await createUser(app);
    await withTransaction(app.db, (trx) => credit(trx, { userId: u.id, amount: 5000 }));
    await withTransaction(app.db, (trx) =>
      hold(trx, { userId: u.id, amount: 1500, refType: 'order', refId: 7 }),
    );
    expect(await getBalance(app.db, u.id)).toEqual({ balance: 5000, held: 1500, available: 3500 });
    // A second hold on the same ref while one is open is refused.
    await expect(
      withTransaction(app.db, (trx) => hold(trx, { userId: u.id, amount: 100, refType: 'order', refId: 7 })),
    ).rejects.toMatchObject({ statusCode: 409 });
    // The held credits cannot be debited.
    await expect(
      withTransaction(app.db, (trx) => debit(trx, { userId: u.id, amount: 3600 })),
    ).rejects.toMatchObject({ statusCode: 402 });

    const first = await withTransaction(app.db, (trx) =>
      capture(trx, { userId: u.id, refType: 'order', refId: 7 }),
    );
    expect(first).toMatchObject({ changed: true, amount: 1500, balance: 3500, held: 0 });
    const again = await withTransaction(app.db, (trx) =>
      capture(trx, { userId: u.id, refType: 'order', refId: 7 }),
    );
    expect(again).toMatchObject({ changed: false, balance: 3500 });
    const late = await withTransaction(app.db, (trx) =>
      release(trx, { userId: u.id, refType: 'order', refId: 7 }),
    );
    expect(late.changed).toBe(false);

    await withTransaction(app.db, (trx) =>
      hold(trx, { userId: u.id, amount: 1000, refType: 'order', refId: 8 }),
    );
    const freed = await withTransaction(app.db, (trx) =>
      release(trx, { userId: u.id, refType: 'order', refId: 8 }),
    );
    expect(freed).toMatchObject({ changed: true, amount: 1000, balance: 3500, held: 0 });
    expect(
      (await withTransaction(app.db, (trx) => release(trx, { userId: u.id, refType: 'order', refId: 8 })))
        .changed,
    ).toBe(false);

    // A ref that never had a hold is refused.
    await expect(
      withTransaction(app.db, (trx) => capture(trx, { userId: u.id, refType: 'order', refId: 999 })),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      withTransaction(app.db, (trx) => release(trx, { userId: u.id, refType: 'order', refId: 999 })),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expectConsistent(u.id);
  });

  it('captures less than held and gives the rest back; spend pays at once', async () => {
    const u = await createUser(app);
    await withTransaction(app.db, (trx) => credit(trx, { userId: u.id, amount: 3000 }));
    await withTransaction(app.db, (trx) =>
      hold(trx, { userId: u.id, amount: 2000, refType: 'order', refId: 1 }),
    );
    const r = await withTransaction(app.db, (trx) =>
      capture(trx, { userId: u.id, refType: 'order', refId: 1, amount: 1200 }),
    );
    expect(r).toMatchObject({ changed: true, amount: 1200, balance: 1800, held: 0, available: 1800 });
    await expect(
      withTransaction(app.db, (trx) =>
        spend(trx, { userId: u.id, amount: 1801, refType: 'order', refId: 2 }),
      ),
    ).rejects.toMatchObject({ statusCode: 402 });
    await withTransaction(app.db, (trx) =>
      spend(trx, { userId: u.id, amount: 800, refType: 'order', refId: 2 }),
    );
    expect(await expectConsistent(u.id)).toEqual({ balance: 1000, held: 0, available: 1000 });
  });

  it('a failed transaction leaves no trace', async () => {
    const u = await createUser(app);
    await expect(
      withTransaction(app.db, async (trx) => {
        await credit(trx, { userId: u.id, amount: 1000 });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow();
    expect(await getBalance(app.db, u.id)).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await app.db('credit_ledger').where({ user_id: u.id })).toHaveLength(0);
  });

  it('20 concurrent holds of 10 credits against 50: exactly 5 succeed', async () => {
    const u = await createUser(app);
    await withTransaction(app.db, (trx) => credit(trx, { userId: u.id, amount: 5000 }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withTransaction(app.db, (trx) =>
          hold(trx, { userId: u.id, amount: 1000, refType: 'order', refId: i }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    for (const r of refused)
      expect(r.reason).toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_CREDITS' });
    expect(await expectConsistent(u.id)).toEqual({ balance: 5000, held: 5000, available: 0 });
  });

  it('concurrent first movements of a new user and concurrent captures stay exact', async () => {
    const u = await createUser(app);
    // The summary row does not exist yet: every writer races to create it.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withTransaction(app.db, (trx) => credit(trx, { userId: u.id, amount: 100 })),
      ),
    );
    expect((await getBalance(app.db, u.id)).balance).toBe(1000);
    await withTransaction(app.db, (trx) =>
      hold(trx, { userId: u.id, amount: 600, refType: 'order', refId: 1 }),
    );
    const caps = await Promise.all(
      Array.from({ length: 8 }, () =>
        withTransaction(app.db, (trx) => capture(trx, { userId: u.id, refType: 'order', refId: 1 })),
      ),
    );
    expect(caps.filter((c) => c.changed)).toHaveLength(1);
    expect(await expectConsistent(u.id)).toEqual({ balance: 400, held: 0, available: 400 });
  });
});
