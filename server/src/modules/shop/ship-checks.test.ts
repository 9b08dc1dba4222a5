import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { processingShopOrder, quickCustomer, shopTestApp } from '../../../test/support/shop-kit.js';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ app, admin } = await shopTestApp());
});
afterAll(() => app.cleanup());

const DAY = 86_400_000;
const ship = (
  order_id: number,
  parcel_tracking_number: string,
  estimated_delivery_date: number,
  lng = 'en',
) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/order/mark_as_shipped',
    headers: { ...admin.headers, 'accept-language': lng },
    payload: { order_id, parcel_tracking_number, estimated_delivery_date },
  });

describe('marking a shop order shipped', () => {
  it('refuses a blank tracking number and a delivery date before the order day, and ships nothing', async () => {
    const buyer = await quickCustomer(app);
    const id = await processingShopOrder(app, buyer.id, `SO-T-${buyer.id}`);
    const blank = await ship(id, '   ', Date.now() + DAY);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      field: 'parcel_tracking_number',
      message: 'Please enter the parcel tracking number.',
    });
    for (const eta of [0, Date.now() - 400 * DAY, Date.now() - 2 * DAY]) {
      const early = await ship(id, 'DHL1', eta);
      expect(early.statusCode, String(eta)).toBe(400);
      expect(early.json()).toMatchObject({
        field: 'estimated_delivery_date',
        message: 'The estimated delivery date cannot be before the day the order was placed.',
      });
    }
    const de = await ship(id, ' ', Date.now(), 'de');
    expect(de.json().message).toBe('Bitte geben Sie die Sendungsnummer des Pakets ein.');
    const row = await app.db('shop_orders').where({ id }).first('status', 'parcel_tracking_number');
    expect(row).toMatchObject({ status: 'processing', parcel_tracking_number: null });
  });

  it('takes a real number and the order day itself (its start in UTC) or later', async () => {
    const buyer = await quickCustomer(app);
    const id = await processingShopOrder(app, buyer.id, `SO-U-${buyer.id}`);
    const today = new Date();
    const startOfDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const res = await ship(id, ' DHL2 ', startOfDay);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'shipped',
      parcel_tracking_number: 'DHL2',
      estimated_delivery_date: startOfDay,
    });
  });
});
