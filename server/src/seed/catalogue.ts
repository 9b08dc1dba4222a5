import { DEFAULT_SCHEDULE } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { saveSchedule } from '../modules/hours/repo.js';
import { seedCatalogueTranslations } from './catalogue-i18n.js';
import {
  CATALOGUE_TEXTS,
  type OptionName,
  type ServiceName,
  serviceDescription,
} from './catalogue-texts/index.js';

/** Credits in hundredths: c(50) is 50 credits. */
const c = (credits: number) => Math.round(credits * 100);

/** [name, main stage, opening-hours bound, cars/LCV, trucks/agri, bikes/marine]; texts in catalogue-texts/. */
const SERVICES: [ServiceName, boolean, boolean, number, number, number][] = [
  ['Stage 1', true, true, 50, 120, 40],
  ['Stage 2', true, true, 75, 160, 60],
  ['Stage 3', true, true, 120, 250, 90],
  ['Economy tune', true, true, 40, 100, 35],
  ['EGR off', false, false, 25, 60, 20],
  ['DPF/FAP off', false, false, 35, 90, 30],
  ['AdBlue/SCR off', false, false, 60, 150, 60],
  ['DTC off', false, false, 10, 25, 10],
  ['Pops and bangs', false, true, 40, 80, 35],
  ['Speed limiter off', false, false, 20, 50, 20],
  ['Start/stop off', false, false, 15, 30, 15],
  ['Lambda/O2 off', false, false, 20, 50, 15],
  ['Hardcut/launch control', false, true, 35, 70, 30],
  ['Immo off', false, true, 30, 60, 30],
];

/** [service name or null for any service, option name, credits] */
const OPTIONS: [ServiceName | null, OptionName, number][] = [
  ['Stage 1', 'Gearbox (TCU) file', 30],
  ['Stage 1', 'Raised rev limiter', 5],
  ['Stage 2', 'Gearbox (TCU) file', 30],
  ['Stage 2', 'Two switchable maps', 15],
  ['Stage 3', 'Extra datalog review round', 20],
  ['Pops and bangs', 'Aggressive setting', 5],
  [null, 'Priority processing', 10],
];

/** [name, credits, price in cents] */
const PRICE_ITEMS: [string, number, number][] = [
  ['10 credits', 10, 1000],
  ['50 credits', 50, 4750],
  ['100 credits', 100, 9000],
  ['250 credits', 250, 21250],
  ['500 credits', 500, 40000],
];

/** [vehicle (a type of the demo vehicle catalogue), make, model, engine, stage, hp before, hp after, Nm before, Nm after, price in cents] */
const PRICE_LIST: [string, string, string, string, string, number, number, number, number, number][] = [
  ['Car', 'Volkswagen', 'Golf 7', '2.0 TDI 150', 'Stage 1', 150, 190, 340, 410, 34900],
  ['Car', 'BMW', '3 Series (F30)', '320d 184', 'Stage 1', 184, 225, 380, 450, 39900],
  ['Car', 'Audi', 'A4 (B9)', '2.0 TFSI 252', 'Stage 1', 252, 310, 370, 450, 44900],
  ['Car', 'Ford', 'Focus Mk3', '1.0 EcoBoost 125', 'Stage 1', 125, 155, 170, 230, 29900],
  // A van is priced as a car (the services' first price is for cars and light commercials).
  ['Car', 'Ford', 'Transit', '2.0 EcoBlue 130', 'Stage 1', 130, 165, 385, 440, 34900],
  ['Truck', 'Scania', 'R-series', 'DC13 450', 'Economy tune', 450, 500, 2350, 2550, 89900],
  ['Tractor', 'John Deere', '6R', '6155R 6.8', 'Stage 1', 155, 185, 705, 820, 69900],
];

/** Demo catalogue: services and options a tuning service really sells, credit packages, a price list. */
export async function seedDemoCatalogue(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const [{ n }] = await db('services').count({ n: '*' });
  if (Number(n) > 0) return;
  const now = new Date();
  await db.transaction(async (trx) => {
    await trx('services').insert(
      SERVICES.map(([service_name, main_service, opening_hours, t1, t2, t3], i) => ({
        service_name,
        main_service,
        opening_hours,
        type_1_price: c(t1),
        type_2_price: c(t2),
        type_3_price: c(t3),
        description: serviceDescription(CATALOGUE_TEXTS.en, service_name),
        status: 'online',
        position: i + 1,
        created_at: now,
        updated_at: now,
      })),
    );
    const ids = new Map<string, number>(
      (await trx('services').select('id', 'service_name')).map((r) => [r.service_name, Number(r.id)]),
    );
    const positions = new Map<string, number>();
    await trx('service_options').insert(
      OPTIONS.map(([service, option_name, credits]) => {
        const scope = service ?? '';
        positions.set(scope, (positions.get(scope) ?? 0) + 1);
        return {
          service_id: service ? ids.get(service) : null,
          option_name,
          price: c(credits),
          status: 'online',
          position: positions.get(scope),
          created_at: now,
          updated_at: now,
        };
      }),
    );
    const { currency } = await app.settings.all();
    await trx('price_items').insert(
      PRICE_ITEMS.map(([name, credits, price], i) => ({
        name,
        description: '',
        credits: c(credits),
        price,
        currency,
        status: 'online',
        position: i + 1,
        created_at: now,
        updated_at: now,
      })),
    );
    await trx('price_list_items').insert(
      PRICE_LIST.map(([vehicle, make, model, engine, stage, sp, tp, st, tt, price]) => ({
        vehicle,
        make,
        model,
        engine,
        stage,
        stock_power: sp,
        tuned_power: tp,
        stock_torque: st,
        tuned_torque: tt,
        price,
        created_at: now,
        updated_at: now,
      })),
    );
    await seedCatalogueTranslations(trx);
  });
}

/** Demo opening hours (Mon-Fri 08:00-18:00, Sat 09:00-13:00) and the coming Christmas holidays. */
export async function seedDemoHours(app: FastifyInstance): Promise<void> {
  const db = app.db;
  if (await db('open_times').first()) return;
  await saveSchedule(db, DEFAULT_SCHEDULE);
  const today = new Date();
  // After Boxing Day the next Christmas is next year's.
  const year =
    today.getUTCMonth() === 11 && today.getUTCDate() > 26
      ? today.getUTCFullYear() + 1
      : today.getUTCFullYear();
  const now = new Date();
  await db('closing_dates').insert([
    {
      title: 'Christmas',
      date_from: `${year}-12-24`,
      date_to: `${year}-12-26`,
      created_at: now,
      updated_at: now,
    },
    {
      title: "New Year's Day",
      date_from: `${year + 1}-01-01`,
      date_to: `${year + 1}-01-01`,
      created_at: now,
      updated_at: now,
    },
  ]);
}
