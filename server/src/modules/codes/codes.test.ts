import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

let app: TestApp;
let editor: TestUser;
let tuner: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  editor = await createStaff(app, { miscellaneous: true });
  tuner = await createStaff(app, { tuning_services: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const get = (url: string, user?: TestUser) => app.inject({ method: 'GET', url, headers: user?.headers });
const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);

async function importCsv(
  path: string,
  csv: string,
  user = editor,
  opts: { skip?: boolean; language?: string } = {},
) {
  const form = await formData({}, [{ field: 'file', name: 'codes.csv', type: 'text/csv', content: csv }]);
  return app.inject({
    method: 'POST',
    url: `/api/${path}/import${opts.skip ? '?skip_invalid=true' : ''}`,
    headers: {
      ...user.headers,
      ...form.headers,
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
    payload: form.payload,
  });
}

describe('P-code lookup for customers', () => {
  it('knows the generic SAE J2012 codes from the start, in any letter case', async () => {
    expect(await count('p_codes')).toBeGreaterThanOrEqual(700);
    const res = await get('/api/pcode_single?code=p0420', customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        code: 'P0420',
        description: 'Catalyst System Efficiency Below Threshold (Bank 1)',
      }),
    ]);
    const misfire = await get('/api/pcode_single?code=P0301', customer);
    expect(misfire.json().items[0].description).toBe('Cylinder 1 Misfire Detected');
  });

  it('finds up to 20 codes starting with what was typed', async () => {
    const res = await get('/api/pcode_single?keyword=p03', customer);
    const codes = res.json().items.map((c: { code: string }) => c.code);
    expect(codes).toHaveLength(20);
    expect(codes[0]).toBe('P0300');
    expect(codes.every((c: string) => c.startsWith('P03'))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect((await get('/api/pcode_single?keyword=P042', customer)).json().items).toHaveLength(10);
    expect((await get('/api/pcode_single?keyword=%25', customer)).json().items).toEqual([]);
  });

  it('says clearly when a code is unknown or nothing was typed, and needs a sign-in', async () => {
    const unknown = await get('/api/pcode_single?code=P0ZZZ', customer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('P-code P0ZZZ not found.');
    const nothing = await get('/api/pcode_single', customer);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Please type a code to look up.');
    expect((await get('/api/pcode_single?code=P0420')).statusCode).toBe(401);
  });
});

describe('editing code lists', () => {
  it('adds, changes and deletes a P-code, upper-casing it', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/api/pcode',
      headers: editor.headers,
      payload: { code: 'p1234', description: 'Manufacturer specific test code' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ code: 'P1234', description: 'Manufacturer specific test code' });
    const dup = await app.inject({
      method: 'POST',
      url: '/api/pcode',
      headers: editor.headers,
      payload: { code: 'P1234', description: 'Again' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('P-code P1234 is already in the list.');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/pcode/${add.json()._id}`,
      headers: editor.headers,
      payload: { description: 'Changed text' },
    });
    expect(put.json()).toMatchObject({ code: 'P1234', description: 'Changed text' });
    const clash = await app.inject({
      method: 'PUT',
      url: `/api/pcode/${add.json()._id}`,
      headers: editor.headers,
      payload: { code: 'P0420' },
    });
    expect(clash.statusCode).toBe(409);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/pcode/${add.json()._id}`,
      headers: editor.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/pcode_single?code=P1234', customer)).statusCode).toBe(404);
  });

  it('refuses codes that are not OBD-II codes and other roles', async () => {
    const before = await count('p_codes');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/pcode',
      headers: editor.headers,
      payload: { code: 'X12', description: 'Nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('code');
    for (const user of [customer, tuner]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/pcode',
        headers: user.headers,
        payload: { code: 'P1999', description: 'Nope' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await get('/api/pcode_admin', customer)).statusCode).toBe(403);
    expect(await count('p_codes')).toBe(before);
  });

  it('searches the staff list by code prefix or by words of the description', async () => {
    const byCode = await get('/api/pcode_admin?keyword=p030&size=5', editor);
    expect(byCode.json()).toMatchObject({ total: 10, size: 5, page: 1 });
    const byText = await get('/api/pcode_admin?keyword=underboost', editor);
    expect(byText.json().items.map((c: { code: string }) => c.code)).toEqual(['P0299']);
  });

  it('maps manufacturer DF codes per ECU to P-codes', async () => {
    const add = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/dpcode', headers: editor.headers, payload });
    const a = await add({
      code: 'DFC_EGRVlvGovDvtPos',
      ecu: 'EDC17C46',
      p_code: 'p0404',
      description: 'EGR valve position',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ code: 'DFC_EGRVlvGovDvtPos', ecu: 'EDC17C46', p_code: 'P0404' });
    expect(
      (
        await add({
          code: 'DFC_EGRVlvGovDvtPos',
          ecu: 'EDC17C64',
          p_code: 'P0404',
          description: 'Same, other ECU',
        })
      ).statusCode,
    ).toBe(200);
    const dup = await add({
      code: 'dfc_egrvlvgovdvtpos',
      ecu: 'edc17c46',
      p_code: 'P0404',
      description: 'Again',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('DF code dfc_egrvlvgovdvtpos (edc17c46) is already in the list.');
    expect((await add({ code: 'DF055', p_code: 'nope', description: 'x' })).statusCode).toBe(400);

    const lookup = await get('/api/dpcode_single?code=DFC_EGRVLVGOVDVTPOS', customer);
    expect(lookup.json().items.map((c: { ecu: string }) => c.ecu)).toEqual(['EDC17C46', 'EDC17C64']);
    const prefix = await get('/api/dpcode_single?keyword=dfc_egr', customer);
    expect(prefix.json().items).toHaveLength(2);
    const byP = await get('/api/dpcode_admin?keyword=P0404', editor);
    expect(byP.json().total).toBe(2);
  });

  it('keeps Bosch codes as written and finds them in any case', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/api/bcode',
      headers: editor.headers,
      payload: { code: 'Ab12-3', description: 'Bosch test code' },
    });
    expect(add.json().code).toBe('Ab12-3');
    expect((await get('/api/bcode_single?code=aB12-3', customer)).json().items[0].description).toBe(
      'Bosch test code',
    );
    const del = await app.inject({ method: 'DELETE', url: '/api/bcode/99999', headers: editor.headers });
    expect(del.statusCode).toBe(404);
  });
});

describe('CSV import', () => {
  it('imports every row, updating codes already known, and reports the counts', async () => {
    const csv = 'Code;Description\r\nP1500;"Test; with separator"\np0420;Catalyst text from the import\n';
    const res = await importCsv('pcode', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Rows imported: 2.',
      imported: 2,
      created: 1,
      updated: 1,
      rejected: [],
      rejected_total: 0,
    });
    expect((await get('/api/pcode_single?code=P1500', customer)).json().items[0].description).toBe(
      'Test; with separator',
    );
    expect((await get('/api/pcode_single?code=P0420', customer)).json().items[0].description).toBe(
      'Catalyst text from the import',
    );
  });

  it('imports nothing when a row is wrong, and names every bad row by its line', async () => {
    const before = await count('df_codes');
    const csv = [
      'code,p_code,description,ecu',
      'DF001,P0100,Air mass meter,EDC16',
      'DF002,PXXXX,Broken p-code,EDC16',
      'DF003,P0101,,EDC16',
      'DF001,P0100,Twice,EDC16',
      'DF001,P0100,Other ECU is fine,EDC17',
    ].join('\n');
    const res = await importCsv('dpcode', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 0, created: 0, updated: 0, rejected_total: 3 });
    expect(body.message).toMatch(/^Nothing was imported\. Rows with problems: 3\./);
    expect(body.rejected.map((e: { line: number }) => e.line)).toEqual([3, 4, 5]);
    expect(body.rejected[0].reason).toContain('p_code');
    expect(body.rejected[2].reason).toBe('The code DF001 is already on row 2.');
    expect(await count('df_codes')).toBe(before);
  });

  it('with skip_invalid writes the good rows and lists the others', async () => {
    const csv = ['code,description', 'P1601,Good one', 'P1602,', 'P1603,Good too'].join('\n');
    const res = await importCsv('pcode', csv, editor, { skip: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Rows imported: 2. Skipped rows with problems: 1.',
      imported: 2,
      created: 2,
      rejected: [{ line: 3 }],
      rejected_total: 1,
    });
    expect((await get('/api/pcode_single?code=P1603', customer)).json().items[0].description).toBe(
      'Good too',
    );
  });

  it('answers the summary and every row problem in the reader language', async () => {
    const de = JSON.parse(
      readFileSync(new URL('../../i18n/messages/locales/de.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const fill = (template: string, ...values: (string | number)[]) =>
      (de[template] ?? '').replace(/\{\{p(\d)\}\}/g, (_, i: string) => String(values[Number(i)]));
    const csv = ['code,description', 'P1701,Fine', 'P1702,', 'P1701,Twice'].join('\n');
    const res = await importCsv('pcode', csv, editor, { language: 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(
      fill(
        'Nothing was imported. Rows with problems: {{p0}}. Fix them and import again, or choose to skip rows with problems.',
        2,
      ),
    );
    expect(body.rejected).toEqual([
      { line: 3, reason: fill('Invalid {{p0}}: must not be empty.', '"description"') },
      { line: 4, reason: fill('The code {{p0}} is already on row {{p1}}.', 'P1701', 2) },
    ]);
    expect(body.message).toMatch(/^Es wurde nichts importiert/);
  });

  it('explains a file without the right header, an empty file, or no file at all', async () => {
    const header = await importCsv('bcode', 'number,text\n1,a');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(
      'The first line must name the columns: code, description. Missing: code, description.',
    );
    expect((await importCsv('bcode', 'code,description\n')).json().message).toBe(
      'The file has no rows under its header.',
    );
    const json = await app.inject({
      method: 'POST',
      url: '/api/bcode/import',
      headers: editor.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the CSV file as multipart/form-data in a field named "file".');
    expect((await importCsv('bcode', 'code,description\nB1,x', customer)).statusCode).toBe(403);
  });

  it('stays fast with 20,000 codes', async () => {
    const lines = ['code,description'];
    for (let i = 0; i < 20_000; i++) lines.push(`BX${String(i).padStart(5, '0')},Bulk code number ${i}`);
    const res = await importCsv('bcode', lines.join('\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 20_000, created: 20_000, updated: 0, rejected_total: 0 });
    const started = Date.now();
    for (const keyword of ['bx1', 'BX19', 'bx0000', 'BX12345']) {
      const found = await get(`/api/bcode_single?keyword=${keyword}`, customer);
      expect(found.json().items.length).toBeGreaterThan(0);
    }
    const exact = await get('/api/bcode_single?code=bx12345', customer);
    expect(exact.json().items[0].description).toBe('Bulk code number 12345');
    const page = await get('/api/bcode_admin?page=100&size=50', editor);
    expect(page.json().total).toBe(20_001); // and the one added above
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
