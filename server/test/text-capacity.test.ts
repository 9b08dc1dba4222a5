import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import { startSmtp } from './smtp.js';
import { address, addShipping, get, ok, post } from './support/shop-kit.js';

/**
 * The longest texts the request checks allow, in characters of 4 bytes in UTF-8 (utf8mb4), are stored and
 * read back whole. MariaDB's TEXT holds 65,535 bytes, so these columns are MEDIUMTEXT there; on SQLite the
 * same requests work as they always did.
 */
let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

/** `n` characters of 4 bytes each in UTF-8 (emoji outside the BMP, one code point each). */
const wide = (n: number, first = 0x1f600) => String.fromCodePoint(first).repeat(n);

describe('staff messages', () => {
  it('keeps a message of 20,000 four-byte characters, sent in the app and as a notification', async () => {
    const customer = await createUser(app);
    const body = wide(20_000);
    const sent = await post(app, '/message', admin.headers, {
      subject: 's',
      message: body,
      audience: 'selected',
      user_ids: [customer.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const notified = await post(app, '/notification_request', admin.headers, {
      kind: 'app',
      subject: 'n',
      message: wide(20_000, 0x1f680),
      audience: 'selected',
      user_ids: [customer.id],
    });
    expect(notified.statusCode, notified.body).toBe(200);

    const box = (await get(app, '/messages', customer.headers)).json();
    expect(box.items.map((m: { message: string }) => m.message)).toEqual([wide(20_000, 0x1f680), body]);
    const all = (await get(app, '/all_messages', admin.headers)).json();
    expect(all.items.find((m: { _id: number }) => m._id === sent.json().message_id).message).toBe(body);
  });

  it('keeps a message of 20,000 "<", each stored as "&lt;"', async () => {
    const customer = await createUser(app);
    const sent = await post(app, '/message', admin.headers, {
      subject: 's',
      message: '<'.repeat(20_000),
      audience: 'selected',
      user_ids: [customer.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const box = (await get(app, '/messages', customer.headers)).json();
    expect(box.items[0].message).toBe('&lt;'.repeat(20_000));
  });
});

describe('the shop', () => {
  let shippingId: number;
  /** Five products of 20 options each, every name as long as allowed. */
  const products: { id: number; name: string; options: string[] }[] = [];

  beforeAll(async () => {
    await ok(app, '/shop/settings/update', admin.headers, { country: 'DE', bank_payment: true });
    const billing = await app.inject({
      method: 'PUT',
      url: '/api/credits/billing_settings',
      headers: admin.headers,
      payload: { bank_name: 'Sparkasse', bank_iban: 'DE89370400440532013000', bank_bic: 'COBADEFFXXX' },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    shippingId = (await addShipping(app, admin.headers))._id;
    for (let p = 0; p < 5; p++) {
      const name = wide(200, 0x1f400 + p);
      const options = Array.from({ length: 20 }, (_, i) => wide(100, 0x1f300 + p * 20 + i));
      const added = await ok(app, '/shop/product/add', admin.headers, {
        name,
        slug: `capacity-${p}`,
        product_code: `CAP${p}`,
        price: 100,
        inventory: 1000,
        status: 'published',
        extra_options: options.map((o) => ({ name: o, price: 1 })),
      });
      products.push({ id: added.product._id, name, options });
    }
  });

  type Line = { product_id: number; quantity: number; selected_extra_options: string[] };
  const picked = (items: { selected_extra_options: (string | { name: string })[] }[]) =>
    items.map((i) => i.selected_extra_options.map((o) => (typeof o === 'string' ? o : o.name)));

  /** Fills a new customer's cart with `lines` and places the order; both read back as they were. */
  async function cartAndOrder(lines: Line[]) {
    const buyer = await createUser(app, { country: 'DE' });
    const first = await ok(app, '/shop/cart/add_item', buyer.headers, {
      product_id: products[0].id,
      quantity: 1,
    });
    const saved = await post(app, '/shop/cart/update', buyer.headers, {
      shopping_cart_id: first.cart.shopping_cart_id,
      items: lines,
    });
    expect(saved.statusCode, `cart: ${saved.body}`).toBe(200);
    const wanted = lines.map((l) => l.selected_extra_options);
    expect(picked(saved.json().cart.items)).toEqual(wanted);
    expect(picked((await get(app, '/shop/cart', buyer.headers)).json().cart.items)).toEqual(wanted);

    const placed = await post(app, '/shop/checkout', buyer.headers, {
      shipping_method_id: shippingId,
      payment_method: 'bank',
      address: address('DE'),
    });
    expect(placed.statusCode, `order: ${placed.body}`).toBe(200);
    const id = placed.json().order._id;
    const order = (await get(app, `/shop/order/get_by_id/${id}`, buyer.headers)).json().order;
    const nameOf = (id: number) => products.find((p) => p.id === id)?.name;
    expect(order.items.map((l: { name: string }) => l.name)).toEqual(lines.map((l) => nameOf(l.product_id)));
    expect(picked(order.items)).toEqual(wanted);
  }

  it('keeps a product description of 20,000 four-byte characters', async () => {
    const description = wide(20_000);
    const added = await ok(app, '/shop/product/add', admin.headers, {
      name: 'Long description',
      slug: 'capacity-description',
      product_code: 'CAPD',
      price: 100,
      status: 'published',
      description,
    });
    expect(added.product.description).toBe(description);
    const read = (await get(app, `/shop/product/get_by_id/${added.product._id}`)).json().product;
    expect(read.description).toBe(description);
  });

  it('keeps a translated description of 20,000 four-byte characters', async () => {
    const translated = wide(20_000, 0x1f680);
    const url = `/api/catalogue/translations/shop_product/${products[0].id}`;
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { translations: { de: { description: translated } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const texts = (await app.inject({ url, headers: admin.headers })).json();
    expect(texts.translations.de.description).toBe(translated);
  });

  it('keeps a cart of 100 lines of 19 or 20 options named at full length, and the order placed from it', async () => {
    // Each line a different choice of its product's options.
    const lines = products.flatMap(({ id, options }) => [
      { product_id: id, quantity: 1, selected_extra_options: options },
      ...options.slice(0, 19).map((_, skip) => ({
        product_id: id,
        quantity: 1,
        selected_extra_options: options.filter((_o, i) => i !== skip),
      })),
    ]);
    expect(lines).toHaveLength(100);
    await cartAndOrder(lines);
  });

  it('keeps an order whose lines outgrow TEXT where its cart does not', async () => {
    // One option a line: the cart stays under 64 KiB, the order (names and prices too) does not.
    const lines = products.flatMap(({ id, options }) =>
      options.map((o) => ({ product_id: id, quantity: 1, selected_extra_options: [o] })),
    );
    expect(Buffer.byteLength(JSON.stringify(lines))).toBeLessThan(65_535);
    await cartAndOrder(lines);
  });
});

/** The text of a single-part e-mail as received, its transfer encoding undone. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

describe('background jobs', () => {
  it('e-mails unread chat of several messages of 5,000 four-byte characters each, whole', async () => {
    await app.settings.set('notifications', {
      ...(await app.settings.get('notifications')),
      staff_emails: ['capacity-desk@example.test'],
    });
    const customer = await createUser(app);
    const texts = [0x1f600, 0x1f601, 0x1f602, 0x1f603].map((c) => wide(5000, c));
    const ids: number[] = [];
    for (const message of texts) {
      const res = await post(app, '/chat_message', customer.headers, { message });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().message._id);
    }
    // The minutes pass: the reminders of these messages become due, and the first one mails them all.
    await app
      .db('jobs')
      .where({ kind: 'chat.unread_mail', state: 'queued' })
      .whereIn(
        'payload',
        ids.map((id) => JSON.stringify({ message_id: id })),
      )
      .update({ run_at: new Date(Date.now() - 1000) });
    const mail = await Promise.race([
      smtp.waitFor('capacity-desk@example.test'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    expect(mail, 'no e-mail of the unread chat').not.toBeNull();
    const text = mailText((mail as { raw: string }).raw);
    for (const message of texts) expect(text).toContain(message);
  });
});
