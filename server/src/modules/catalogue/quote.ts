import type { Service, ServiceOption } from '@portal/contracts';
import { orderBreakdown, type PriceLine, PricingError, type PriceType } from '@portal/domain';
import type { Knex } from 'knex';
import { badRequest } from '../../lib/errors.js';
import { findOptions, findServices } from './services-repo.js';

export interface OrderQuote {
  services: Service[];
  options: ServiceOption[];
  lines: PriceLine[];
  /** Credits in hundredths. */
  total: number;
  /** True when any chosen service may only be delivered while the service is open. */
  opening_hours_bound: boolean;
}

/**
 * Prices a customer's choice for an order, as the server's word on it: every id must name an online
 * service or option, and the choice must be allowed (see selectionProblems in @portal/domain). The order
 * module passes the price type of the order's vehicle type (priceTypeForVehicleType). Pass the order's
 * transaction so the prices read are the prices charged.
 */
export async function quoteOrder(
  db: Knex | Knex.Transaction,
  choice: { service_ids: number[]; option_ids?: number[]; price_type: PriceType },
): Promise<OrderQuote> {
  const serviceIds = [...new Set(choice.service_ids)];
  const optionIds = [...new Set(choice.option_ids ?? [])];
  const services = await findServices(db, serviceIds);
  const options = await findOptions(db, optionIds);
  const found = new Map(services.map((s) => [s._id, s]));
  for (const id of serviceIds) {
    const s = found.get(id);
    if (s?.status !== 'online') throw badRequest('One of the chosen services is no longer offered.');
  }
  const foundOptions = new Map(options.map((o) => [o._id, o]));
  for (const id of optionIds) {
    const o = foundOptions.get(id);
    if (o?.status !== 'online') throw badRequest('One of the chosen options is no longer offered.');
  }
  const orderedServices = serviceIds.map((id) => found.get(id)!);
  const orderedOptions = optionIds.map((id) => foundOptions.get(id)!);
  try {
    const { lines, total } = orderBreakdown({
      services: orderedServices,
      options: orderedOptions,
      priceType: choice.price_type,
    });
    return {
      services: orderedServices,
      options: orderedOptions,
      lines,
      total,
      opening_hours_bound: orderedServices.some((s) => s.opening_hours),
    };
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
}
