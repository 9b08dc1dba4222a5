import type { RegSearchReply, User, VariantDetails } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { httpError } from '../../lib/errors.js';
import { kwOf, readStages, withGains } from '../vehicles/figures.js';
import { nameKey } from '../vehicles/levels.js';
import { loadVariants } from '../vehicles/variant-service.js';
import { normaliseRegNo, REG_NO_PATTERN, VIN_PATTERN } from './main-service.js';
import { matchKey, uvcQuery } from './uvc-service.js';
import { describeVehicle } from './vehicle-refs.js';

type Row = Record<string, unknown>;

/** How far registration data may differ from a variant's figures and still be the same engine. */
const CC_TOLERANCE = 60;
const HP_TOLERANCE = 0.06;

export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/**
 * A variant of the vehicle database for a UVC record without an admin-chosen link: same manufacturer and
 * model name, then engine size, power, fuel type and year where both sides know them. Complete variants and
 * the closest power win.
 */
async function matchVariant(db: Knex, uvc: Row): Promise<number | null> {
  if (!uvc.model_name) return null;
  const candidates: Row[] = await db('vehicle_variants as vr')
    .join('vehicle_generations as gn', 'gn.id', 'vr.generation_id')
    .join('vehicle_models as vm', 'vm.id', 'gn.model_id')
    .join('vehicle_manufacturers as mf', 'mf.id', 'vm.manufacturer_id')
    .where('mf.name_key', nameKey(String(uvc.make_name)))
    .where('vm.name_key', nameKey(String(uvc.model_name)))
    .select(
      'vr.id',
      'vr.engine_cc',
      'vr.stock_hp',
      'vr.fuel_type',
      'vr.year_from',
      'vr.year_to',
      'vr.details_complete',
    )
    .limit(500);
  const cc = uvc.engine_cc as number | null;
  const bhp = uvc.bhp as number | null;
  const fuel = uvc.fuel_name ? nameKey(String(uvc.fuel_name)) : '';
  const year = uvc.year as number | null;
  const fits = candidates.filter((v) => {
    if (cc && v.engine_cc && Math.abs(Number(v.engine_cc) - cc) > CC_TOLERANCE) return false;
    if (bhp && v.stock_hp && Math.abs(Number(v.stock_hp) - bhp) > bhp * HP_TOLERANCE) return false;
    if (fuel && v.fuel_type && nameKey(String(v.fuel_type)) !== fuel) return false;
    if (year && v.year_from && year < Number(v.year_from)) return false;
    if (year && v.year_to && year > Number(v.year_to)) return false;
    // Without engine size or power nothing tells the variants apart.
    return Boolean((cc && v.engine_cc) || (bhp && v.stock_hp));
  });
  fits.sort(
    (a, b) =>
      Number(Boolean(b.details_complete)) - Number(Boolean(a.details_complete)) ||
      Math.abs(Number(a.stock_hp ?? 0) - (bhp ?? 0)) - Math.abs(Number(b.stock_hp ?? 0) - (bhp ?? 0)) ||
      Number(a.id) - Number(b.id),
  );
  return fits.length ? Number(fits[0].id) : null;
}

function figuresOf(variant: VariantDetails | null, final: Row | undefined): RegSearchReply['figures'] {
  if (variant && (variant.stock_hp || variant.stages.length)) {
    return {
      source: 'variant',
      stock_hp: variant.stock_hp,
      stock_kw: variant.stock_kw,
      stock_torque: variant.stock_torque,
      stages: variant.stages,
    };
  }
  if (!final) return null;
  const stockHp = (final.stock_hp as number | null) ?? null;
  const stockTorque = (final.stock_torque as number | null) ?? null;
  return {
    source: 'vehicle_final',
    stock_hp: stockHp,
    stock_kw: stockHp ? kwOf(stockHp) : null,
    stock_torque: stockTorque,
    stages: withGains(stockHp, stockTorque, readStages(final.stages)),
  };
}

/** GET /vehicle/reg_search/{regno}: resolves a registration number (or VIN) and records the search. */
export async function regSearch(app: FastifyInstance, user: User, input: string): Promise<RegSearchReply> {
  const mode = (await app.settings.all()).reg_no_mode;
  if (mode === 'off')
    throw httpError(403, 'FEATURE_DISABLED', 'Registration search is turned off on this site.');
  const key = normaliseRegNo(input);
  if (mode === 'vin' && !VIN_PATTERN.test(key)) {
    throw httpError(400, 'VALIDATION', 'Enter the 17-character VIN (letters and digits, without I, O or Q).');
  }
  if (mode !== 'vin' && !REG_NO_PATTERN.test(key)) {
    throw httpError(400, 'VALIDATION', 'Enter a registration number: up to 12 letters and digits.');
  }

  const main = await app
    .db('reg_vehicle_main')
    .where(mode === 'vin' ? { vin: key } : { vehicle_reg_no: key })
    .first('id', 'uvc');
  const uvc: Row | undefined = main ? await uvcQuery(app.db).where('u.uvc', main.uvc).first() : undefined;

  let variant: VariantDetails | null = null;
  let final: Row | undefined;
  if (uvc) {
    const variantId = (uvc.variant_id as number | null) ?? (await matchVariant(app.db, uvc));
    if (variantId) variant = (await loadVariants(app.db, [variantId]))[0] ?? null;
    if (!variant || !(variant.stock_hp || variant.stages.length)) {
      final = await app
        .db('reg_vehicle_finals')
        .where({ match_key: matchKey(uvc) })
        .first();
    }
  }
  const vehicle = uvc
    ? {
        uvc: String(uvc.uvc),
        make: String(uvc.make_name ?? ''),
        model: String(uvc.model_name ?? ''),
        year: (uvc.year as number | null) ?? null,
        fuel_type: String(uvc.fuel_name ?? ''),
        engine_cc: (uvc.engine_cc as number | null) ?? null,
        bhp: (uvc.bhp as number | null) ?? null,
        description: describeVehicle(uvc),
      }
    : null;
  const figures = figuresOf(variant, final);

  const now = new Date();
  await app.db.transaction(async (trx) => {
    await trx('reg_search_history').insert({
      user_id: user._id,
      reg_no: key,
      found: Boolean(vehicle),
      uvc: vehicle?.uvc ?? '',
      variant_id: variant?._id ?? null,
      description: (vehicle?.description ?? '').slice(0, 255),
      month: monthOf(now),
      created_at: now,
    });
    if (main) await trx('reg_vehicle_main').where({ id: main.id }).increment('clicks', 1);
  });

  return {
    status: 'success',
    found: Boolean(vehicle),
    message: !vehicle
      ? mode === 'vin'
        ? `No vehicle was found for the VIN ${key}.`
        : `No vehicle was found for the registration number ${key}.`
      : figures
        ? `${vehicle.description}.`
        : `${vehicle.description}. There are no tuning figures for this vehicle yet.`,
    reg_no: key,
    vehicle,
    variant,
    figures,
  };
}
