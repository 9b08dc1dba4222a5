import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { credit } from '../../src/modules/credits/ledger.js';

/** Fixtures shared by the order tests: a small catalogue, a vehicle branch, credits and form bodies. */

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const ZIP_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2000)]);
export const RAR_BYTES = Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), randomBytes(500)]);

export interface Catalogue {
  stage1: number;
  egr: number;
  offline: number;
  /** An option of stage 1. */
  popcorn: number;
  vtype: number;
  truckType: number;
  manufacturer: number;
  vmodel: number;
  generation: number;
  variant: number;
  otherManufacturer: number;
}

const key = (s: string) => s.toLowerCase();

/** Prices in hundredths: stage 1 costs 10 credits for cars, 30 for trucks; EGR 5; the option 2. */
export async function seedCatalogue(app: FastifyInstance): Promise<Catalogue> {
  const db = app.db;
  const now = new Date();
  const id = async (q: Promise<number[]>) => Number((await q)[0]);
  const service = (name: string, prices: number[], status = 'online') =>
    id(
      db('services').insert({
        service_name: name,
        main_service: name.startsWith('Stage'),
        type_1_price: prices[0],
        type_2_price: prices[1],
        type_3_price: prices[2],
        status,
        created_at: now,
        updated_at: now,
      }),
    );
  const stage1 = await service('Stage 1', [1000, 3000, 800]);
  const egr = await service('EGR off', [500, 900, 500]);
  const offline = await service('Stage 2', [2000, 5000, 1500], 'offline');
  const popcorn = await id(
    db('service_options').insert({
      service_id: stage1,
      option_name: 'Pop and bang',
      price: 200,
      created_at: now,
      updated_at: now,
    }),
  );
  const node = (table: string, name: string, parent?: [string, number]) =>
    id(
      db(table).insert({
        name,
        name_key: key(name),
        ...(parent ? { [parent[0]]: parent[1] } : {}),
        created_at: now,
        updated_at: now,
      }),
    );
  const vtype = await node('vehicle_types', 'Cars');
  const truckType = await node('vehicle_types', 'Trucks');
  const manufacturer = await node('vehicle_manufacturers', 'Volkswagen', ['vtype_id', vtype]);
  const otherManufacturer = await node('vehicle_manufacturers', 'Scania', ['vtype_id', truckType]);
  const vmodel = await node('vehicle_models', 'Golf', ['manufacturer_id', manufacturer]);
  const generation = await node('vehicle_generations', 'Mk7', ['model_id', vmodel]);
  const variant = await node('vehicle_variants', '2.0 TDI 150hp', ['generation_id', generation]);
  await alwaysOpen(app);
  return {
    stage1,
    egr,
    offline,
    popcorn,
    vtype,
    truckType,
    manufacturer,
    vmodel,
    generation,
    variant,
    otherManufacturer,
  };
}

/** Opening hours round the clock in UTC, so time frames are plain minutes and nothing waits. */
export async function alwaysOpen(app: FastifyInstance): Promise<void> {
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    open_from: '00:00',
    open_to: '24:00',
    closed: false,
  }));
  await app
    .db('open_times')
    .insert({ id: 1, timezone: 'UTC', days: JSON.stringify(days), updated_at: new Date() })
    .onConflict('id')
    .merge(['timezone', 'days', 'updated_at']);
  // Written past the hours routes, so the instance is told as those routes tell it. A bare `{ db }` (the
  // processes tests, seeding servers running elsewhere) has no cache: theirs is still empty at that point.
  await app.openingHours?.changed();
}

export async function giveCredits(app: FastifyInstance, userId: number, amount: number): Promise<void> {
  await app.db.transaction((trx) => credit(trx, { userId, amount, reason: 'test' }));
}

export async function balanceOf(app: FastifyInstance, userId: number) {
  const row = await app.db('credit_balances').where({ user_id: userId }).first();
  return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
}

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body for `inject`: text fields (arrays repeat the field) then files. */
export function multipart(
  fields: Record<string, string | number | boolean | (string | number)[]>,
  files: FilePart[] = [],
) {
  const boundary = `----portal${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`),
      );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The fields of a valid order for the catalogue's Golf with stage 1 and its option (12 credits). */
export function orderFields(
  c: Catalogue,
  extra: Record<string, string | number | boolean | (string | number)[]> = {},
) {
  return {
    vtype: c.vtype,
    manufacturer: c.manufacturer,
    vmodel: c.vmodel,
    generation: c.generation,
    variant: c.variant,
    year: '2017',
    reg_no: 'ab12 cde',
    tool: 'KESS3',
    master_or_slave: 'master',
    ecu_brand: 'Bosch EDC17',
    services: [c.stage1],
    options: [c.popcorn],
    time_frame: 'asap',
    dtc: 'P0401, p2002',
    comment: 'Please keep the speed limiter.',
    agree_terms: 'true',
    vehicle_info_correct: 'true',
    instructions_checked: 'true',
    ...extra,
  };
}

/** Sends an order through `inject` and answers the reply. */
export async function submit(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string | number | boolean | (string | number)[]>,
  files: FilePart[] = [{ field: 'original_file', name: 'golf.bin', data: randomBytes(4096) }],
  path = '/api/order',
) {
  const form = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: path,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

/** Rows of every table an order writes, to prove a refused request wrote nothing. */
export async function orderTableCounts(app: FastifyInstance) {
  const count = async (t: string) => Number((await app.db(t).count<{ n: number }[]>({ n: '*' }))[0].n);
  return {
    orders: await count('orders'),
    items: await count('order_items'),
    ledger: await count('credit_ledger'),
  };
}

/** Files in storage (tests only look; the app itself goes through app.storage). */
export async function storedFiles(app: FastifyInstance): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(app.config.filesDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).length;
}
