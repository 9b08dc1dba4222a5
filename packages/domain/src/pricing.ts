/**
 * Tuning-service prices. Every service carries three credit prices (spec 9: type_1_price, type_2_price,
 * type_3_price), one per price type. A price type is a band of vehicle classes that cost about the same
 * work to tune:
 *
 * - 1: cars and light commercial vehicles (vans, pick-ups, SUVs up to 3.5 t) - the bulk of the work.
 * - 2: trucks, buses, agricultural and construction machines - larger files, more maps (several torque
 *      limiters, per-gear and per-mode maps), more checking, and a far more expensive mistake.
 * - 3: motorbikes, marine, quads/ATVs, jet-skis, snowmobiles and other small engines - fewer tools read
 *      them and the files differ more between models.
 *
 * The order module picks the price type from the vehicle type of the order (the vehicle database's vtype
 * name, through `priceTypeForVehicleType`) and prices with `orderTotal`; the order form does the same to
 * preview, so both agree to the hundredth. All amounts are credits in hundredths (1 credit = 100).
 */

export type PriceType = 1 | 2 | 3;
export const PRICE_TYPES: readonly PriceType[] = [1, 2, 3];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  1: 'Cars and light commercial vehicles',
  2: 'Trucks, buses, agricultural and construction machines',
  3: 'Motorbikes, marine, quads and other vehicles',
};

export const isPriceType = (v: unknown): v is PriceType => v === 1 || v === 2 || v === 3;

export interface PricedService {
  _id?: number;
  service_name?: string;
  /** A main tuning stage (Stage 1, Stage 2 ...); an order holds at most one. */
  main_service?: boolean;
  type_1_price: number;
  type_2_price: number;
  type_3_price: number;
}

export interface PricedOption {
  _id?: number;
  option_name?: string;
  /** The service this option extends; null for an option that goes with any service. */
  service_id: number | null;
  price: number;
}

export class PricingError extends Error {}

// Matched at the start of a word, so makes or models that merely contain the letters do not count.
const HEAVY =
  /\b(truck|lorr|hgv|bus|coach|tractor|agri|farm|construct|excavat|harvest|loader|machine|heavy)/i;
const SMALL =
  /\b(bike|motorbike|motorcycle|moto|scooter|marine|boat|jet|ski|atv|quad|utv|snowmobile|outboard)/i;

/**
 * Price type for a vehicle type name of the vehicle database ("Cars", "LCV", "Trucks", "Agriculture",
 * "Bikes", "Marine" ...). Unknown names count as cars, the cheapest and most common band.
 */
export function priceTypeForVehicleType(name: string | null | undefined): PriceType {
  const n = (name ?? '').trim();
  if (!n) return 1;
  if (HEAVY.test(n)) return 2;
  if (SMALL.test(n)) return 3;
  return 1;
}

function credits(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new PricingError(`${what} has no valid price.`);
  return value;
}

/** The credit price (hundredths) of one service for one price type. */
export function priceOf(service: PricedService, priceType: PriceType): number {
  if (!isPriceType(priceType)) throw new PricingError(`Unknown price type ${String(priceType)}.`);
  const value = service[`type_${priceType}_price`];
  return credits(value, service.service_name ?? 'The service');
}

export interface OrderSelection {
  services: PricedService[];
  options?: PricedOption[];
  priceType: PriceType;
}

/** What is wrong with a choice of services and options, in words for the person choosing; empty if fine. */
export function selectionProblems({ services, options = [] }: OrderSelection): string[] {
  const problems: string[] = [];
  if (services.length === 0) problems.push('Choose at least one tuning service.');
  const chosen = new Set(services.map((s) => s._id));
  const seen = new Set<unknown>();
  for (const s of services) {
    if (s._id !== undefined && seen.has(s._id))
      problems.push(`${s.service_name ?? 'A service'} is chosen twice.`);
    seen.add(s._id);
  }
  if (new Set(services.filter((s) => s.main_service).map((s) => s._id)).size > 1)
    problems.push('Choose only one main tuning stage per file.');
  const seenOptions = new Set<unknown>();
  for (const o of options) {
    if (o.service_id !== null && !chosen.has(o.service_id))
      problems.push(`${o.option_name ?? 'An option'} only goes with a service you have not chosen.`);
    if (o._id !== undefined && seenOptions.has(o._id))
      problems.push(`${o.option_name ?? 'An option'} is chosen twice.`);
    seenOptions.add(o._id);
  }
  return problems;
}

export interface PriceLine {
  kind: 'service' | 'option';
  _id?: number;
  name?: string;
  amount: number;
}

/** Every priced line of an order and their sum; throws PricingError when the choice is not allowed. */
export function orderBreakdown(selection: OrderSelection): { lines: PriceLine[]; total: number } {
  const problems = selectionProblems(selection);
  if (problems.length) throw new PricingError(problems[0]);
  const lines: PriceLine[] = [
    ...selection.services.map((s) => ({
      kind: 'service' as const,
      _id: s._id,
      name: s.service_name,
      amount: priceOf(s, selection.priceType),
    })),
    ...(selection.options ?? []).map((o) => ({
      kind: 'option' as const,
      _id: o._id,
      name: o.option_name,
      amount: credits(o.price, o.option_name ?? 'The option'),
    })),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/** Total credits (hundredths) of the chosen services and options for the vehicle's price type. */
export function orderTotal(selection: OrderSelection): number {
  return orderBreakdown(selection).total;
}
