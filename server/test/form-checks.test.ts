import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePath } from '../src/modules/vehicles/test-support.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from './helpers.js';
import {
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  submit,
} from './support/orders-kit.js';

/**
 * The forms a handler reads itself (multipart, CSV rows, price list lines) are checked by the route
 * validator's rules: a limit counts characters, so an emoji (two UTF-16 units) is one, and a refusal is
 * worded as the JSON routes word it. TypeBox's own check counted an emoji as two and answered in its words.
 */
const EMOJI = '😀';
const emoji = (n: number) => EMOJI.repeat(n);

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

type Fields = Record<string, string | number | boolean | (string | number)[]>;
const sendForm = (method: 'POST' | 'PUT', url: string, fields: Fields, who = admin, lang?: string) => {
  const form = multipart(fields);
  return app.inject({
    method,
    url,
    headers: { ...who.headers, ...form.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: form.payload,
  });
};
const sendJson = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  who = admin,
  lang?: string,
) =>
  app.inject({
    method,
    url,
    headers: { ...who.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('the shop product form', () => {
  const product = (name: string, tag: string) => ({
    name,
    slug: `emoji-${tag}`,
    product_code: `E${tag}`,
    price: 1000,
    status: 'draft',
  });

  it('takes a name of 200 emoji and refuses 201 in the words of the JSON body, in the reader language', async () => {
    const ok = await sendForm('POST', '/api/shop/product/add', product(emoji(200), 'a1'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().product.name).toBe(emoji(200));

    for (const lang of [undefined, 'de']) {
      const form = await sendForm('POST', '/api/shop/product/add', product(emoji(201), 'a2'), admin, lang);
      const json = await sendJson('POST', '/api/shop/product/add', product(emoji(201), 'a2'), admin, lang);
      expect(refusal(form)).toEqual(refusal(json));
      expect(form.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        field: 'name',
        message: lang
          ? 'Ungültiger Wert für "name": höchstens 200 Zeichen.'
          : 'Invalid "name": at most 200 characters.',
      });
    }
  });
});

describe('the download form', () => {
  it('takes a title of 190 emoji and refuses 191 as the JSON body is refused', async () => {
    const fields = (title: string) => ({ title, url: 'https://example.com/tool.zip' });
    const ok = await sendForm('POST', '/api/flink', fields(emoji(190)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().title).toBe(emoji(190));

    const form = await sendForm('POST', '/api/flink', fields(emoji(191)));
    expect(refusal(form)).toEqual(refusal(await sendJson('POST', '/api/flink', fields(emoji(191)))));
    expect(form.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'title',
      message: 'Invalid "title": at most 190 characters.',
    });
  });
});

describe('the settings form', () => {
  it('takes a site title of 120 emoji and refuses 121 as the JSON body is refused', async () => {
    const ok = await sendForm('POST', '/api/settings', { site_title: emoji(120) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await app.settings.all()).site_title).toBe(emoji(120));

    const form = await sendForm('POST', '/api/settings', { site_title: emoji(121) });
    expect(refusal(form)).toEqual(
      refusal(await sendJson('POST', '/api/settings', { site_title: emoji(121) })),
    );
    expect(form.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'site_title',
      message: 'Invalid "site_title": at most 120 characters.',
    });
  });
});

describe('the vehicle forms', () => {
  it('take an ECU location of 5000 emoji and refuse 5001 as the JSON body is refused', async () => {
    const car = await makePath(app, admin.headers, { vtype: 'Emoji car', manufacturer: 'Emoji make' });
    const url = '/api/vehicle/ecu-adblue-location';
    const fields = (text: string) => ({ vtype: String(car.vtype), ecu_location: text });
    const ok = await sendForm('POST', url, fields(emoji(5000)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().ecu_location).toBe(emoji(5000));

    const form = await sendForm('POST', url, fields(emoji(5001)));
    const json = await sendJson('POST', url, { vtype: car.vtype, ecu_location: emoji(5001) });
    expect(refusal(form)).toEqual(refusal(json));
    expect(form.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'ecu_location',
      message: 'Invalid "ecu_location": at most 5000 characters.',
    });
  });
});

describe('the order form', () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await seedCatalogue(app);
    await giveCredits(app, customer.id, 10_000);
  });

  it('takes an ECU brand of 100 emoji and refuses 101 in the words of the JSON routes', async () => {
    const ok = await submit(app, customer.headers, orderFields(c, { ecu_brand: emoji(100) }));
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await app.db('orders').where({ id: ok.json().order._id }).first('ecu_brand');
    expect(stored.ecu_brand).toBe(emoji(100));

    const long = await submit(app, customer.headers, orderFields(c, { ecu_brand: emoji(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'ecu_brand',
      message: 'Invalid "ecu_brand": at most 100 characters.',
    });
    // An entry of a list is named by its position; a missing field is asked for.
    const code = await submit(app, customer.headers, orderFields(c, { dtc: 'P0401, P0401AAAAAAAAAAAAAAAA' }));
    expect(code.json()).toMatchObject({
      field: 'dtc.1',
      message: 'Invalid "dtc" (entry 2): at most 20 characters.',
    });
    const { tool, ...noTool } = orderFields(c);
    const missing = await submit(app, { ...customer.headers, 'accept-language': 'de' }, noTool);
    expect(missing.json()).toMatchObject({ field: 'tool', message: 'Bitte füllen Sie "tool" aus.' });
  });
});

describe('the code list import', () => {
  const importCsv = (csv: string) => {
    const form = multipart({}, [
      { field: 'file', name: 'codes.csv', data: Buffer.from(csv), type: 'text/csv' },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/pcode/import',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('takes a description of 2000 emoji and names a longer one in the words of the JSON route', async () => {
    const ok = await importCsv(`code,description\nP0777,${emoji(2000)}\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await app.db('p_codes').where({ code: 'P0777' }).first('description');
    expect(row.description).toBe(emoji(2000));

    const refused = await importCsv(`code,description\nP0778,${emoji(2001)}\nP0779,\n`);
    expect(refused.statusCode).toBe(200);
    const json = await sendJson('POST', '/api/pcode', { code: 'P0778', description: emoji(2001) });
    expect(json.json().message).toBe('Invalid "description": at most 2000 characters.');
    expect(refused.json().rejected).toEqual([
      { line: 2, reason: `Invalid "description": at most 2000 characters. Value found: "${emoji(2001)}".` },
      { line: 3, reason: 'Invalid "description": must not be empty.' },
    ]);
  });
});

describe('the price list', () => {
  const line = (make: string) => ({ make, model: 'Golf', stock_power: 150, tuned_power: 190, price: 10_000 });

  it('takes a make of 100 emoji and refuses 101, naming the line, in the reader language', async () => {
    const ok = await sendJson('POST', '/api/price-list', { items: [line(emoji(100))] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items[0].make).toBe(emoji(100));

    const long = await sendJson('POST', '/api/price-list', { items: [line('VW'), line(emoji(101))] });
    expect(long.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Price list line 2: Invalid "make": at most 100 characters.',
    });
    const german = await sendJson('POST', '/api/price-list', { items: [line(emoji(101))] }, admin, 'de');
    expect(german.json().message).toBe(
      'Preislistenzeile 1: Ungültiger Wert für "make": höchstens 100 Zeichen.',
    );
    const added = await sendJson('PATCH', '/api/price-list', { items: [line(emoji(101))] });
    expect(added.json().message).toBe('Price list line 1: Invalid "make": at most 100 characters.');
  });
});
