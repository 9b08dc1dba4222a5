import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

// Unfiltered code lists take their totals from tallies kept by triggers (row_counts): they must equal
// COUNT(*) after adds, deletes, imports and rolled-back inserts, some at once.
let app: TestApp;
let editor: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  editor = await createStaff(app, { miscellaneous: true });
});
afterAll(() => app.cleanup());

const TABLES = ['p_codes', 'df_codes', 'b_codes', 'reg_uvc_finals', 'reg_vehicle_finals'];
const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: editor.headers, payload });

async function expectExact() {
  for (const table of TABLES) {
    const row = await app.db('row_counts').where('table_name', table).first('n');
    expect(Number(row?.n), table).toBe(await count(table));
  }
  const listed = await call('GET', '/pcode_admin?page=1&size=5');
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.json().total).toBe(await count('p_codes'));
}

describe('row tallies of the code lists', () => {
  it('equal COUNT(*) after adds, deletes, imports and rollbacks', async () => {
    await expectExact();
    for (let round = 0; round < 3; round++) {
      const added = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call('POST', '/pcode', {
            code: `P3${round}${String(i).padStart(2, '0')}`,
            description: 'Test code',
          }),
        ),
      );
      for (const res of added) expect(res.statusCode, res.body).toBe(200);
      await Promise.all(added.slice(0, 3).map((res) => call('DELETE', `/pcode/${res.json()._id}`)));
      const form = await formData({}, [
        {
          field: 'file',
          name: 'codes.csv',
          type: 'text/csv',
          content: `code,description\nP4${round}01,Imported one\nP4${round}02,Imported two\n`,
        },
      ]);
      const imported = await app.inject({
        method: 'POST',
        url: '/api/pcode/import',
        headers: { ...editor.headers, ...form.headers },
        payload: form.payload,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      await app.db
        .transaction(async (trx) => {
          await trx('p_codes').insert({
            code: `P5${round}00`,
            code_key: `P5${round}00`,
            description: 'Never',
          });
          throw new Error('rolled back');
        })
        .catch(() => {});
      await expectExact();
    }
  });
});
