import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../src/modules/vehicles/test-support.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';

/**
 * Staff open exports in spreadsheets. Excel set to a semicolon list separator (German, French, ...) splits a
 * comma CSV at every `;`, so text a customer typed after a semicolon starts a cell of its own and would run.
 */
const COMPANY = 'Berg;=HYPERLINK("http://evil.test","Open");';
const NAME = 'x; -2+3';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

/**
 * The cells Excel makes of a file when it splits at semicolons: quotes do not protect mid-cell, so a line break
 * in a quoted cell ends the row there.
 */
const semicolonCells = (body: string) => body.split(/\r\n|[;\r\n]/);
/** The cells a spreadsheet with a comma list separator reads. */
const commaCells = (body: string): string[] => parse(body, { bom: true, relax_column_count: true }).flat();
/** Spreadsheets trim spaces and control characters (tab, CR, LF) in front of the sign and run the rest. */
const runs = (cell: string) => /^[\s"]*[=+\-@]|^"?[\t\r]/.test(cell);

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });

describe('exports opened with a semicolon list separator', () => {
  it('users CSV: no cell after a semicolon runs; the XLSX keeps the text as text', async () => {
    const customer = await createUser(app, { username: 'semi_colon' });
    await app.db('users').where({ id: customer.id }).update({ company_name: COMPANY, firstname: NAME });

    const csv = await get('/api/user/export-all?format=csv');
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\r\n').find((l) => l.includes('semi_colon')) ?? '';
    expect(line).toContain('Berg;\'=HYPERLINK(""http://evil.test"",""Open"");"');
    expect(semicolonCells(csv.body).filter(runs)).toEqual([]);

    const xlsx = await get('/api/user/export-all?format=xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const row = sheet.getRows(2, sheet.rowCount)?.find((r) => r.getCell(2).value === 'semi_colon');
    const company = row?.getCell(7);
    expect(company?.type).toBe(ExcelJS.ValueType.String);
    expect(company?.value).toBe(COMPANY);
  });

  it('users CSV: spaces, tabs and line breaks before the sign do not let a cell run', async () => {
    const customer = await createUser(app, { username: 'lead_space' });
    const values = {
      firstname: ' =1+1',
      lastname: '\n=2+2',
      phone: '\r\n\t+3+3',
      city: ' \t @SUM(A1)',
      address: 'Main St;\n=4+4',
      company_name: 'Acme; \r\n -5+5',
    };
    await app.db('users').where({ id: customer.id }).update(values);

    const csv = await get('/api/user/export-all?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(",' =1+1,");
    expect(csv.body).toContain('"\n\'=2+2"');
    expect(csv.body).toContain('"Main St;\n\'=4+4"');
    expect(commaCells(csv.body).filter(runs)).toEqual([]);
    expect(semicolonCells(csv.body).filter(runs)).toEqual([]);

    const xlsx = await get('/api/user/export-all?format=xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const row = sheet.getRows(2, sheet.rowCount)?.find((r) => r.getCell(2).value === 'lead_space');
    for (const column of [4, 5]) {
      expect(row?.getCell(column).type).toBe(ExcelJS.ValueType.String);
    }
    expect(row?.getCell(4).value).toBe(values.firstname);
    expect(row?.getCell(5).value).toBe(values.lastname);
  });

  it('audit CSV: a reason with a semicolon formula does not run', async () => {
    const customer = await createUser(app);
    const adjust = await app.inject({
      method: 'POST',
      url: '/api/credits/adjust',
      headers: admin.headers,
      payload: { user_id: customer.id, amount: 100, reason: 'goodwill;=1+1;' },
    });
    expect(adjust.statusCode).toBe(200);
    const csv = await get('/api/audit-log/export?kind=credits.adjust');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("goodwill;'=1+1;");
    expect(semicolonCells(csv.body).filter(runs)).toEqual([]);
  });

  it('vehicle CSV: guarded on export and read back unchanged on import', async () => {
    const csv =
      'type,manufacturer,model,generation,variant,stock_hp\nSemi,Make;=1+1,Model; @A1,Gen,Var;+2,150\n';
    const form = await multipart({}, [{ field: 'file', name: 'v.csv', type: 'text/csv', content: csv }]);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/vehicle/import',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(imported.json()).toMatchObject({ created: 1, rejected_total: 0 });

    const exported = await get('/api/vehicle/export');
    expect(semicolonCells(exported.body).filter(runs)).toEqual([]);
    const back = await multipart({}, [
      { field: 'file', name: 'v.csv', type: 'text/csv', content: exported.body },
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/vehicle/import',
      headers: { ...admin.headers, ...back.headers },
      payload: back.payload,
    });
    expect(again.json()).toMatchObject({ created: 0, rejected_total: 0 });
    expect(await app.db('vehicle_manufacturers').where({ name: 'Make;=1+1' }).first()).toBeDefined();
    expect(await app.db('vehicle_manufacturers').where('name', 'like', "%;'%").first()).toBeUndefined();
    expect(await app.db('vehicle_variants').where({ name: 'Var;+2' }).first()).toBeDefined();
  });
});
