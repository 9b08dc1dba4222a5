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
import { creditAgentBalance, getAgentBalance } from '../credits/agent-ledger.js';
import {
  type Catalogue,
  multipart,
  orderFields,
  RAR_BYTES,
  seedCatalogue,
  sha256,
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

describe('agent orders', () => {
  it('bill the agent balance in money, refund on cancel and keep to their own paths', async () => {
    const agent = await createUser(app);
    await app.db.transaction((trx) =>
      creditAgentBalance(trx, { userId: agent.id, amount: 2000, currency: 'EUR' }),
    );
    const sent = await submit(app, agent.headers, orderFields(c), undefined, '/api/agent_order');
    expect(sent.statusCode).toBe(200);
    const order = sent.json().order;
    // 12 credits at the default credit price of 1.00 EUR.
    expect(order).toMatchObject({
      is_agent: true,
      payment_type: 'money',
      total_cost: 1200,
      currency: 'EUR',
      status: 'pending',
    });
    expect(await getAgentBalance(app.db, agent.id)).toEqual({ balance: 800 });

    const poor = await submit(app, agent.headers, orderFields(c), undefined, '/api/agent_order');
    expect(poor.statusCode).toBe(402);
    expect(poor.json().code).toBe('INSUFFICIENT_BALANCE');

    // An agent order is not reachable under /order and the other way round.
    expect((await app.inject({ url: `/api/order/${order._id}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ url: `/api/agent_order/${order._id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const count = async (path: string) =>
      (await app.inject({ url: `/api${path}`, headers: admin.headers })).json().count;
    expect(await count('/agent_pending_orders_count')).toBe(1);
    expect(await count('/pending_orders_count')).toBe(0);
    await app.inject({
      method: 'PUT',
      url: `/api/agent_order/${order._id}/change_status`,
      payload: { status: 'in_progress' },
      headers: admin.headers,
    });
    expect(await count('/agent_progress_orders_count')).toBe(1);

    const m = multipart({ message: 'Which gearbox?' });
    const msg = await app.inject({
      method: 'POST',
      url: `/api/agent_order_message/${order._id}`,
      payload: m.payload,
      headers: { ...admin.headers, ...m.headers },
    });
    expect(msg.json().message).toMatchObject({ from_staff: true, message: 'Which gearbox?' });
    expect(
      (await app.inject({ url: `/api/agent_order_messages/${order._id}`, headers: agent.headers })).json()
        .items,
    ).toHaveLength(1);
    expect(
      (await app.inject({ url: `/api/order_messages/${order._id}`, headers: agent.headers })).statusCode,
    ).toBe(404);

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/agent_order/${order._id}/cancel_order`,
      payload: { reason: 'ECU locked' },
      headers: admin.headers,
    });
    expect(cancel.json().order.status).toBe('cancelled');
    expect(await getAgentBalance(app.db, agent.id)).toEqual({ balance: 2000 });
  });
});

describe('messages', () => {
  it('need a text or a file and keep attachments byte for byte', async () => {
    const u = await createUser(app);
    await app.db.transaction((trx) =>
      creditAgentBalance(trx, { userId: u.id, amount: 5000, currency: 'EUR' }),
    );
    const order = (await submit(app, u.headers, orderFields(c), undefined, '/api/agent_order')).json().order;
    const empty = multipart({ message: '  ' });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/agent_order_message/${order._id}`,
      payload: empty.payload,
      headers: { ...u.headers, ...empty.headers },
    });
    expect(refused.statusCode).toBe(400);
    const data = randomBytes(3000);
    const withFile = multipart({}, [{ field: 'file', name: 'screenshot.png', data }]);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/agent_order_message/${order._id}`,
      payload: withFile.payload,
      headers: { ...u.headers, ...withFile.headers },
    });
    const id = sent.json().message._id;
    const file = await app.inject({
      url: `/api/agent_order_message/${id}/download_file`,
      headers: admin.headers,
    });
    expect(sha256(file.rawPayload)).toBe(sha256(data));
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/agent_order_message/${id}`, headers: u.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/agent_order_messages/${order._id}`, headers: u.headers })).json().items,
    ).toHaveLength(0);
  });
});

describe('extra files as RAR', () => {
  it('are accepted by their first bytes', async () => {
    const u = await createUser(app);
    await app.db.transaction((trx) =>
      creditAgentBalance(trx, { userId: u.id, amount: 5000, currency: 'EUR' }),
    );
    const res = await submit(
      app,
      u.headers,
      orderFields(c),
      [
        { field: 'original_file', name: 'a.bin', data: randomBytes(100) },
        { field: 'extra_files', name: 'LOGS.RAR', data: RAR_BYTES },
      ],
      '/api/agent_order',
    );
    expect(res.json().order.extra_file).toMatchObject({ name: 'LOGS.RAR', size: RAR_BYTES.length });
  });
});

describe('file upload page', () => {
  it('takes files from customers for staff, only when the site offers it', async () => {
    const u = await createUser(app);
    const a = randomBytes(2000);
    const form = multipart({ note: 'Full backup' }, [
      { field: 'files', name: 'backup.bin', data: a },
      { field: 'files', name: 'eeprom.bin', data: randomBytes(512) },
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/file_upload',
      payload: form.payload,
      headers: { ...u.headers, ...form.headers },
    });
    expect(sent.statusCode).toBe(200);
    const [first] = sent.json().items;
    expect(first).toMatchObject({ name: 'backup.bin', size: 2000, sha256: sha256(a), note: 'Full backup' });

    const staff = await createStaff(app, { orders: true });
    const list = (await app.inject({ url: '/api/file_uploads', headers: staff.headers })).json();
    expect(list.total).toBe(2);
    const file = await app.inject({ url: `/api/file_upload/${first._id}/download`, headers: staff.headers });
    expect(file.rawPayload.equals(a)).toBe(true);
    const stranger = await createUser(app);
    expect(
      (await app.inject({ url: `/api/file_upload/${first._id}/download`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/file_uploads', headers: stranger.headers })).json().total).toBe(0);
    const inbox = (
      await app.inject({ url: '/api/in-app-notification/admin', headers: admin.headers })
    ).json();
    expect(inbox.items[0].type).toBe('file.uploaded');

    await app.settings.set('site', { ...(await app.settings.all()), file_upload_public: false });
    const off = await app.inject({
      method: 'POST',
      url: '/api/file_upload',
      payload: form.payload,
      headers: { ...u.headers, ...form.headers },
    });
    expect(off.statusCode).toBe(404);
    await app.settings.set('site', { ...(await app.settings.all()), file_upload_public: true });
  });
});
