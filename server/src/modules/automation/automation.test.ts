import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  balanceOf,
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
const original = randomBytes(50_000);
const tuned = randomBytes(50_000);

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  await app.settings.set('site', { ...(await app.settings.all()), automation: true });
});
afterAll(() => app.cleanup());

async function customer() {
  const u = await createUser(app);
  await giveCredits(app, u.id, 10_000);
  return u;
}
const send = async (u: TestUser, data = original, extra = {}) =>
  (
    await submit(app, u.headers, orderFields(c, extra), [{ field: 'original_file', name: 'ecu.bin', data }])
  ).json().order;
const addSolution = (orderId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/automation/solutions',
    payload: { order_id: orderId },
    headers: admin.headers,
  });

describe('instant solutions', () => {
  it('delivers a known original with the same services at once, from its own copy of the file', async () => {
    const first = await send(await customer());
    expect(first.status).toBe('pending');
    expect((await addSolution(first._id)).statusCode).toBe(409);
    const f = multipart({}, [{ field: 'modified_file', name: 'ecu_stage1.bin', data: tuned }]);
    await app.inject({
      method: 'PUT',
      url: `/api/order/${first._id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    const added = await addSolution(first._id);
    expect(added.statusCode).toBe(200);
    expect(added.json().solution).toMatchObject({
      source_order_id: first._id,
      service_ids: [c.stage1],
      option_ids: [c.popcorn],
      revoked: false,
    });
    // The library keeps working after the source order and its files are gone.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/order/${first._id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);

    const u = await customer();
    const auto = await send(u);
    expect(auto).toMatchObject({
      status: 'completed',
      automated: true,
      modified_file: { name: 'ecu_stage1.bin', automated: true },
    });
    expect(await balanceOf(app, u.id)).toEqual({ balance: 8800, held: 0 });
    const file = await app.inject({ url: `/api/order/${auto._id}/download_new_file`, headers: u.headers });
    expect(file.rawPayload.equals(tuned)).toBe(true);
    const listed = (await app.inject({ url: '/api/automation_orders', headers: u.headers })).json();
    expect(listed.items.map((o: { _id: number }) => o._id)).toEqual([auto._id]);

    // Another set of services, or another original, is left for staff.
    expect((await send(u, original, { options: [] })).status).toBe('pending');
    expect((await send(u, randomBytes(50_000))).status).toBe('pending');
  });

  it('stops after a revoke and matches again on retry once a solution exists', async () => {
    const list = (await app.inject({ url: '/api/automation/solutions', headers: admin.headers })).json();
    const live = list.items.find((s: { revoked: boolean }) => !s.revoked);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/automation/solutions/${live._id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const u = await customer();
    const waiting = await send(u);
    expect(waiting.status).toBe('pending');
    const retry = () =>
      app.inject({ method: 'POST', url: `/api/order/${waiting._id}/automation_retry`, headers: u.headers });
    expect((await retry()).json()).toMatchObject({ matched: false, order: { status: 'pending' } });

    const source = await send(await customer(), original);
    const f = multipart({}, [{ field: 'modified_file', name: 'v2.bin', data: tuned }]);
    await app.inject({
      method: 'PUT',
      url: `/api/order/${source._id}/change_status`,
      payload: { status: 'in_progress' },
      headers: admin.headers,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/order/${source._id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
    await addSolution(source._id);
    expect((await retry()).json()).toMatchObject({
      matched: true,
      order: { status: 'completed', automated: true },
    });
    expect((await retry()).statusCode).toBe(409);

    await app.settings.set('site', { ...(await app.settings.all()), automation: false });
    const later = await send(u);
    expect(later.status).toBe('pending');
    const off = await app.inject({
      method: 'POST',
      url: `/api/order/${later._id}/automation_retry`,
      headers: u.headers,
    });
    expect(off.statusCode).toBe(409);
    await app.settings.set('site', { ...(await app.settings.all()), automation: true });
  });
});
