import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

async function placed() {
  const u = await createUser(app);
  await giveCredits(app, u.id, 10_000);
  const res = await submit(app, u.headers, orderFields(c));
  expect(res.statusCode, res.body).toBe(200);
  return { customer: u, id: res.json().order._id as number };
}
async function deliver(id: number, data: Buffer, note = '') {
  const f = multipart({ note }, [{ field: 'modified_file', name: 'tuned.bin', data }]);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/order/${id}/submit_order`,
    payload: f.payload,
    headers: { ...admin.headers, ...f.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const withdraw = (u: TestUser, id: number, revision: number) =>
  app.inject({ method: 'PUT', url: `/api/order/${id}/revisions/${revision}/withdraw`, headers: u.headers });
const orderAs = async (u: TestUser, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: u.headers })).json().order;
const download = (u: TestUser, id: number, revision?: number) =>
  app.inject({
    method: 'GET',
    url: `/api/order/${id}/download_new_file${revision ? `?revision=${revision}` : ''}`,
    headers: u.headers,
  });

describe('withdrawing a partial revision', () => {
  it('hides the replaced revision from the customer and marks it withdrawn for staff', async () => {
    const { customer, id } = await placed();
    const partial = randomBytes(300);
    const final = randomBytes(800);
    await deliver(id, partial);
    await deliver(id, final, 'Replaces revision 1');
    const res = await withdraw(admin, id, 1);
    expect(res.statusCode, res.body).toBe(200);
    const staffView = res.json().order;
    expect(staffView.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(staffView.revisions[1].withdrawn_at).toEqual(expect.any(String));
    expect(staffView.revisions[0].withdrawn_at).toBeNull();
    expect(staffView.modified_file.revision).toBe(2);

    const mine = await orderAs(customer, id);
    expect(mine.revisions.map((r: { revision: number }) => r.revision)).toEqual([2]);
    expect(mine.modified_file).toMatchObject({ revision: 2, size: 800 });
    const latest = await download(customer, id);
    expect(latest.statusCode).toBe(200);
    expect(latest.rawPayload.equals(final)).toBe(true);
    expect((await download(customer, id, 1)).statusCode).toBe(404);
    // Staff can still fetch the withdrawn file by its number.
    const old = await download(admin, id, 1);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(partial)).toBe(true);

    // Asked again (an answer lost on the way): the same answer, nothing changes.
    const again = await withdraw(admin, id, 1);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.revisions[1].withdrawn_at).toBe(staffView.revisions[1].withdrawn_at);
  });

  it('never takes away the file the customer has now', async () => {
    const { customer, id } = await placed();
    await deliver(id, randomBytes(300));
    const only = await withdraw(admin, id, 1);
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toMatch(/replaces it first/);
    await deliver(id, randomBytes(300));
    expect((await withdraw(admin, id, 1)).statusCode).toBe(200);
    // Revision 2 is now the only live one.
    expect((await withdraw(admin, id, 2)).statusCode).toBe(409);
    expect((await orderAs(customer, id)).modified_file.revision).toBe(2);
    const missing = await withdraw(admin, id, 7);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/Revision 7/);
    expect((await withdraw(admin, id, 0)).statusCode).toBe(400);
  });

  it('is for staff with the orders permission only', async () => {
    const { customer, id } = await placed();
    await deliver(id, randomBytes(300));
    await deliver(id, randomBytes(300));
    const other = await createUser(app);
    const staffWithout = await createStaff(app, {});
    const staffWith = await createStaff(app, { orders: true });
    expect((await withdraw(customer, id, 1)).statusCode).toBe(403);
    expect((await withdraw(other, id, 1)).statusCode).toBe(403);
    expect((await withdraw(staffWithout, id, 1)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: `/api/order/${id}/revisions/1/withdraw` });
    expect(anonymous.statusCode).toBe(401);
    const before = await orderAs(admin, id);
    expect(before.revisions[1].withdrawn_at).toBeNull();
    expect((await withdraw(staffWith, id, 1)).statusCode).toBe(200);
  });

  it('keeps one live revision when two withdrawals race', async () => {
    const { customer, id } = await placed();
    await deliver(id, randomBytes(300));
    await deliver(id, randomBytes(300));
    await deliver(id, randomBytes(300));
    // Withdrawing 2 and 3 at once: whichever comes second finds 3 (or 2) the customer's only file.
    const answers = await Promise.all([
      withdraw(admin, id, 2),
      withdraw(admin, id, 3),
      withdraw(admin, id, 1),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const mine = await orderAs(customer, id);
    expect(mine.revisions).toHaveLength(1);
    expect(mine.modified_file).not.toBeNull();
    const live = (await orderAs(admin, id)).revisions.filter(
      (r: { withdrawn_at: string | null }) => !r.withdrawn_at,
    );
    expect(live.length).toBeGreaterThanOrEqual(1);
  });
});
