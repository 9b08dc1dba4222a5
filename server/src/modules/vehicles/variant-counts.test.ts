import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';

// The variants list's total is a tally kept by triggers; variants also go by cascade when anything above
// them is deleted (which MariaDB's triggers do not see): the tally must still equal COUNT(*).
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

let serial = 0;
async function add(table: string, parent: Record<string, number> = {}): Promise<number> {
  serial += 1;
  const [id] = await app.db(table).insert({ ...parent, name: `N${serial}`, name_key: `n${serial}` });
  return Number(id);
}

/** A type with two manufacturers, each with two models, each with two generations of three variants. */
async function tree(): Promise<{ type: number; makers: number[]; models: number[]; generations: number[] }> {
  const type = await add('vehicle_types');
  const out = { type, makers: [] as number[], models: [] as number[], generations: [] as number[] };
  for (let a = 0; a < 2; a++) {
    const maker = await add('vehicle_manufacturers', { vtype_id: type });
    out.makers.push(maker);
    for (let b = 0; b < 2; b++) {
      const model = await add('vehicle_models', { manufacturer_id: maker });
      out.models.push(model);
      for (let c = 0; c < 2; c++) {
        const generation = await add('vehicle_generations', { model_id: model });
        out.generations.push(generation);
        for (let d = 0; d < 3; d++) await add('vehicle_variants', { generation_id: generation });
      }
    }
  }
  return out;
}

async function expectExact() {
  const [{ n }] = await app.db('vehicle_variants').count({ n: '*' });
  const row = await app.db('row_counts').where('table_name', 'vehicle_variants').first('n');
  expect(Number(row?.n)).toBe(Number(n));
  const listed = await app.inject({ url: '/api/vehicle/variant?page=1&size=5', headers: admin.headers });
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.json().total).toBe(Number(n));
}

describe('the variants tally', () => {
  it('equals COUNT(*) after variants, generations, models, manufacturers and types are deleted', async () => {
    const t = await tree();
    await tree();
    await expectExact();
    const [one] = (await app
      .db('vehicle_variants')
      .whereIn('generation_id', t.generations)
      .pluck('id')) as number[];
    await app.db('vehicle_variants').where('id', one).delete();
    await expectExact();
    await app.db('vehicle_generations').where('id', t.generations[1]).delete();
    await expectExact();
    await app.db('vehicle_models').where('id', t.models[1]).delete();
    await expectExact();
    await app.db('vehicle_manufacturers').where('id', t.makers[1]).delete();
    await expectExact();
    await app.db
      .transaction(async (trx) => {
        await trx('vehicle_types').where('id', t.type).delete();
        throw new Error('rolled back');
      })
      .catch(() => {});
    await expectExact();
    await app.db('vehicle_types').where('id', t.type).delete();
    await expectExact();
  });
});
