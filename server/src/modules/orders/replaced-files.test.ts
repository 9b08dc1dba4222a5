import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  sha256,
  submit,
} from '../../../test/support/orders-kit.js';

/**
 * The desktop app names the earlier, unfinished saves of a file when it delivers the final one: the server
 * withdraws those that landed with the delivery, and refuses one that lands after it.
 */
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
function deliver(id: number, data: Buffer, replaces: string[] = []) {
  const f = multipart(replaces.length ? { replaces: replaces.join(',') } : {}, [
    { field: 'modified_file', name: 'tuned.bin', data },
  ]);
  return app.inject({
    method: 'PUT',
    url: `/api/order/${id}/submit_order`,
    payload: f.payload,
    headers: { ...admin.headers, ...f.headers },
  });
}
/** A delivery whose upload begins now and ends only when `finish` is called (a slow line). */
function slowDelivery(id: number, data: Buffer) {
  const f = multipart({}, [{ field: 'modified_file', name: 'tuned.bin', data }]);
  const body = f.payload as Buffer;
  let finish = () => {};
  const released = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stream = new Readable({ read() {} });
  stream.push(body.subarray(0, 1000));
  void released.then(() => {
    stream.push(body.subarray(1000));
    stream.push(null);
  });
  const answer = app.inject({
    method: 'PUT',
    url: `/api/order/${id}/submit_order`,
    payload: stream,
    headers: { ...admin.headers, ...f.headers, 'content-length': String(body.length) },
  });
  return { answer, finish };
}
const orderAs = async (u: TestUser, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: u.headers })).json().order;
const revisionsOf = (order: {
  revisions: { revision: number; sha256: string; withdrawn_at: string | null }[];
}) => order.revisions.map((r) => [r.revision, r.sha256, r.withdrawn_at === null ? 'live' : 'withdrawn']);

describe('a delivery naming the unfinished saves it replaces', () => {
  it('withdraws a partial file that landed, in the same step, and tells the customer in their language', async () => {
    const { customer, id } = await placed();
    await app.db('users').where({ id: customer.id }).update({ language: 'de' });
    const partial = randomBytes(300);
    const final = randomBytes(800);
    expect((await deliver(id, partial)).statusCode).toBe(200);
    const res = await deliver(id, final, [sha256(partial)]);
    expect(res.statusCode, res.body).toBe(200);

    const staffView = await orderAs(admin, id);
    expect(revisionsOf(staffView)).toEqual([
      [2, sha256(final), 'live'],
      [1, sha256(partial), 'withdrawn'],
    ]);
    expect(staffView.modified_file.note).toBe(
      'Ersetzt Revision 1, die gesendet wurde, während die Datei noch gespeichert wurde.',
    );
    const mine = await orderAs(customer, id);
    expect(mine.revisions.map((r: { revision: number }) => r.revision)).toEqual([2]);
    expect(mine.modified_file).toMatchObject({ revision: 2, sha256: sha256(final) });
  });

  it('refuses the unfinished file whose upload was on its way when the final one was delivered', async () => {
    const { customer, id } = await placed();
    const partial = randomBytes(3000);
    const final = randomBytes(800);
    const late = slowDelivery(id, partial);
    await new Promise((r) => setTimeout(r, 50));
    expect((await deliver(id, final, [sha256(partial)])).statusCode).toBe(200);
    late.finish();
    const refused = await late.answer;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUPERSEDED',
      message: 'A newer save of this file has been delivered already, so this one was not kept.',
    });
    const mine = await orderAs(customer, id);
    expect(revisionsOf(mine)).toEqual([[1, sha256(final), 'live']]);
    // Nothing said "replaces" when nothing was replaced.
    expect(mine.modified_file.note ?? '').toBe('');
    expect(await app.db('order_revisions').where({ order_id: id })).toHaveLength(1);

    // The same bytes sent afterwards are a delivery of their own (a tuner going back to that save).
    const again = await deliver(id, partial);
    expect(again.statusCode, again.body).toBe(200);
    expect((await orderAs(customer, id)).modified_file.sha256).toBe(sha256(partial));
  });

  it('never withdraws an earlier finished delivery of the same bytes, older than another file', async () => {
    const { id } = await placed();
    const first = randomBytes(400);
    const second = randomBytes(500);
    const final = randomBytes(600);
    expect((await deliver(id, first)).statusCode).toBe(200);
    expect((await deliver(id, second)).statusCode).toBe(200);
    expect((await deliver(id, final, [sha256(first)])).statusCode).toBe(200);
    const staffView = await orderAs(admin, id);
    expect(revisionsOf(staffView)).toEqual([
      [3, sha256(final), 'live'],
      [2, sha256(second), 'live'],
      [1, sha256(first), 'live'],
    ]);
    expect(staffView.modified_file.note ?? '').toBe('');
  });

  it('leaves the final file live whichever of the two uploads the server finishes first', async () => {
    for (let round = 0; round < 4; round++) {
      const { customer, id } = await placed();
      const partial = randomBytes(50_000);
      const final = randomBytes(60_000);
      const [a, b] = await Promise.all([deliver(id, partial), deliver(id, final, [sha256(partial)])]);
      expect(b.statusCode, b.body).toBe(200);
      expect([200, 409]).toContain(a.statusCode);
      const mine = await orderAs(customer, id);
      expect(mine.modified_file.sha256).toBe(sha256(final));
      expect(mine.revisions.map((r: { sha256: string }) => r.sha256)).toEqual([sha256(final)]);
    }
  });

  it('refuses a list that is not checksums, with a message', async () => {
    const { id } = await placed();
    const res = await deliver(id, randomBytes(100), ['not-a-checksum']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Replaced files are named by their SHA-256 checksums: 64 hexadecimal characters each.',
    );
    const many = Array.from({ length: 21 }, () => sha256(randomBytes(8)));
    const tooMany = await deliver(id, randomBytes(100), many);
    expect(tooMany.statusCode).toBe(400);
    expect((await orderAs(admin, id)).revisions).toEqual([]);
  });
});
