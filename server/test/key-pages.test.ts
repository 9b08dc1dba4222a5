import { afterAll, beforeAll, describe, it } from 'vitest';
import { KEY_RANGE } from '../src/lib/key-pages.js';
import { buildTestApp, createAdmin, type TestApp, type TestUser } from './helpers.js';
import { expectPagesByNumber } from './support/pages-by-number.js';
import { seeded } from './support/seeded.js';

// A page number typed far down a whole list in key order (codes, vehicle variants, the registration
// search's UVC records and finals) starts from range boundaries read for one state of the table; whatever
// the keys, runs of equal keys and changes since, it must hold the rows an offset over the whole list would.
let app: TestApp;
let admin: TestUser;
const ROWS = 2600;
const { random, pick } = seeded(20261130);
const key = (letters: string, length: number) => Array.from({ length }, () => pick([...letters])).join('');
const makes: number[] = [];
const models: number[] = [];
const generations: number[] = [];

async function batch(table: string, rows: Record<string, unknown>[]) {
  await app.db.batchInsert(table, rows, 200);
}

const pCode = (i: number) => {
  const code = `P${key('0123456789ABCDEF', 5)}${i}`;
  return { code, code_key: code, description: `Fault ${i}` };
};
const uvc = (i: number) => ({
  uvc: `${key('ABCXYZ', 3)}${i}`,
  make_id: pick(makes),
  description: `UVC ${i}`,
});
const vehicleFinal = (i: number) => ({
  make_id: makes[0],
  model_id: pick(models),
  match_key: `m${i}:${random()}`,
  stock_hp: 100,
  stages: '[]',
});
// Nine names (unique within a generation): runs of ~290 equal keys, so a page starts inside a run.
const NAMES = ['AA', 'AB', 'AC', 'BA', 'BB', 'BC', 'CA', 'CB', 'CC'];
const variant = (i: number) => {
  const name = `Variant ${NAMES[i % 9]}`;
  return { generation_id: generations[Math.floor(i / 9)], name, name_key: name.toLowerCase() };
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  for (const name of ['Alpha', 'Beta']) {
    const [id] = await app.db('reg_makes').insert({ name, name_key: name.toLowerCase() });
    makes.push(Number(id));
  }
  for (const name of ['Zeta', 'Eta', 'Theta']) {
    const [id] = await app.db('reg_models').insert({ make_id: makes[0], name, name_key: name.toLowerCase() });
    models.push(Number(id));
  }
  const [type] = await app.db('vehicle_types').insert({ name: 'Paged', name_key: 'paged' });
  const [maker] = await app.db('vehicle_manufacturers').insert({ vtype_id: type, name: 'M', name_key: 'm' });
  const [model] = await app.db('vehicle_models').insert({ manufacturer_id: maker, name: 'N', name_key: 'n' });
  for (let g = 0; g < Math.ceil(ROWS / 9); g++) {
    const [id] = await app
      .db('vehicle_generations')
      .insert({ model_id: model, name: `G${g}`, name_key: `g${g}` });
    generations.push(Number(id));
  }
  const rows = (make: (i: number) => Record<string, unknown>) =>
    Array.from({ length: ROWS }, (_, i) => make(i));
  await batch('p_codes', rows(pCode));
  await batch('reg_uvc_finals', rows(uvc));
  await batch('reg_vehicle_finals', rows(vehicleFinal));
  await batch('vehicle_variants', rows(variant));
});
afterAll(() => app.cleanup());

type List = [name: string, url: string, table: string, order: string[]];
const LISTS: List[] = [
  ['P-codes', '/pcode_admin?', 'p_codes', ['code_key']],
  ['UVC records', '/reg-search/uvc-final?', 'reg_uvc_finals', ['uvc']],
  ['vehicle finals', '/reg-search/vehicle-finals?', 'reg_vehicle_finals', ['make_key', 'model_key', 'id']],
  ['vehicle variants', '/vehicle/variant?', 'vehicle_variants', ['name_key', 'id']],
];

const expectPagesExact = ([, url, table, order]: List) =>
  expectPagesByNumber(app, {
    url,
    headers: admin.headers,
    rows: (db) => db(table),
    order: order.map((column) => ({ column, order: 'asc' })),
    range: KEY_RANGE,
  });

describe('a page number typed far down a list in key order', () => {
  it.each(LISTS)('%s: shows what an offset over the whole list would', async (...list) => {
    await expectPagesExact(list);
  });

  it('still does after rows are added before the rest, deleted, renamed and moved', async () => {
    // Each change comes after pages were read, so boundaries read before it are there to be outdated.
    const changes: (() => Promise<unknown>)[] = [
      async () => {
        const early = (rows: Record<string, unknown>[], column: string) =>
          rows.map((r) => ({ ...r, [column]: `0${r[column]}` }));
        await batch(
          'p_codes',
          early(
            Array.from({ length: 300 }, (_, i) => pCode(ROWS + i)),
            'code_key',
          ),
        );
        await batch(
          'reg_uvc_finals',
          early(
            Array.from({ length: 300 }, (_, i) => uvc(ROWS + i)),
            'uvc',
          ),
        );
      },
      async () => {
        for (const table of ['p_codes', 'reg_uvc_finals', 'reg_vehicle_finals', 'vehicle_variants']) {
          const ids = (await app.db(table).pluck('id')) as number[];
          await app
            .db(table)
            .whereIn(
              'id',
              Array.from({ length: 150 }, () => pick(ids)),
            )
            .delete();
        }
      },
      // Renamed to the front of its list: every row before its old place moves one down.
      async () => {
        const ids = (await app.db('vehicle_variants').pluck('id')) as number[];
        await app
          .db('vehicle_variants')
          .where('id', ids.at(-1))
          .update({ name: 'Aardvark', name_key: 'aardvark' });
        const code = (await app.db('p_codes').orderBy('code_key', 'desc').first('id')) as { id: number };
        await app.db('p_codes').where('id', code.id).update({ code: '!P0', code_key: '!P0' });
      },
      // A model renamed moves its finals (their copied key), a generation deleted takes its variants.
      () => app.db('reg_models').where('id', models[0]).update({ name: 'Alef', name_key: 'alef' }),
      () => app.db('vehicle_generations').where('id', pick(generations)).delete(),
    ];
    for (const change of changes) {
      for (const list of LISTS) await expectPagesExact(list);
      await change();
    }
    for (const list of LISTS) await expectPagesExact(list);
  });
});
