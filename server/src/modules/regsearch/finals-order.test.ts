import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from '../../../test/helpers.js';
import { seeded } from '../../../test/support/seeded.js';

// The vehicle finals list is paged on copies of the make's and model's sort keys (triggers keep them); what
// it shows must stay the order of the names themselves through adds, moves and renames.
let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.cleanup());

const { random, pick } = seeded(20261128);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: admin.headers, payload });
async function idOf(url: string, payload: object): Promise<number> {
  const res = await call('POST', url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json()._id as number;
}

/** The order by the names themselves, as the list was read before the copies. */
async function byNames(make?: number): Promise<number[]> {
  const q = app
    .db('reg_vehicle_finals as vf')
    .join('reg_makes as mk', 'mk.id', 'vf.make_id')
    .leftJoin('reg_models as md', 'md.id', 'vf.model_id')
    .orderBy([
      { column: 'mk.name_key', order: 'asc' },
      { column: 'md.name_key', order: 'asc' },
      { column: 'vf.id', order: 'asc' },
    ]);
  if (make) q.where('vf.make_id', make);
  return ((await q.pluck('vf.id')) as number[]).map(Number);
}

async function listed(make?: number): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await call(
      'GET',
      `/reg-search/vehicle-finals?size=7&page=${page}${make ? `&make=${make}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: { _id: number }[]; total: number };
    total = body.total;
    ids.push(...body.items.map((i) => i._id));
    if (body.items.length < 7) break;
  }
  return { ids, total };
}

async function expectNameOrder(makes: number[]) {
  const all = await byNames();
  expect(await listed()).toEqual({ ids: all, total: all.length });
  const make = pick(makes);
  const some = await byNames(make);
  expect(await listed(make)).toEqual({ ids: some, total: some.length });
}

describe('vehicle finals in name order', () => {
  it('keeps the list in make, model and id order through adds, moves and renames of makes and models', async () => {
    const names = ['Volvo', 'audi', 'BMW', 'Škoda', 'Citroën', 'Alfa Romeo', 'Mini'];
    const makes: number[] = [];
    for (const name of names) makes.push(await idOf('/reg-search/vmake', { name }));
    const models: { id: number; make: number }[] = [];
    for (let i = 0; i < 14; i++) {
      const make = pick(makes);
      models.push({
        id: await idOf('/reg-search/models', { name: `${pick(['A', 'x', 'Ö', 'm'])}${i}`, make }),
        make,
      });
    }
    const powers: number[] = [];
    for (let i = 0; i < 8; i++) powers.push(await idOf('/reg-search/powers', { bhp: 90 + 10 * i }));
    const finals: number[] = [];
    while (finals.length < 40) {
      const model = random() < 0.25 ? null : pick(models);
      const res = await call('POST', '/reg-search/vehicle-finals', {
        make: model?.make ?? pick(makes),
        ...(model ? { model: model.id } : {}),
        power: pick(powers),
      });
      // A combination drawn twice is refused; draw again.
      if (res.statusCode === 409) continue;
      expect(res.statusCode, res.body).toBe(200);
      finals.push(res.json()._id);
    }
    await expectNameOrder(makes);

    for (let round = 0; round < 4; round++) {
      // A make and a model renamed through the API, another straight in the database.
      const make = pick(makes);
      expect(
        (await call('PUT', `/reg-search/vmake/${make}`, { name: `Renamed ${round} ${random()}` })).statusCode,
      ).toBe(200);
      const model = pick(models);
      const renamed = await call('PUT', `/reg-search/models/${model.id}`, {
        name: `zz ${round}`,
        make: model.make,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await app
        .db('reg_makes')
        .where('id', pick(makes))
        .update({ name: `Direct ${round}`, name_key: `0direct ${round}` });
      // A final moved to another make and model.
      const moved = pick(finals);
      const target = pick(models);
      const res = await call('PUT', `/reg-search/vehicle-finals/${moved}`, {
        make: target.make,
        model: target.id,
      });
      expect([200, 409]).toContain(res.statusCode);
      await expectNameOrder(makes);
    }
  });
});
