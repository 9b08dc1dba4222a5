import { ORDER_STATUSES } from '@portal/contracts';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike, whereAnyLike, whereLike } from '../../lib/like.js';
import { withTransaction } from '../credits/ledger.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { seeded } from '../../../test/support/seeded.js';

// The keyword search goes through an index kept by triggers; whatever happened to the orders, what it
// answers must equal a LIKE scan of every order (registrations compared without spaces).
let app: TestApp;
let admin: TestUser;
const customers: TestUser[] = [];

const { random, pick } = seeded(20261128);

const MAKES = ['Volkswagen', 'BMW', 'Audi', 'Land Rover', 'Škoda', 'Mercedes-Benz', 'Ford', 'Citroën'];
const MODELS = ['Golf', '320d', 'A4', 'Range Rover', 'Octavia', 'C 220', 'Transit', 'C5 100%_x'];
const ENGINES = ['2.0 TDI', '1.6', 'V8', '', '3.0d 190 kW'];
const ECUS = ['Bosch', 'Delphi', 'Siemens', 'Continental', ''];
const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
const reg = () => {
  const l = () => pick([...letters]);
  const d = () => String(Math.floor(random() * 10));
  return pick([
    `${l()}${l()}${d()}${d()} ${l()}${l()}${l()}`,
    `${l()}${l()}${d()}${d()}${l()}${l()}${l()}`,
    `${l()}-${l()}${l()} ${d()}${d()}${d()}`,
    `${l().toLowerCase()}${l()} ${d()}${d()}`,
    '',
  ]);
};
const vehicle = () => ({
  make: pick(MAKES),
  model: pick(MODELS),
  engine: pick(ENGINES),
  ecu_brand: pick(ECUS),
});

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  for (const name of ['garage_nord', 'Müller Tuning', 'ab12dealer', 'x%y_z'])
    customers.push(await createUser(app, { username: name.replace(/[^a-z0-9_%]/gi, '') || 'c' }));
  await app.db('users').where('id', customers[1].id).update({ company_name: 'Müller Tuning GmbH' });
});
afterAll(() => app.cleanup());

const insertOrder = () =>
  app.db('orders').insert({
    user_id: pick(customers).id,
    status: pick(ORDER_STATUSES),
    is_agent: random() < 0.3,
    time_frame: 'asap',
    reg_no: reg(),
    ...vehicle(),
  });

/** The old scan: every order of the scope, each searched field tested with LIKE. */
async function scan(keyword: string, scope: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number[]> {
  const q = scope(app.db('orders as o')).where((w) => {
    if (/^\d+$/.test(keyword)) w.orWhere('o.id', Number(keyword));
    for (const column of ['o.make', 'o.model', 'o.engine', 'o.ecu_brand'])
      whereLike(w, column, keyword, 'contains', true);
    w.orWhereRaw(`REPLACE(o.reg_no, ' ', '') LIKE ? ESCAPE '!'`, [
      `%${escapeLike(keyword.replace(/ /g, ''))}%`,
    ]);
    w.orWhereIn(
      'o.user_id',
      whereAnyLike(app.db('users').select('id'), ['username', 'email', 'company_name'], keyword),
    );
  });
  return (await q.orderBy('o.id', 'desc').pluck('o.id')) as number[];
}

/** Keywords people type: pieces of what the orders hold, in other letter case, with and without spaces. */
async function keywords(): Promise<string[]> {
  const rows = (await app
    .db('orders')
    .select('id', 'reg_no', 'make', 'model', 'engine', 'ecu_brand')) as Record<string, string | number>[];
  const out = new Set([
    'a',
    'B',
    '12',
    'golf',
    'ROVER',
    'ško',
    'sko',
    'oën',
    '%',
    '100%_',
    'x%y',
    'mül',
    'müller tuning',
    'zzzz',
    'ab12',
    'tdi 1',
    // Up to twelve characters and beyond (the index's terms are twelve long).
    'CONTINENTAL',
    '3.0d 190 kw',
    'Mercedes-Benz',
    'mercedes-benzz',
  ]);
  for (let i = 0; i < 14 && rows.length; i++) {
    const r = pick(rows);
    const text = String(r[pick(['reg_no', 'make', 'model', 'engine', 'ecu_brand'])]);
    const start = Math.floor(random() * text.length);
    const piece = text.slice(start, start + 1 + Math.floor(random() * 6)).trim();
    if (piece) out.add(random() < 0.5 ? piece.toUpperCase() : piece.toLowerCase());
    if (String(r.reg_no).includes(' ')) out.add(String(r.reg_no).replace(/ /g, ''));
    else if (String(r.reg_no).length > 3)
      out.add(`${String(r.reg_no).slice(0, 3)} ${String(r.reg_no).slice(3)}`);
    out.add(String(r.id));
  }
  return [...out];
}

async function expectSearchEqualsScan() {
  const get = async (path: string, u: TestUser) => {
    const res = await app.inject({ url: `/api${path}`, headers: u.headers, remoteAddress: '10.9.8.6' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as { items: { _id: number }[]; total: number };
  };
  const own = customers[0];
  for (const k of await keywords()) {
    const q = encodeURIComponent(k);
    const cases: [string, TestUser, (b: Knex.QueryBuilder) => Knex.QueryBuilder][] = [
      [`/order?keywords=${q}&size=200`, admin, (b) => b.where('o.is_agent', false)],
      [`/agent_order?keyword=${q}&size=200`, admin, (b) => b.where('o.is_agent', true)],
      [
        `/pending_orders?keyword=${q}&status=pending&size=200`,
        admin,
        (b) => b.where('o.is_agent', false).where('o.status', 'pending'),
      ],
      [
        `/user_orders?keyword=${q}&size=200`,
        own,
        (b) => b.where('o.is_agent', false).where('o.user_id', own.id),
      ],
    ];
    for (const [path, u, scope] of cases) {
      const expected = await scan(k, scope);
      const body = await get(path, u);
      expect({ k, path, ids: body.items.map((o) => o._id), total: body.total }).toEqual({
        k,
        path,
        ids: expected.slice(0, 200),
        total: expected.length,
      });
    }
    // A later page and a page past the end keep the exact total.
    const expected = await scan(k, (b) => b.where('o.is_agent', false));
    const second = await get(`/order?keywords=${q}&size=3&page=2`, admin);
    expect([k, second.items.map((o) => o._id), second.total]).toEqual([
      k,
      expected.slice(3, 6),
      expected.length,
    ]);
    const past = await get(`/order?keywords=${q}&size=5&page=999`, admin);
    expect([k, past.items.length, past.total]).toEqual([k, 0, expected.length]);
  }
}

describe('order keyword search', () => {
  // Five rounds of racing writes and full scans: about 10 s alone, several times that on a busy machine.
  it('equals the LIKE scan after random inserts, edits, status changes and deletes, some at once', async () => {
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 15 }, insertOrder));
      const ids = (await app.db('orders').pluck('id')) as number[];
      // Concurrent edits of searched fields and of status, each in its own transaction, some on one order.
      // The index's triggers can make MariaDB pick one as a deadlock victim: it is retried, as the app's
      // order changes are (withTransaction).
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          withTransaction(app.db, (trx) =>
            trx('orders')
              .where('id', pick(ids))
              .update(
                i % 3 === 0
                  ? { status: pick(ORDER_STATUSES) }
                  : i % 3 === 1
                    ? { reg_no: reg() }
                    : { ...vehicle(), is_agent: random() < 0.3 },
              ),
          ),
        ),
      );
      // Only the letter case changes: the index follows as well.
      await app.db('orders').where('id', pick(ids)).update({ make: 'AUDI', model: 'a4' });
      // A change rolled back leaves no trace in the index.
      await app.db
        .transaction(async (trx) => {
          await trx('orders').where('id', pick(ids)).update({ reg_no: 'QQ99 QQQ', make: 'Rolled' });
          throw new Error('rolled back');
        })
        .catch(() => {});
      await app
        .db('orders')
        .whereIn('id', [pick(ids), pick(ids)])
        .delete();
      await expectSearchEqualsScan();
    }
    expect(await scan('QQ99', (b) => b)).toEqual([]);
  }, 120_000);

  it('forgets the orders of a deleted customer, and finds orders by customer name', async () => {
    const leaving = await createUser(app, { username: 'leavingsoon' });
    await app
      .db('orders')
      .insert({ user_id: leaving.id, status: 'pending', time_frame: 'asap', reg_no: 'LV01 AAA' });
    const found = await app.inject({ url: '/api/order?keywords=leavingsoon', headers: admin.headers });
    expect(found.json().total).toBe(1);
    await app.db('users').where('id', leaving.id).delete();
    expect(await app.db('order_search_terms').whereNotIn('order_id', app.db('orders').select('id'))).toEqual(
      [],
    );
    const gone = await app.inject({ url: '/api/order?keywords=lv01aaa', headers: admin.headers });
    expect(gone.json().total).toBe(0);
  });

  it('past a thousand matches says "more than" and still pages through them newest first', async () => {
    // 1,050 trucks (make "Scania Trucks") of one customer among the random orders, agent orders among them.
    const dealer = await createUser(app, { username: 'fleetdealer' });
    const rows = Array.from({ length: 1050 }, (_, i) => ({
      user_id: dealer.id,
      status: ORDER_STATUSES[i % ORDER_STATUSES.length],
      is_agent: i % 25 === 0,
      time_frame: 'asap',
      reg_no: `FL${String(i).padStart(4, '0')} TRK`,
      make: 'Scania Trucks',
      model: 'R450',
    }));
    for (let i = 0; i < rows.length; i += 150) await app.db('orders').insert(rows.slice(i, i + 150));
    const get = async (path: string, u: TestUser) => {
      const res = await app.inject({ url: `/api${path}`, headers: u.headers });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json() as { items: { _id: number }[]; total: number; total_capped?: boolean };
    };
    const staffOrders = (b: Knex.QueryBuilder) => b.where('o.is_agent', false);
    // A term, a phrase with a space (checked with LIKE), a customer's name: each past the cap.
    for (const k of ['scania', 'SCANIA TR', 'fleetdeal']) {
      const expected = await scan(k, staffOrders);
      expect(expected.length).toBeGreaterThan(1000);
      const q = encodeURIComponent(k);
      const first = await get(`/order?keywords=${q}&size=20`, admin);
      expect([k, first.total, first.total_capped, first.items.map((o) => o._id)]).toEqual([
        k,
        1000,
        true,
        expected.slice(0, 20),
      ]);
      const later = await get(`/order?keywords=${q}&size=20&page=37`, admin);
      expect([k, later.items.map((o) => o._id)]).toEqual([k, expected.slice(720, 740)]);
    }
    // A status filter narrows the same keyword under the cap: exact again.
    const pending = await scan('scania', (b) => b.where('o.is_agent', false).where('o.status', 'pending'));
    const filtered = await get('/pending_orders?keyword=scania&status=pending&size=200', admin);
    expect([filtered.total, filtered.total_capped, filtered.items.map((o) => o._id)]).toEqual([
      pending.length,
      undefined,
      pending.slice(0, 200),
    ]);
    // The customer's own list (few orders of their own: each checked) is counted exactly.
    const own = await scan('trk', (b) => b.where('o.is_agent', false).where('o.user_id', dealer.id));
    const mine = await get('/user_orders?keyword=trk&size=50&page=3', dealer);
    expect([mine.total, mine.total_capped, mine.items.map((o) => o._id)]).toEqual([
      own.length,
      undefined,
      own.slice(100, 150),
    ]);
  });

  it('tells "more than" from an exact total by the list an order is in, as orders move between lists', async () => {
    // 1,010 orders of one make, 30 of them agent orders: 980 in the staff list, 30 in the agent list.
    const owner = await createUser(app, { username: 'kindmover' });
    const rows = Array.from({ length: 1010 }, (_, i) => ({
      user_id: owner.id,
      status: 'pending' as const,
      is_agent: i < 30,
      time_frame: 'asap',
      make: 'Kassbohrer',
      model: `Setra ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 200) await app.db('orders').insert(rows.slice(i, i + 200));
    const totals = async () => {
      const seen: unknown[] = [];
      for (const list of ['order', 'agent_order']) {
        const res = await app.inject({
          url: `/api/${list}?keywords=kassbohrer&size=5`,
          headers: admin.headers,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const body = res.json() as { total: number; total_capped?: boolean; items: { _id: number }[] };
        seen.push([body.total, body.total_capped ?? false, body.items.map((o) => o._id)]);
      }
      return seen;
    };
    const expected = async () => {
      const seen: unknown[] = [];
      for (const agent of [false, true]) {
        const ids = await scan('kassbohrer', (b) => b.where('o.is_agent', agent));
        seen.push([Math.min(ids.length, 1000), ids.length > 1000, ids.slice(0, 5)]);
      }
      return seen;
    };
    expect(await totals()).toEqual(await expected());
    const agentIds = (await app
      .db('orders')
      .where({ user_id: owner.id, is_agent: true })
      .orderBy('id')
      .pluck('id')) as number[];
    // 25 moved to the staff list: 1,005 there, past the cap; then back again, each in its own change.
    await Promise.all(
      agentIds
        .slice(0, 25)
        .map((id) =>
          withTransaction(app.db, (trx) => trx('orders').where('id', id).update({ is_agent: false })),
        ),
    );
    const moved = await totals();
    expect(moved[0]).toEqual([1000, true, expect.any(Array)]);
    expect(moved).toEqual(await expected());
    await app.db('orders').whereIn('id', agentIds.slice(0, 25)).update({ is_agent: true });
    expect(await totals()).toEqual(await expected());
    expect((await totals())[0]).toEqual([980, false, expect.any(Array)]);
  });
});
