import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

const add = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/shop/coupon/add', headers: admin.headers, payload: body });

describe('coupon use limits', () => {
  // MariaDB's 32-bit column refused a larger limit with a server error (SQLite stored it).
  it.each(['max_uses', 'max_uses_per_customer'])(
    'refuses a %s beyond what the portal keeps, with a 400',
    async (field) => {
      const res = await add({
        name: 'Huge',
        code: `HUGE-${field}`,
        flat_amount: 100,
        [field]: Number.MAX_SAFE_INTEGER,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    },
  );

  it('keeps a limit of a billion', async () => {
    const res = await add({
      name: 'Big',
      code: 'BIG',
      flat_amount: 100,
      max_uses: 1_000_000_000,
      max_uses_per_customer: 1_000_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().coupon._id;
    const read = await app.inject({
      method: 'GET',
      url: `/api/shop/coupon/get_by_id/${id}`,
      headers: admin.headers,
    });
    expect(read.json().coupon).toMatchObject({
      max_uses: 1_000_000_000,
      max_uses_per_customer: 1_000_000_000,
    });
  });

  // A null used to be coerced to 0 on its way through validation: "no start date" became 1 January 1970,
  // and no dates at all failed as "the expiry date must be after the start date".
  it('keeps "no date" as no date, and a 0 as 0', async () => {
    const none = await add({
      name: 'Open',
      code: 'OPEN',
      flat_amount: 100,
      start_date: null,
      expiry_date: null,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().coupon).toMatchObject({ start_date: null, expiry_date: null });
    const until = Date.UTC(2030, 0, 1);
    const later = await add({
      name: 'Later',
      code: 'LATER',
      flat_amount: 100,
      start_date: null,
      expiry_date: until,
    });
    expect(later.json().coupon).toMatchObject({ start_date: null, expiry_date: until });
    const zero = await add({
      name: 'Zero',
      code: 'ZERO',
      flat_amount: 100,
      start_date: 0,
      expiry_date: until,
    });
    expect(zero.json().coupon).toMatchObject({ start_date: 0, expiry_date: until });
  });
});
