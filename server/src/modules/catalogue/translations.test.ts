import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import {
  alwaysOpen,
  giveCredits,
  orderFields,
  seedCatalogue,
  submit,
} from '../../../test/support/orders-kit.js';

let app: TestApp;
let admin: TestUser;
let serviceId: number;
let optionId: number;
let priceId: number;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  const svc = await app.inject({
    method: 'POST',
    url: '/api/service',
    headers: admin.headers,
    payload: {
      service_name: 'Gearbox tune',
      description: 'Faster shifts.',
      main_service: true,
      type_1_price: 1000,
      type_2_price: 1000,
      type_3_price: 1000,
    },
  });
  expect(svc.statusCode, svc.body).toBe(200);
  serviceId = svc.json()._id ?? svc.json().service._id;
  const opt = await app.inject({
    method: 'POST',
    url: '/api/option',
    headers: admin.headers,
    payload: { option_name: 'Launch control', service_id: serviceId, price: 500 },
  });
  expect(opt.statusCode, opt.body).toBe(200);
  optionId = opt.json()._id ?? opt.json().option._id;
  const price = await app.inject({
    method: 'POST',
    url: '/api/price',
    headers: admin.headers,
    payload: { name: '50 credits', credits: 5000, price: 4750 },
  });
  expect(price.statusCode, price.body).toBe(200);
  priceId = price.json()._id ?? price.json().item?._id;
});
afterAll(() => app.cleanup());

const put = (entity: string, id: number, translations: object, headers = admin.headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/catalogue/translations/${entity}/${id}`,
    headers,
    payload: { translations },
  });

describe('catalogue in every language', () => {
  it("stores names per language and shows the order form in the reader's language, falling back", async () => {
    const res = await put('service', serviceId, {
      de: { name: 'Getriebe-Optimierung', description: 'Schnellere Gangwechsel.' },
      ar: { name: 'ضبط ناقل الحركة' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translations.de).toEqual({
      name: 'Getriebe-Optimierung',
      description: 'Schnellere Gangwechsel.',
    });
    expect((await put('option', optionId, { de: { name: 'Startautomatik' } })).statusCode).toBe(200);

    const customer = await createUser(app);
    const form = (lng: string) =>
      app.inject({
        method: 'GET',
        url: '/api/service_all',
        headers: { ...customer.headers, 'accept-language': lng },
      });
    const de = (await form('de-DE,de;q=0.9')).json().items.find((s: { _id: number }) => s._id === serviceId);
    expect(de).toMatchObject({
      service_name: 'Getriebe-Optimierung',
      description: 'Schnellere Gangwechsel.',
    });
    expect(de.options[0].option_name).toBe('Startautomatik');
    const ar = (await form('ar')).json().items.find((s: { _id: number }) => s._id === serviceId);
    // Arabic has a name but no description: the description falls back to the default language.
    expect(ar).toMatchObject({ service_name: 'ضبط ناقل الحركة', description: 'Faster shifts.' });
    expect(ar.options[0].option_name).toBe('Launch control');
    const fr = (await form('fr')).json().items.find((s: { _id: number }) => s._id === serviceId);
    expect(fr.service_name).toBe('Gearbox tune');
  });

  it("shows credit packages in the reader's language; price managers keep editing the default", async () => {
    await put('price_item', priceId, { es: { name: '50 créditos' } });
    const customer = await createUser(app);
    const es = await app.inject({
      method: 'GET',
      url: '/api/price_all',
      headers: { ...customer.headers, 'accept-language': 'es' },
    });
    expect(es.json().items.find((p: { _id: number }) => p._id === priceId).name).toBe('50 créditos');
    const staffView = await app.inject({
      method: 'GET',
      url: '/api/price_all',
      headers: { ...admin.headers, 'accept-language': 'es' },
    });
    expect(staffView.json().items.find((p: { _id: number }) => p._id === priceId).name).toBe('50 credits');
  });

  it('finds a service and an option by a name in any language', async () => {
    const svc = await app.inject({
      method: 'GET',
      url: '/api/service?keyword=getriebe',
      headers: admin.headers,
    });
    expect(svc.json().items.map((s: { _id: number }) => s._id)).toEqual([serviceId]);
    const opt = await app.inject({
      method: 'GET',
      url: '/api/option?keyword=startautomatik',
      headers: admin.headers,
    });
    expect(opt.json().items.map((s: { _id: number }) => s._id)).toEqual([optionId]);
  });

  it('removes a language with an empty text, so it falls back again', async () => {
    await put('service', serviceId, { ar: { name: '' } });
    const all = await app.inject({
      method: 'GET',
      url: `/api/catalogue/translations/service/${serviceId}`,
      headers: admin.headers,
    });
    expect(Object.keys(all.json().translations)).toEqual(['de']);
  });

  it('answers bad input with 400/404 and refuses staff without the permission', async () => {
    expect((await put('service', serviceId, { xx: { name: 'x' } })).statusCode).toBe(400);
    expect((await put('option', optionId, { de: { description: 'x' } })).statusCode).toBe(400);
    expect((await put('service', 999_999, { de: { name: 'x' } })).statusCode).toBe(404);
    expect((await put('planet', 1, { de: { name: 'x' } })).statusCode).toBe(400);
    const staff = await createStaff(app, { orders: true });
    expect((await put('service', serviceId, { de: { name: 'x' } }, staff.headers)).statusCode).toBe(403);
    const customer = await createUser(app);
    expect((await put('service', serviceId, { de: { name: 'x' } }, customer.headers)).statusCode).toBe(403);
  });
});

describe('orders in the language the customer reads the site in', () => {
  it('names the services in the page language, not the profile one, for staff too', async () => {
    const c = await seedCatalogue(app);
    await alwaysOpen(app);
    // The profile says French, the page is shown in German: the page language wins on screen.
    const customer = await createUser(app);
    await app.db('users').where({ id: customer.id }).update({ language: 'fr' });
    await giveCredits(app, customer.id, 10_000);
    await put('service', c.stage1, { de: { name: 'Stufe 1' }, fr: { name: 'Étape 1' } });
    const german = { ...customer.headers, 'accept-language': 'de' };
    const res = await submit(app, german, orderFields(c));
    expect(res.statusCode, res.body).toBe(200);
    const names = (order: { services: { name: string }[] }) => order.services.map((s) => s.name);
    expect(names(res.json().order)).toEqual(['Stufe 1']);
    const id = res.json().order._id;
    const details = await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: german });
    expect(names(details.json().order)).toEqual(['Stufe 1']);
    for (const url of ['/api/order', '/api/user_orders', '/api/pending_orders']) {
      const list = await app.inject({ method: 'GET', url, headers: german });
      const mine = list.json().items.find((o: { _id: number }) => o._id === id);
      expect(names(mine), url).toEqual(['Stufe 1']);
    }
    // The same customer switching the page to English reads the default names.
    const english = await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: customer.headers });
    expect(names(english.json().order)).toEqual(['Stage 1']);
    const staffView = await app.inject({
      method: 'GET',
      url: `/api/order/${id}`,
      headers: { ...admin.headers, 'accept-language': 'de' },
    });
    expect(names(staffView.json().order)).toEqual(['Stufe 1']);
    const staffList = await app.inject({
      method: 'GET',
      url: '/api/pending_orders',
      headers: { ...admin.headers, 'accept-language': 'de' },
    });
    const listed = staffList.json().items.find((o: { _id: number }) => o._id === id);
    expect(names(listed)).toEqual(['Stufe 1']);
    const staffEnglish = await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: admin.headers });
    expect(names(staffEnglish.json().order)).toEqual(['Stage 1']);
  });
});

describe("vehicle types and downloads in the reader's language", () => {
  it('names vehicle types in the dropdown and download titles in the list per language, falling back', async () => {
    const vtype = await app.inject({
      method: 'POST',
      url: '/api/vehicle/vtype',
      headers: admin.headers,
      payload: { name: 'Tractor' },
    });
    expect(vtype.statusCode, vtype.body).toBe(200);
    const vtypeId = vtype.json()._id;
    expect((await put('vehicle_type', vtypeId, { fr: { name: 'Tracteur' } })).statusCode).toBe(200);
    const link = await app.inject({
      method: 'POST',
      url: '/api/flink',
      headers: admin.headers,
      payload: { title: 'Flashing guide', url: 'https://example.test/guide', category: 'Guides' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const linkId = link.json()._id ?? link.json().file_link?._id;
    expect((await put('download', linkId, { fr: { name: 'Guide de flashage' } })).statusCode).toBe(200);

    const customer = await createUser(app);
    const fr = { ...customer.headers, 'accept-language': 'fr' };
    const types = await app.inject({ method: 'GET', url: '/api/vehicle/vtype/selected/all', headers: fr });
    expect(types.json().items.find((t: { _id: number }) => t._id === vtypeId).name).toBe('Tracteur');
    const list = await app.inject({ method: 'GET', url: '/api/flink', headers: fr });
    expect(list.json().items.find((d: { _id: number }) => d._id === linkId).title).toBe('Guide de flashage');
    const found = await app.inject({ method: 'GET', url: '/api/flink?keyword=flashage', headers: fr });
    expect(found.json().items.map((d: { _id: number }) => d._id)).toEqual([linkId]);
    const en = await app.inject({ method: 'GET', url: '/api/flink', headers: customer.headers });
    expect(en.json().items.find((d: { _id: number }) => d._id === linkId).title).toBe('Flashing guide');
  });
});
