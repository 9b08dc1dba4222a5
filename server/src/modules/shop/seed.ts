import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { DEFAULT_LOCALE } from '@portal/contracts';
import { vatOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../db/helpers.js';
import { seedShippingTranslations, seedShopTranslations } from '../../seed/storefront-i18n.js';
import { getBilling } from '../credits/billing.js';
import { withTransaction } from '../credits/ledger.js';
import { shopOrderVat } from './order-vat.js';
import { issueShopInvoice } from './invoice.js';
import type { ShippingRow } from './repo.js';
import { namedIn, shippingIn } from './texts.js';
import { storeThumbnail } from './thumbnails.js';

/**
 * Demo shop: categories, a dozen products with generated pictures, a coupon, local and international
 * shipping and a few orders of the demo dealer in different states. Only on an empty shop.
 */
const CATEGORIES = [
  ['Cables', 'cables'],
  ['Tools', 'tools'],
  ['Licences', 'licences'],
  ['Merchandise', 'merchandise'],
] as const;

const PRODUCTS: {
  name: string;
  code: string;
  cat: number;
  price: number;
  stock: number;
  colour: number[];
}[] = [
  { name: 'OBD2 extension cable', code: 'CAB-OBD', cat: 0, price: 1990, stock: 40, colour: [30, 90, 160] },
  { name: 'Bench harness set', code: 'CAB-BENCH', cat: 0, price: 8900, stock: 12, colour: [40, 120, 200] },
  { name: 'Boot mode adapter', code: 'CAB-BOOT', cat: 0, price: 4500, stock: 3, colour: [20, 70, 140] },
  { name: 'USB isolator', code: 'CAB-USB', cat: 0, price: 3900, stock: 0, colour: [60, 60, 180] },
  { name: 'Stabilised power supply', code: 'TL-PSU', cat: 1, price: 12900, stock: 8, colour: [200, 80, 30] },
  { name: 'ECU opening tool kit', code: 'TL-OPEN', cat: 1, price: 5900, stock: 25, colour: [220, 120, 40] },
  { name: 'Probe adapter frame', code: 'TL-PROBE', cat: 1, price: 24900, stock: 4, colour: [180, 60, 20] },
  {
    name: 'Checksum licence (1 year)',
    code: 'LIC-CHK',
    cat: 2,
    price: 29900,
    stock: 100,
    colour: [40, 150, 80],
  },
  { name: 'DTC remover licence', code: 'LIC-DTC', cat: 2, price: 14900, stock: 100, colour: [30, 130, 60] },
  { name: 'Portal hoodie', code: 'MER-HOOD', cat: 3, price: 4900, stock: 30, colour: [90, 90, 90] },
  { name: 'Portal cap', code: 'MER-CAP', cat: 3, price: 1900, stock: 50, colour: [120, 40, 120] },
  { name: 'Sticker pack', code: 'MER-STK', cat: 3, price: 500, stock: 200, colour: [200, 170, 30] },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small picture in the product's colour with a lighter diagonal band, as a PNG. */
export function demoPicture([r, g, b]: number[], size = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = Math.abs(x - y) < size / 6 ? 60 : 0;
      row[1 + x * 3] = Math.min(255, (r as number) + band);
      row[2 + x * 3] = Math.min(255, (g as number) + band);
      row[3 + x * 3] = Math.min(255, (b as number) + band);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seedDemoShop(app: FastifyInstance): Promise<void> {
  const db = app.db;
  if (await db('shop_products').first('id')) return;
  const catIds: number[] = [];
  for (const [name, slug] of CATEGORIES) {
    const [id] = await db('shop_categories').insert({ name, slug });
    catIds.push(Number(id));
  }
  const productIds: number[] = [];
  for (const p of PRODUCTS) {
    const picture = demoPicture(p.colour);
    const stored = await app.storage.put('shop', Readable.from(picture));
    const [id] = await db('shop_products').insert({
      name: p.name,
      slug: p.code.toLowerCase(),
      product_code: p.code,
      price: p.price,
      inventory: p.stock,
      status: 'published',
      category_id: catIds[p.cat],
      short_description: `${p.name} for the workshop.`,
      description: `<p>${p.name}: tested with the common tuning tools.</p>`,
      extra_options: JSON.stringify(p.cat === 1 ? [{ name: 'With OBD cable', price: 2000 }] : []),
      image1: stored.key,
      thumbnail: await storeThumbnail(app, picture),
      weight: 0.5,
      weight_unit: 'kg',
    });
    productIds.push(Number(id));
  }
  await seedShopTranslations(db);
  await db('shop_coupons').insert({
    name: 'Welcome',
    code: 'WELCOME10',
    percentage_bp: 1000,
    status: 'active',
  });
  await db('shop_shipping_methods').insert([
    {
      name: 'Standard parcel',
      local_shipping_cost: 590,
      international_shipping_cost: 1990,
      local_shipping_time: '2-3 days',
      international_shipping_time: '5-10 days',
      charge_per_product: false,
      status: 'active',
    },
    {
      name: 'Express',
      local_shipping_cost: 1490,
      international_shipping_cost: 3990,
      local_shipping_time: 'Next day',
      international_shipping_time: '2-4 days',
      charge_per_product: false,
      status: 'active',
    },
  ]);
  await seedShippingTranslations(db);
  const dealer = await db('users')
    .where({ email: 'dealer@demo.portal' })
    .first(
      'id',
      'firstname',
      'lastname',
      'address',
      'city',
      'post_code',
      'country',
      'vat_no',
      'phone',
      'language',
    );
  if (!dealer) return;
  const currency = (await app.settings.all()).currency;
  const seller = await getBilling(db);
  // Sent to the dealer's own address and priced as a checkout there would be: shipping at home or abroad,
  // VAT by the goods rules for his country and VAT number, so his invoices agree with his credit invoices.
  const address = {
    name: `${dealer.firstname} ${dealer.lastname}`.trim(),
    address: dealer.address,
    city: dealer.city,
    zip: dealer.post_code || '',
    country: (dealer.country || seller.seller_country || 'DE').toUpperCase(),
    phone: dealer.phone || '',
  };
  const shopCountry = ((await app.settings.get('shop')).country || seller.seller_country).toUpperCase();
  const local = address.country === shopCountry;
  // Named in the dealer's language, as his checkout would have stored it.
  const language: string = dealer.language || DEFAULT_LOCALE;
  const [method] = await shippingIn(db, language, [
    await db<ShippingRow>('shop_shipping_methods').where({ name: 'Standard parcel' }).first(),
  ] as ShippingRow[]);
  const shippingCost = local
    ? Number(method.local_shipping_cost)
    : Number(method.international_shipping_cost);
  const vat = await shopOrderVat(db, seller.seller_country, dealer, address);
  const states = ['paid', 'processing', 'shipped', 'completed', 'initiated'] as const;
  for (const [i, status] of states.entries()) {
    const p = PRODUCTS[i] as (typeof PRODUCTS)[number];
    const subtotal = p.price;
    const net = subtotal + shippingCost;
    const vatAmount = vatOf(net, vat.rate_bp);
    // The bank transfer still awaited is recent: an old one would be released (and its buyer mailed) by the
    // first run of the scheduled job, at the demo's first start.
    const at = new Date(Date.now() - (status === 'initiated' ? 3_600_000 : (i + 1) * 3 * 86_400_000));
    const [id] = await db('shop_orders').insert({
      user_id: dealer.id,
      status,
      items: JSON.stringify(
        await namedIn(
          db,
          [
            {
              product_id: productIds[i] as number,
              name: p.name,
              product_code: p.code,
              quantity: 1,
              selected_extra_options: [],
              unit_price: p.price,
              line_total: p.price,
            },
          ],
          language,
        ),
      ),
      subtotal,
      discount: 0,
      shipping_cost: shippingCost,
      net,
      vat_bp: vat.rate_bp,
      vat: vatAmount,
      total: net + vatAmount,
      currency,
      shipping_method: JSON.stringify({
        name: method.name,
        time: local ? method.local_shipping_time : method.international_shipping_time,
        local,
      }),
      address: JSON.stringify(address),
      reverse_charge: vat.reverse_charge,
      export: vat.export,
      buyer_vat_no: vat.buyerVatNo,
      payment_method: status === 'initiated' ? 'bank' : 'stripe',
      parcel_tracking_number: status === 'shipped' || status === 'completed' ? `DEMO-${1000 + i}` : null,
      paid_at: status === 'initiated' ? null : at,
      created_at: at,
      updated_at: at,
    });
    await db('shop_orders')
      .where({ id: Number(id) })
      .update({ invoice_no: `SO-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}` });
  }
  // The paid ones were invoiced, in the order they were paid.
  const paid = await db('shop_orders')
    .where({ user_id: dealer.id })
    .whereNotNull('paid_at')
    .orderBy('paid_at');
  for (const o of paid)
    await withTransaction(db, (trx) =>
      issueShopInvoice(trx, o.id, new Date(toIso(o.paid_at) ?? Date.now()), seller),
    );
}
