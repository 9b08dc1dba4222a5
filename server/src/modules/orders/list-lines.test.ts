import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

// A page of orders reads its service lines and deliveries with the page (as JSON, in one statement); the
// single order reads them on their own. Both must answer the same order.
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
const ids: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes, 7, 250));
  for (let i = 0; i < 3; i++) {
    const [id] = await app.db('orders').insert({
      user_id: customer.id,
      status: i === 0 ? 'pending' : 'completed',
      is_agent: false,
      time_frame: 'asap',
      make: 'Škoda',
      model: 'Octavia "RS"',
      credit_count: 150 + i,
      original_name: 'read.bin',
      original_size: 2048,
      original_sha256: 'a'.repeat(64),
      completed_at: i === 0 ? null : at(30),
    });
    ids.push(Number(id));
    if (i === 2) continue; // an order without lines or deliveries
    await app.db('order_items').insert([
      { order_id: id, kind: 'service', item_id: 7, name: 'Stage 1', amount: 100 },
      { order_id: id, kind: 'option', item_id: 3, name: 'DPF off', amount: 50 + i },
      { order_id: id, kind: 'option', item_id: 1, name: 'EGR — off', amount: 0 },
    ]);
    if (i === 1)
      await app.db('order_revisions').insert([
        {
          order_id: id,
          revision: 1,
          name: 'part.bin',
          size: 1024,
          sha256: 'b'.repeat(64),
          note: null,
          automated: false,
          created_at: at(10),
          withdrawn_at: at(12),
        },
        {
          order_id: id,
          revision: 2,
          name: 'final.bin',
          size: 2048,
          sha256: 'c'.repeat(64),
          note: 'Tuned "safe"',
          automated: true,
          created_at: at(11),
        },
      ]);
  }
});
afterAll(() => app.cleanup());

describe('a page of orders', () => {
  it('answers each order as the order itself does, for staff and for its customer', async () => {
    for (const [who, list] of [
      [admin, '/api/order?page=1&size=20'],
      [customer, '/api/user_orders?page=1&size=20'],
      [customer, '/api/order?page=1&size=20&keyword=octavia'],
    ] as const) {
      const page = await app.inject({ url: list, headers: who.headers });
      expect(page.statusCode, page.body).toBe(200);
      const items = page.json().items as { _id: number }[];
      expect(items.map((o) => o._id)).toEqual([...ids].reverse());
      for (const listed of items) {
        const single = await app.inject({ url: `/api/order/${listed._id}`, headers: who.headers });
        expect(listed).toEqual(single.json().order);
      }
    }
  });
});
