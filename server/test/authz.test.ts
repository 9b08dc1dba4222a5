import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokens } from '../src/modules/auth/sessions.js';
import { blankPng } from './support/images.js';
import { giveCredits, orderFields, seedCatalogue, submit } from './support/orders-kit.js';
import { ID_FIELD, ID_PARAM, exampleOf } from './authz/examples.js';
import { fingerprint, ownedTables } from './authz/owned.js';
import type { JsonSchema } from './fuzz/arbitraries.js';
import { multipartBody, type Operation, operationsOf, urlOf } from './fuzz/operations.js';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.js';
import { startSmtp } from './smtp.js';

/**
 * Walks every operation of /api/openapi.json that names a record (an id in the path, the query or the body)
 * as another customer and as a staff user without any permission, with the ids of one customer's records,
 * and fails on any success that shows that customer's data or changes it. The owner's records carry a
 * marker, so a leak is seen in any answer; what they own is every row with their user_id, fingerprinted
 * before and after each successful change. New modules are walked as soon as their routes exist; a fixture
 * below gives the owner records there too.
 */
const MARK = `OWNERMARK${randomBytes(3).toString('hex')}`;

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: TestUser;
let other: TestUser;
let staff: TestUser;

/** The owner's records, made through the API as the owner would; a fixture whose route is missing is skipped. */
async function seedOwner(): Promise<string[]> {
  const made: string[] = [];
  const as = (method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'POST', url, headers: owner.headers, payload });
  const note = async (name: string, res: { statusCode: number }) => {
    if (res.statusCode < 300) made.push(name);
  };
  const catalogue = await seedCatalogue(app);
  await giveCredits(app, owner.id, 100_000);
  const order = await submit(app, owner.headers, orderFields(catalogue, { comment: MARK, dtc: MARK }));
  await note('order', order);
  const orderId = order.statusCode === 200 ? (order.json()._id ?? order.json().order?._id) : undefined;
  if (orderId) {
    const form = await multipartBody([['message', MARK]], []);
    await note(
      'order message',
      await app.inject({
        method: 'POST',
        url: `/api/order_message/${orderId}`,
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      }),
    );
  }
  if (orderId) {
    // A delivered file the owner rates (ratings module).
    const deliverer = await createAdmin(app);
    const file = await multipartBody(
      [],
      [{ field: 'modified_file', name: 'tuned.bin', content: randomBytes(64) }],
    );
    await app.inject({
      method: 'PUT',
      url: `/api/order/${orderId}/submit_order`,
      headers: { ...deliverer.headers, ...file.headers },
      payload: file.payload,
    });
    await note('rating', await as('POST', `/api/order/${orderId}/rating`, { stars: 4, comment: MARK }));
  }
  await note('invoice', await as('POST', '/api/credits_user', { count: 1000, payment_method: 'bank' }));
  await app.settings.set('site', {
    ...(await app.settings.all()),
    file_upload_public: true,
    ticket_system_public: true,
    live_support_public: true,
  });
  const upload = await multipartBody(
    [['note', MARK]],
    [{ field: 'files', name: `${MARK}.bin`, content: Buffer.from(MARK) }],
  );
  await note(
    'file upload',
    await app.inject({
      method: 'POST',
      url: '/api/file_upload',
      headers: { ...owner.headers, ...upload.headers },
      payload: upload.payload,
    }),
  );
  const ticket = await multipartBody(
    [
      ['subject', MARK],
      ['message', MARK],
    ],
    [],
  );
  await note(
    'ticket',
    await app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: { ...owner.headers, ...ticket.headers },
      payload: ticket.payload,
    }),
  );
  await note('chat message', await as('POST', '/api/chat_message', { message: MARK }));
  // A real picture (only those are kept) carrying the marker after its end, where viewers ignore it.
  const png = Buffer.concat([blankPng(1, 1), Buffer.from(MARK)]);
  const picture = await multipartBody(
    [],
    [{ field: 'profile_picture', name: 'me.png', content: png, type: 'image/png' }],
  );
  await note(
    'profile picture',
    await app.inject({
      method: 'POST',
      url: '/api/user/update_profile',
      headers: { ...owner.headers, ...picture.headers },
      payload: picture.payload,
    }),
  );
  await note(
    'push subscription',
    await as('POST', '/api/push/subscribe', { endpoint: `https://fcm.googleapis.com/fcm/send/${MARK}` }),
  );
  // A shop cart and a shop order whose address carries the marker.
  const [productId] = await app.db('shop_products').insert({
    name: 'Authz cable',
    slug: 'authz-cable',
    product_code: 'AUTHZ1',
    price: 1000,
    inventory: 10,
    status: 'published',
    description: '',
    extra_options: '[]',
  });
  const [shippingId] = await app.db('shop_shipping_methods').insert({ name: 'Parcel', status: 'active' });
  await note(
    'shop cart',
    await as('POST', '/api/shop/cart/add_item', { product_id: Number(productId), quantity: 1 }),
  );
  await note(
    'shop order',
    await as('POST', '/api/shop/checkout', {
      shipping_method_id: Number(shippingId),
      payment_method: 'bank',
      address: { name: MARK, address: MARK, city: 'Berlin', zip: '1', country: 'DE', phone: '+49 30 1234' },
    }),
  );
  await note(
    'api access',
    await as('POST', '/api/access_api_create', { website_url: ['https://owner.example'], api_for: 'both' }),
  );
  // A visitor's quote request to the owner (visitors have no account, so it is written as the public API does).
  await app.db('api_quotes').insert({
    user_id: owner.id,
    name: MARK,
    email: 'visitor@example.test',
    message: MARK,
    created_at: new Date(),
    updated_at: new Date(),
  });
  return made;
}

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url }, { RATE_LIMITS: 'false' });
  // The owner first, so their records take the low ids other tables also start from.
  owner = await createUser(app, { username: MARK.toLowerCase(), country: 'DE' });
  await app.db('users').where({ id: owner.id }).update({ company_name: MARK, firstname: MARK, phone: MARK });
  other = await createUser(app);
  staff = await createStaff(app, {});
  await createAdmin(app);
}, 120_000);
afterAll(async () => {
  await app?.cleanup();
  await smtp?.close();
});

const namesRecord = (op: Operation) => {
  const fields = (s?: JsonSchema) => Object.keys(s?.properties ?? {}).some((k) => ID_FIELD.test(k));
  return (
    op.pathParams.some((p) => ID_PARAM.test(p.name)) ||
    op.queryParams.some((p) => ID_FIELD.test(p.name)) ||
    fields(op.json) ||
    fields(op.multipart)
  );
};

async function request(op: Operation, who: TestUser, id: number) {
  const path = Object.fromEntries(
    op.pathParams.map((p) => [
      p.name,
      ID_PARAM.test(p.name) ? String(id) : String(exampleOf(p.schema, id) ?? 'x'),
    ]),
  );
  const query = op.queryParams
    .filter((p) => p.required || ID_FIELD.test(p.name))
    .map((p) => [p.name, String(exampleOf(p.schema, id, p.name))] as [string, string]);
  let payload: string | Buffer | undefined;
  const headers: Record<string, string> = { ...who.headers };
  if (op.json) {
    payload = JSON.stringify(exampleOf(op.json, id));
    headers['content-type'] = 'application/json';
  } else if (op.multipart) {
    const fields: [string, string][] = [];
    const files: { field: string; name: string; content: Buffer }[] = [];
    for (const [k, s] of Object.entries(op.multipart.properties ?? {})) {
      if (s.format === 'binary' || s.items?.format === 'binary')
        files.push({ field: k, name: 'f.bin', content: Buffer.from('x') });
      else {
        const v = exampleOf(s, id, k);
        for (const one of Array.isArray(v) ? v : [v])
          fields.push([k, typeof one === 'object' ? JSON.stringify(one) : String(one)]);
      }
    }
    const form = await multipartBody(fields, files);
    payload = form.payload;
    Object.assign(headers, form.headers);
  }
  return app.inject({ method: op.method as 'GET', url: urlOf(op, path, query), headers, payload });
}

describe('object-level authorization', () => {
  it('gives another customer and a staff user without permission nothing of a customer’s records', async () => {
    const made = await seedOwner();
    expect(made).toEqual(expect.arrayContaining(['order', 'rating', 'invoice', 'file upload', 'shop order']));
    const tables = await ownedTables(app.db);
    const ids = new Set<number>([owner.id]);
    for (const t of tables) {
      for (const r of await app.db(t).where({ user_id: owner.id }).select('*')) {
        if (typeof r.id === 'number') ids.add(r.id);
      }
    }
    const candidates = [...ids].sort((a, b) => a - b).slice(0, 10);
    const ops = (await operationsOf(app)).filter(namesRecord);
    expect(ops.length).toBeGreaterThan(80);
    let before = await fingerprint(app.db, tables, owner.id);
    const leaks: string[] = [];
    let calls = 0;
    for (const op of ops) {
      for (const [label, who] of [
        ['another customer', other],
        ['staff without permission', staff],
      ] as const) {
        for (const id of candidates) {
          const res = await request(op, who, id);
          calls++;
          if (res.statusCode === 401) {
            // Their own change (e.g. of their password) signed them out: sign back in and go on.
            who.headers = { 'x-access-token': (await sessionTokens(app).open(who.id)).access_token };
          }
          if (res.statusCode < 200 || res.statusCode >= 300) continue;
          if (res.body.includes(MARK) || res.body.includes(owner.email)) {
            leaks.push(`${op.name} as ${label}, id ${id}: answer shows the owner's data`);
            continue;
          }
          if (op.method !== 'GET') {
            const after = await fingerprint(app.db, tables, owner.id);
            const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
            if (changed.length)
              leaks.push(`${op.name} as ${label}, id ${id}: changed the owner's ${changed.join(', ')}`);
            before = after;
          }
        }
      }
    }
    console.info(`authz: ${ops.length} operations, ${calls} calls, owner records: ${made.join(', ')}`);
    expect(leaks).toEqual([]);
  }, 600_000);
});
