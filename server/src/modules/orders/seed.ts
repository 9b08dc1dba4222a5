import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { OrderStatus } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../credits/ledger.js';
import { billing } from './billing.js';
import { addEvent, dbTime, type OrderRow } from './repo.js';

interface DemoOrder {
  status: OrderStatus;
  make: string;
  model: string;
  engine: string;
  reg_no: string;
  ecu_brand: string;
  tool: string;
  note: string;
  hoursAgo: number;
}

const DEMO: DemoOrder[] = [
  {
    status: 'pending',
    make: 'Volkswagen',
    model: 'Golf',
    engine: '2.0 TDI 150hp',
    reg_no: 'AB12 CDE',
    ecu_brand: 'Bosch EDC17C64',
    tool: 'KESS3',
    note: '',
    hoursAgo: 1,
  },
  {
    status: 'on_hold',
    make: 'BMW',
    model: '320d',
    engine: 'B47 190hp',
    reg_no: 'XY65 BMW',
    ecu_brand: 'Bosch EDC17C50',
    tool: 'Autotuner',
    note: 'Please send a full read including the EEPROM.',
    hoursAgo: 20,
  },
  {
    status: 'completed',
    make: 'Ford',
    model: 'Transit',
    engine: '2.0 EcoBlue 130hp',
    reg_no: 'FT70 VAN',
    ecu_brand: 'Siemens SID209',
    tool: 'KESS3',
    note: 'Stage 1 done, DPF kept.',
    hoursAgo: 48,
  },
];

const put = (app: FastifyInstance, folder: string, data: Buffer) =>
  app.storage.put(folder, Readable.from([data]));

/** Demo only: three orders of the demo dealer (waiting, on hold, delivered) with small generated files. */
export async function seedDemoOrders(app: FastifyInstance): Promise<void> {
  const dealer = await app.db('users').where({ username: 'dealer' }).first('id');
  if (!dealer || (await app.db('orders').where({ user_id: dealer.id }).first('id'))) return;
  // The cheapest service, so the demo dealer's credits cover all three.
  const service = await app.db('services').where({ status: 'online' }).orderBy('type_1_price').first();
  if (!service) return;
  // Whoever of the demo staff exists answers the orders in their histories.
  const staff = await app
    .db('users')
    .whereIn('username', ['staff', 'admin'])
    .orderBy('role_id', 'desc')
    .first('id');
  for (const d of DEMO) {
    const original = randomBytes(256 * 1024);
    const stored = await put(app, 'orders/original', original);
    const at = new Date(Date.now() - d.hoursAgo * 3_600_000);
    const answeredAt = new Date(at.getTime() + 3_600_000);
    const row = {
      user_id: dealer.id,
      status: d.status,
      current_status: d.note,
      make: d.make,
      model: d.model,
      engine: d.engine,
      reg_no: d.reg_no,
      tool: d.tool,
      master_or_slave: 'master',
      ecu_brand: d.ecu_brand,
      time_frame: 'hours_2_3',
      dtc: JSON.stringify(['P0401']),
      comment: 'Demo order',
      price_type: 1,
      credit_count: Number(service.type_1_price),
      paid_at: dbTime(app.db, at),
      due_at: dbTime(app.db, new Date(at.getTime() + 3 * 3_600_000)),
      original_key: stored.key,
      original_name: `${d.make}_${d.model}_original.bin`.replace(/\s+/g, '_'),
      original_size: stored.size,
      original_sha256: stored.sha256,
      completed_at: d.status === 'completed' ? dbTime(app.db, answeredAt) : null,
      created_at: dbTime(app.db, at),
      updated_at: dbTime(app.db, at),
    };
    const modified =
      d.status === 'completed' ? Buffer.concat([original.subarray(0, 1024), randomBytes(255 * 1024)]) : null;
    const delivered = modified ? await put(app, 'orders/modified', modified) : null;
    try {
      await withTransaction(app.db, async (trx) => {
        const [id] = await trx('orders').insert(row);
        const order = {
          ...row,
          id: Number(id),
          payment_type: 'credits',
          total_cost: 0,
          currency: '',
        } as unknown as OrderRow;
        await trx('order_items').insert({
          order_id: order.id,
          kind: 'service',
          item_id: service.id,
          name: service.service_name,
          amount: row.credit_count,
        });
        // The history a real order of this age would have: sent by the dealer, answered by staff an hour later.
        await addEvent(trx, { orderId: order.id, from: null, to: 'pending', actorId: dealer.id, at });
        if (d.status !== 'pending')
          await addEvent(trx, {
            orderId: order.id,
            from: 'pending',
            to: d.status,
            actorId: staff?.id ?? null,
            reason: d.status === 'completed' ? null : d.note,
            at: answeredAt,
          });
        await billing.pay(trx, order, null);
        if (!delivered) return;
        await trx('order_revisions').insert({
          order_id: order.id,
          revision: 1,
          storage_key: delivered.key,
          name: row.original_name.replace('original', 'stage1'),
          size: delivered.size,
          sha256: createHash('sha256')
            .update(modified as Buffer)
            .digest('hex'),
          note: d.note,
          created_at: dbTime(trx, answeredAt),
        });
        await billing.settle(trx, order, null);
      });
    } catch (err) {
      // The demo dealer may not have the credits (the demo data changed); the demo goes on without it.
      app.log.warn({ err }, 'demo order not created');
      for (const key of [stored.key, delivered?.key]) if (key) await app.storage.delete(key);
    }
  }
}
