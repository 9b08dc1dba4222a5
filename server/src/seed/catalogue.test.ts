import { DEFAULT_LOCALE, LOCALES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { seed } from './index.js';

let app: TestApp;
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
  // Compiling every route's schemas takes a while; do it here rather than inside the first test.
  await app.ready();
});
afterAll(() => app.cleanup());

const TABLES = [
  'shop_products',
  'shop_categories',
  'services',
  'service_options',
  'price_items',
  'price_list_items',
  'open_times',
  'closing_dates',
  'p_codes',
  'terms',
  'why_choose_us',
  'social_links',
  'file_links',
  'catalogue_translations',
];

async function counts() {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await app.db(t).count({ n: '*' }))[0].n);
  return out;
}

describe('demo and reference seed', () => {
  it('fills the catalogue, hours and content a demo needs', async () => {
    // The demo dealer, signed in without a password round (hashing is slow on a busy machine).
    const dealer = await app.db('users').where({ username: 'dealer' }).first();
    const customer = { headers: { 'x-access-token': app.signAccessToken(dealer.id) } };
    const catalogue = (
      await app.inject({ method: 'GET', url: '/api/service_all', headers: customer.headers })
    ).json();
    const names = catalogue.items.map((s: { service_name: string }) => s.service_name);
    expect(names.slice(0, 4)).toEqual(['Stage 1', 'Stage 2', 'Stage 3', 'Economy tune']);
    expect(names).toEqual(expect.arrayContaining(['EGR off', 'DPF/FAP off', 'AdBlue/SCR off', 'Immo off']));
    expect(catalogue.items[0]).toMatchObject({ main_service: true, type_1_price: 5000, type_2_price: 12000 });
    expect(catalogue.global_options.map((o: { option_name: string }) => o.option_name)).toEqual([
      'Priority processing',
    ]);

    const hours = (await app.inject({ method: 'GET', url: '/api/open_times' })).json();
    expect(hours.days[4]).toEqual({ day: 5, open_from: '08:00', open_to: '18:00', closed: false });
    expect((await app.inject({ method: 'GET', url: '/api/closing-dates' })).json().total).toBe(2);

    const terms = (await app.inject({ method: 'GET', url: '/api/terms?lang=fr' })).json();
    expect(terms.items.map((t: { kind: string }) => t.kind).sort()).toEqual([
      'privacy_policy',
      'shop_terms',
      'terms_and_conditions',
      'terms_of_use',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/socials' })).json().items).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: '/api/price-list' })).json().total).toBeGreaterThan(5);

    const downloads = (
      await app.inject({ method: 'GET', url: '/api/flink', headers: customer.headers })
    ).json();
    const checklist = downloads.items[0];
    expect(checklist).toMatchObject({ title: 'Flashing checklist', file_name: 'flashing-checklist.txt' });
    const file = await app.inject({ method: 'GET', url: checklist.download_url, headers: customer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('FLASHING CHECKLIST');
  });

  it('prices the demo price list by vehicle types the vehicle catalogue has', async () => {
    const types: string[] = await app.db('vehicle_types').pluck('name');
    const used: string[] = await app.db('price_list_items').distinct('vehicle').pluck('vehicle');
    expect(types.length).toBeGreaterThan(0);
    expect(used.filter((v) => !types.includes(v))).toEqual([]);
  });

  it('has the demo catalogue in English, German, French, Spanish and Arabic', async () => {
    const dealer = await app.db('users').where({ username: 'dealer' }).first();
    const headers = { 'x-access-token': app.signAccessToken(dealer.id) };
    const first = async (lng: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/service_all',
        headers: { ...headers, 'accept-language': lng },
      });
      return res.json().items[0] as { service_name: string; options: { option_name: string }[] };
    };
    expect((await first('en')).service_name).toBe('Stage 1');
    expect((await first('de')).service_name).toBe('Stufe 1');
    expect((await first('de')).options[0].option_name).toBe('Getriebedatei (TCU)');
    expect((await first('es')).service_name).toBe('Etapa 1');
    expect((await first('ar')).service_name).toBe('المرحلة 1');
    expect((await first('fr')).options[0].option_name).toBe('Fichier boîte de vitesses (TCU)');
    const packages = await app.inject({
      method: 'GET',
      url: '/api/price_all',
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(packages.json().items[1].name).toBe('50 crédits');
  });

  it('has a text for every demo record in every language the portal offers', async () => {
    const admin = await app.db('users').where({ username: 'admin' }).first();
    const headers = { 'x-access-token': app.signAccessToken(admin.id) };
    const missing: string[] = [];
    const check = async (entity: string, table: string, described: boolean, short = false) => {
      for (const { id } of await app.db(table).select('id')) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/catalogue/translations/${entity}/${id}`,
          headers,
        });
        expect(res.statusCode).toBe(200);
        const texts: Record<string, { name?: string; short_description?: string; description?: string }> =
          res.json().translations;
        for (const locale of OTHER_LOCALES) {
          if (!texts[locale]?.name) missing.push(`${entity} ${id} name in ${locale}`);
          if (described && !texts[locale]?.description)
            missing.push(`${entity} ${id} description in ${locale}`);
          if (short && !texts[locale]?.short_description)
            missing.push(`${entity} ${id} short description in ${locale}`);
        }
      }
    };
    await check('service', 'services', true);
    await check('option', 'service_options', false);
    await check('price_item', 'price_items', false);
    await check('vehicle_type', 'vehicle_types', false);
    await check('download', 'file_links', true);
    await check('shop_product', 'shop_products', true, true);
    await check('shop_category', 'shop_categories', false);
    await check('why_choose_us', 'why_choose_us', true);
    expect(missing).toEqual([]);
  });

  it("serves the demo shop and the selling points in the reader's language, each written in it", async () => {
    const dealer = await app.db('users').where({ username: 'dealer' }).first();
    const headers = { 'x-access-token': app.signAccessToken(dealer.id) };
    const read = async (url: string, lng: string) =>
      (await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lng } })).json();
    type Product = { name: string; short_description: string; description: string; category_name: string };
    const products = async (lng: string) =>
      (await read('/api/shop/product/get_all?size=50&sort_by=name&sort_order=asc', lng)).items as Product[];
    const points = async (lng: string) =>
      (await read('/api/why_choose_us', lng)).items as { title: string; description: string }[];
    const english = await products('en');
    const englishPoints = await points('en');
    expect(english.length).toBe(12);
    expect(englishPoints.map((p) => p.title)).toEqual([
      'Tested files',
      'Fast delivery',
      'Real support',
      'Any vehicle',
    ]);
    for (const lng of OTHER_LOCALES) {
      const items = await products(lng);
      items.forEach((p, i) => {
        expect(p.short_description, `${english[i].name} in ${lng}`).not.toBe(english[i].short_description);
        expect(p.description, `${english[i].name} in ${lng}`).not.toBe(english[i].description);
      });
      (await points(lng)).forEach((p, i) => {
        expect(p.description, `${englishPoints[i].title} in ${lng}`).not.toBe(englishPoints[i].description);
      });
    }
    const de = await products('de');
    expect(de.find((p) => p.name === 'Stabilisiertes Netzteil')).toMatchObject({
      short_description: 'Stabilisiertes Netzteil für die Werkstatt.',
      category_name: 'Werkzeuge',
    });
    expect((await points('ja'))[0].title).toBe('テスト済みファイル');
  });

  it('serves each language its own service texts, with the off-road notice, and its own legal texts', async () => {
    const dealer = await app.db('users').where({ username: 'dealer' }).first();
    const headers = { 'x-access-token': app.signAccessToken(dealer.id) };
    type Service = { service_name: string; description: string };
    const services = async (lng: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/service_all',
          headers: { ...headers, 'accept-language': lng },
        })
      ).json().items as Service[];
    const english = await services('en');
    const descriptionAt = (items: Service[], index: number) => items[index].description;
    const egr = english.findIndex((s) => s.service_name === 'EGR off');
    const dpf = english.findIndex((s) => s.service_name === 'DPF/FAP off');
    for (const lng of OTHER_LOCALES) {
      const items = await services(lng);
      // Written in the language, not copied from English.
      items.forEach((s, i) => {
        expect(s.description, `${english[i].service_name} in ${lng}`).not.toBe(english[i].description);
      });
      // Two off-road services end with the same notice, and a plain Stage 1 does not carry it.
      const [a, b] = [descriptionAt(items, egr), descriptionAt(items, dpf)];
      let shared = 0;
      while (shared < a.length && a.at(-1 - shared) === b.at(-1 - shared)) shared++;
      expect(shared, `off-road notice in ${lng}`).toBeGreaterThan(20);
      expect(descriptionAt(items, 0).endsWith(a.slice(-shared))).toBe(false);

      const terms = (await app.inject({ method: 'GET', url: `/api/terms?lang=${lng}` })).json().items;
      expect(terms.map((t: { language: string }) => t.language)).toEqual([lng, lng, lng, lng]);
    }
  });

  it('names the demo catalogue in Japanese for a Japanese reader', async () => {
    const dealer = await app.db('users').where({ username: 'dealer' }).first();
    const headers = { 'x-access-token': app.signAccessToken(dealer.id), 'accept-language': 'ja-JP,ja;q=0.9' };
    const get = (url: string) => app.inject({ method: 'GET', url, headers });
    const stage1 = (await get('/api/service_all')).json().items[0];
    expect(stage1.service_name).toBe('ステージ1');
    expect(stage1.description).toBe('純正ハードウェアの安全な範囲内でパワーとトルクを向上させます。');
    expect(stage1.options[0].option_name).toBe('トランスミッション（TCU）ファイル');
    expect((await get('/api/price_all')).json().items[1].name).toBe('50 クレジット');
    expect(
      (await get('/api/vehicle/vtype/selected/all')).json().items.map((t: { name: string }) => t.name),
    ).toEqual(['乗用車', 'トラクター', 'トラック']);
    expect((await get('/api/flink')).json().items[0].title).toBe('書き込み前チェックリスト');
    const terms = (
      await app.inject({ method: 'GET', url: '/api/terms?lang=ja&kind=terms_and_conditions' })
    ).json();
    expect(terms.items[0]).toMatchObject({ language: 'ja', title: '利用規約' });
    expect(terms.items[0].content).toContain('オフロードおよびモータースポーツ専用');
  });

  it('changes nothing when it runs again, and keeps the texts staff gave to reference codes', async () => {
    await app.db('p_codes').where({ code_key: 'P0100' }).update({ description: 'Edited by staff' });
    await app.db('p_codes').where({ code_key: 'P0101' }).delete();
    const before = await counts();
    await seed(app);
    const after = await counts();
    expect(after).toEqual({ ...before, p_codes: before.p_codes + 1 });
    expect((await app.db('p_codes').where({ code_key: 'P0100' }).first()).description).toBe(
      'Edited by staff',
    );
  });
});
