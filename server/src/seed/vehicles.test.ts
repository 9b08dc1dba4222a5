import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { multipart } from '../modules/vehicles/test-support.js';
import { seedDemoVehicles } from './vehicles.js';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../resources/vehicles');

let app: TestApp;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  customer = await createUser(app);
  await seedDemoVehicles(app);
});
afterAll(async () => {
  await app.cleanup();
});

const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: customer.headers });

describe('demo vehicle data', () => {
  it('gives a browsable tree with complete figures', async () => {
    const types = (await get('/vehicle/vtype/selected/all'))
      .json()
      .items.map((t: { name: string }) => t.name);
    expect(types).toEqual(['Car', 'Tractor', 'Truck']);
    const golf = (await get('/vehicle/variant?keyword=2.0 TDI 150'))
      .json()
      .items.find((v: { manufacturer: { name: string } }) => v.manufacturer.name === 'Volkswagen');
    const details = (await get(`/vehicle/variant/${golf._id}`)).json().variant;
    expect(details).toMatchObject({ stock_hp: 150, details_complete: true, ecu_brands: ['Bosch EDC17C64'] });
    expect(details.stages[0]).toMatchObject({ stage: 1, hp: 185, hp_gain: 35 });
    const location = (await get(`/vehicle/one-ecu-adblue-location?variant=${golf._id}`)).json().location;
    expect(location.manufacture.name).toBe('Volkswagen');
  });

  it('resolves the demo registration numbers', async () => {
    expect((await get('/vehicle/reg_search/DM16VWG')).json()).toMatchObject({
      found: true,
      figures: { source: 'variant', stock_hp: 150 },
    });
    // Not linked by hand: matched on make, model, engine size and power.
    expect((await get('/vehicle/reg_search/DM17 FRD')).json()).toMatchObject({
      variant: { name: '1.0 EcoBoost 125hp' },
    });
    expect((await get('/vehicle/reg_search/DM19DUS')).json()).toMatchObject({
      figures: { source: 'vehicle_final' },
    });
  });

  it('matches the sample files, which import without a problem', async () => {
    const files: [string, string][] = [
      ['/api/vehicle/import', 'sample-vehicles.csv'],
      ['/api/reg-search/uvc-final/import', 'sample-reg-uvc-final.csv'],
      ['/api/reg-search/vehicle-main/import', 'sample-reg-vehicle-main.csv'],
      ['/api/reg-search/vehicle-finals/import', 'sample-reg-vehicle-finals.csv'],
    ];
    const admin = await createAdmin(app);
    for (const [url, name] of files) {
      const content = readFileSync(path.join(SAMPLES, name));
      const form = await multipart({}, [{ field: 'file', name, type: 'text/csv', content }]);
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.json(), name).toMatchObject({ rejected_total: 0, created: 0 });
      expect(res.json().updated, name).toBeGreaterThan(0);
    }
  });

  it('runs only once', async () => {
    const before = await app.db('vehicle_variants').count({ n: '*' });
    await seedDemoVehicles(app);
    expect(await app.db('vehicle_variants').count({ n: '*' })).toEqual(before);
  });
});
