import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from '../../src/modules/downloads/test-form.js';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../helpers.js';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const get = (url: string, user?: TestUser) => app.inject({ method: 'GET', url, headers: user?.headers });

describe('numbers that are not finite or out of range are refused everywhere', () => {
  it('answers 400 to Infinity and 1e400 page sizes, public and signed in', async () => {
    for (const size of ['Infinity', '1e400', '-Infinity', '9007199254740993']) {
      const pub = await get(`/api/dealers/with-google-place-id?size=${size}`);
      expect(pub.statusCode, `size=${size}`).toBe(400);
      expect(pub.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      expect((await get(`/api/user/customers?size=${size}`, admin)).statusCode).toBe(400);
      expect((await get(`/api/credits_user?size=${size}`, customer)).statusCode).toBe(400);
    }
    expect((await get('/api/dealers/with-google-place-id?page=Infinity')).statusCode).toBe(400);
  });

  it('refuses months=Infinity on the inactive-user and click lists with a 400, not a 500', async () => {
    expect((await get('/api/user/inactives?months=Infinity', admin)).statusCode).toBe(400);
    expect((await get('/api/reg-search/vehicle-main/monthly-clicks?months=Infinity', admin)).statusCode).toBe(
      400,
    );
  });

  it('never stores a 400-digit price, and the public price list keeps answering', async () => {
    const payload = `{"name":"Huge","credits":100,"price":1${'0'.repeat(400)}}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/price',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/price')).statusCode).toBe(200);
  });

  it('answers size=-1 ("everything") with a bounded list', async () => {
    const res = await get('/api/user/customers?size=-1', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeLessThanOrEqual(1000);
  });
});

describe('malformed bodies are a clear 400', () => {
  it('answers 400 to a cut-off multipart body on CSV imports', async () => {
    const { payload, headers } = await formData({}, [
      { field: 'file', name: 'codes.csv', content: 'Code;Description\nP1;x\n' },
    ]);
    const cut = payload.subarray(0, payload.length - 20);
    for (const path of ['/api/pcode/import', '/api/vehicle/import']) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...admin.headers, ...headers },
        payload: cut,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    // A file part without a name.
    const unnamed = await formData({}, [{ field: 'file', name: '', content: 'make\nAudi\n' }]);
    for (const path of ['/api/reg-search/powers/import', '/api/vehicle/import', '/api/pcode/import']) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { ...admin.headers, ...unnamed.headers },
        payload: unnamed.payload,
      });
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
    }
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/pcode/import',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
  });

  it('answers 400 to deeply nested JSON and to unknown theme keys, which are never served', async () => {
    const deep = `{"card_bg_color":"#fff","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: admin.headers,
      payload: { card_bg_color: '#123456', injected: '<script>alert(1)</script>' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('injected');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: admin.headers,
      payload: { card_bg_color: '#123456' },
    });
    expect(ok.statusCode).toBe(200);
    const pub = (await get('/api/theme_settings')).body;
    expect(pub).toContain('#123456');
    expect(pub).not.toContain('injected');
  });

  it('calls a JSON body over the limit a too large request, not a too large file', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/theme_settings',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ card_bg_color: '#123456', filler: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('refuses a "__proto__" key as such, and still calls broken JSON broken', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/theme_settings',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload,
      });
    const proto = await post('{"card_bg_color":"#654321","__proto__":{"isAdmin":true}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json().message).toBe('The request contains a field name that is not allowed (__proto__).');
    expect((await get('/api/theme_settings')).body).not.toContain('#654321');
    const broken = await post('{"card_bg_color":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).not.toContain('__proto__');
  });
});

describe("addresses the router refuses answer in the app's error shape", () => {
  it('answers 400 to an undecodable address, translated', async () => {
    const res = await get('/api/vehicle/reg_search/%');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The address is not valid.',
    });
    const de = await app.inject({ url: '/api/vehicle/reg_search/%', headers: { 'accept-language': 'de' } });
    expect(de.statusCode).toBe(400);
    expect(de.json().code).toBe('BAD_REQUEST');
    expect(de.json().message).not.toBe('The address is not valid.');
  });

  it('answers 414 to a path parameter over the router limit', async () => {
    const res = await get(`/api/vehicle/reg_search/${'A'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ statusCode: 414, code: 'BAD_REQUEST', message: 'The address is too long.' });
  });
});
